import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { AppProvider } from '@/app/provider'
import { AppRoutes, preloadRoute } from '@/app/router'
import type { Locale } from '@app/shared/messages/locales'
import { LoadingPlaceholder } from '@/components/layout/loading-placeholder'
import { activateRenderLocale, catalogueReady, t } from '@/lib/i18n'
import { routerBasename } from '@/lib/locale'

/**
 * Build-time rendering of the public pages (scripts/prerender.mjs), signed out, through the same
 * routes and components as the browser, so the client can hydrate the result.
 */
export async function render(pathname: string, locale: Locale = 'en'): Promise<string> {
  await catalogueReady
  activateRenderLocale(locale)
  await preloadRoute(pathname)
  const basename = routerBasename(locale)
  return renderToString(
    <StaticRouter location={(basename ?? '') + pathname} basename={basename}>
      <AppProvider>
        <AppRoutes />
      </AppProvider>
    </StaticRouter>,
  )
}

/** The "Loading..." shell for every other client route (spa.html), in `locale`. */
export async function renderLoadingShell(locale: Locale = 'en'): Promise<string> {
  await catalogueReady
  activateRenderLocale(locale)
  return renderToString(<LoadingPlaceholder />)
}

/** The texts of the page's head that are not part of a screen, in `locale`. */
export async function renderHead(locale: Locale): Promise<{ description: string }> {
  await catalogueReady
  activateRenderLocale(locale)
  return { description: t('meta.description') }
}

export { LOCALES } from '@app/shared/messages/locales'
export { localePath } from '@app/shared/paths'
