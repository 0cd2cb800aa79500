import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { AppProvider } from '@/app/provider'
import { AppRoutes, preloadRoute } from '@/app/router'
import type { Locale } from '@app/shared/messages/locales'
import { LoadingPlaceholder } from '@/components/layout/loading-placeholder'
import { activateRenderLocale, catalogueReady, t } from '@/lib/i18n'
import { routerBasename } from '@/lib/locale'
import type { ServerPage, ServerPageInput } from './server-page'

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

/**
 * The pages the server renders at run time with their data (apps/server/src/plugins/ssr.ts), by
 * name, with the route modules each one shows (for preloading their chunks; the build step writes
 * each page's template with those links, scripts/prerender.mjs).
 */
export const SERVER_RENDERED_PAGES = [
  { name: 'browse', pathname: '/products/browse', modules: ['src/app/routes/data-area.tsx', 'src/app/routes/browse-products.tsx'] },
  { name: 'product', pathname: '/products/:id', modules: ['src/app/routes/data-area.tsx', 'src/app/routes/product-page.tsx'] },
  { name: 'storefront', pathname: '/farmers/:id', modules: ['src/app/routes/data-area.tsx', 'src/app/routes/storefront.tsx'] },
] as const

/**
 * Run-time rendering of a public page with its data (server-page.tsx), for the server. Loaded on
 * first use rather than imported: what this module imports counts as the text and classes of the
 * shell every page loads first (vite.config.ts), and these pages' are not.
 */
export async function renderPage(input: ServerPageInput): Promise<ServerPage> {
  const { renderServerPage } = await import('./server-page')
  return renderServerPage(input)
}

export { SERVER_RENDERED_ATTRIBUTE, SERVER_STATE_ID } from '@/lib/server-state'
export { PRE_RENDERED_PAGES } from '@/app/pre-rendered-pages'
export { LOCALES } from '@app/shared/messages/locales'
export { localePath } from '@app/shared/paths'
