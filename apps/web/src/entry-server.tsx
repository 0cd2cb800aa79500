import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { AppProvider } from '@/app/provider'
import { AppRoutes, preloadRoute } from '@/app/router'
import { LoadingPlaceholder } from '@/components/layout/loading-placeholder'

/**
 * Build-time rendering of the public pages (scripts/prerender.mjs), signed out, through the same
 * routes and components as the browser, so the client can hydrate the result.
 */
export async function render(pathname: string): Promise<string> {
  await preloadRoute(pathname)
  return renderToString(
    <StaticRouter location={pathname}>
      <AppProvider>
        <AppRoutes />
      </AppProvider>
    </StaticRouter>,
  )
}

/** The "Loading..." shell for every other client route (spa.html). */
export function renderLoadingShell(): string {
  return renderToString(<LoadingPlaceholder />)
}
