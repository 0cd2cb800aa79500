import { renderToStringAsync } from 'preact-render-to-string'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { WEATHER_PAGE } from '@/app/pre-rendered-pages'
import { AppProvider } from '@/app/provider'
import { AppRoutes, preloadRoute } from '@/app/router'
import type { User } from '@app/shared/auth'
import type { Locale } from '@app/shared/messages/locales'
import type { Role } from '@app/shared/roles'
import { LoadingPlaceholder } from '@/components/layout/loading-placeholder'
import { ServerAuthContext, type AuthState } from '@/features/auth/session-store'
import { activateRenderLocale, catalogueReady, t } from '@/lib/i18n'
import { routerBasename } from '@/lib/locale'
import type { ServerPage, ServerPageInput } from './server-page'

/**
 * Build-time rendering of the public pages (scripts/prerender.mjs), signed out, through the same
 * routes and components as the browser, so the client can hydrate the result.
 */
export async function render(pathname: string, locale: Locale = 'en'): Promise<string> {
  return renderRoute(pathname, locale)
}

/** The app at `pathname` in `locale`, with the server's auth state `auth` (signed out unless given). */
async function renderRoute(pathname: string, locale: Locale, auth?: AuthState): Promise<string> {
  await catalogueReady
  activateRenderLocale(locale)
  await preloadRoute(pathname)
  const basename = routerBasename(locale)
  const app = (
    <StaticRouter location={(basename ?? '') + pathname} basename={basename}>
      <AppProvider>
        <AppRoutes />
      </AppProvider>
    </StaticRouter>
  )
  if (!auth) return renderToString(app)
  // A signed-in screen's areas load parts of themselves lazily (the notification bell): waited
  // for here, as the shell is drawn once at build time and never hydrated.
  return renderToStringAsync(<ServerAuthContext.Provider value={auth}>{app}</ServerAuthContext.Provider>)
}

/**
 * An account of `role` as a screen shell shows it: no name, no contact, nothing of a person; the
 * screen draws what it can before the account's data has come (nothing is fetched on the server).
 */
function shellAccount(role: Role, locale: Locale): AuthState {
  const user: User = {
    _id: '',
    role,
    name: '',
    email: null,
    phone: null,
    mobile: null,
    emailVerified: true,
    language: locale,
    createdAt: '',
  }
  return { user, token: null, loading: false, error: null }
}

/** A signed-in screen before its data (app/screen-shells.ts), drawn as an account of `role` sees it. */
export async function renderScreenShell(pathname: string, role: Role, locale: Locale = 'en'): Promise<string> {
  return renderRoute(pathname, locale, shellAccount(role, locale))
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
  { name: 'weather', ...WEATHER_PAGE },
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
export { SCREEN_SHELLS } from '@/app/screen-shells'
export { LOCALES } from '@app/shared/messages/locales'
export { localePath } from '@app/shared/paths'
