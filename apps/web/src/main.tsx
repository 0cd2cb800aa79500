import './styles/index.css'
import { useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { AppProvider } from '@/app/provider'
import { AppRoutes, preloadRoute } from '@/app/router'
import { splitLocalePath } from '@app/shared/paths'
import { hydrateInStages, whenHydrated } from '@/lib/hydrate-later'
import { catalogueReady } from '@/lib/i18n'
import { currentIntlLocale, currentLocale, routerBasename } from '@/lib/locale'
import { readServerState, SERVER_RENDERED_ATTRIBUTE } from '@/lib/server-state'
import { nextTask } from '@/lib/next-task'
import { readSavedPlace } from '@/lib/saved-place'
import { getSession, restoreSession } from '@/lib/session'
import { warmIntl } from '@/lib/warm-intl'
import type { DehydratedState } from '@tanstack/react-query'

/**
 * A page the server rendered with its data carries that data (lib/server-state): it goes into the
 * app's React Query cache before hydrating, so the screens draw what the HTML shows and ask the
 * API nothing on load. React Query comes in only on such pages. The data was read for a visitor:
 * a signed-in account (a demo account sees only the demo sandbox) asks for its own once mounted.
 */
async function hydrateServerState(signedIn: boolean): Promise<void> {
  const state = readServerState() as DehydratedState | null
  if (state === null) return
  const [{ hydrate }, { queryClient }] = await Promise.all([import('@tanstack/react-query'), import('@/lib/query-client')])
  // The data came with the page just now: its age counts from here, not by the server's clock,
  // which a phone's may be minutes apart from.
  const now = Date.now()
  for (const query of state.queries) query.state.dataUpdatedAt = now
  hydrate(queryClient, state)
  if (signedIn) void queryClient.invalidateQueries()
}

/**
 * Marks the page once the app has taken all of it over (hydrated, every stage, or rendered, effects
 * run): until then a pre-rendered page is drawn but its buttons do nothing. The browser tests wait
 * for it after loading a page, as a person waits for a page to respond.
 */
function AppReady() {
  useEffect(() => {
    void whenHydrated().then(() => {
      document.documentElement.setAttribute('data-app-ready', '')
      registerServiceWorkerOnLoad()
    })
  }, [])
  return null
}

/**
 * The service worker (offline reading, the installable app) comes once the page has loaded and the
 * app has taken it over: installing it fetches and stores the app's shell, which a slow phone's
 * processor and connection would otherwise spend while the page is still hydrating. The dev server
 * and unit tests run without it.
 */
function registerServiceWorkerOnLoad() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () => void import('@/lib/service-worker').then((module) => module.registerServiceWorker())
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}

async function start() {
  const container = document.getElementById('root')
  if (!container) throw new Error('The page has no #root element')

  // Pre-rendered pages carry their language already; the shell of other routes may not. Written
  // only when it differs: a change on <html> has the browser restyle the whole page.
  const locale = currentLocale()
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale
  const serverRendered = container.hasAttribute(SERVER_RENDERED_ATTRIBUTE)
  // Pages with data show numbers, counts and dates from their first render: the browser's data for
  // them is loaded off the main thread while the page's modules arrive. Starting the worker is a
  // task of its own (milliseconds of the main thread on a slow phone). The pages without data show
  // none, so they skip it.
  const intlReady = serverRendered ? nextTask().then(() => warmIntl(currentIntlLocale())) : undefined
  restoreSession()
  const signedIn = getSession() !== null
  await Promise.all([catalogueReady, preloadRoute(splitLocalePath(window.location.pathname).pathname), hydrateServerState(signedIn)])
  // Tasks rather than one long one, so the browser can answer a tap in between: the last of those
  // modules was evaluated in this one, and the page hydrates in a later one.
  await nextTask()
  await intlReady

  const app = (
    <BrowserRouter basename={routerBasename()}>
      <AppProvider>
        <AppRoutes />
      </AppProvider>
      <AppReady />
    </BrowserRouter>
  )
  // Pre-rendered pages show the signed-out shell. With a stored session the page differs (top
  // bar, guest-only redirects), so it is rendered afresh instead of hydrated. A server-rendered
  // page has no guard: it hydrates for everyone, as a visitor's first, and the session's top bar
  // follows (the auth store's server snapshot is signed out, see useAuth).
  if (serverRendered || (container.hasAttribute('data-prerendered') && !signedIn)) {
    // A part hydrated in a later stage takes its props from parts already hydrated, which by then
    // show the session and the saved place: only for a visitor with neither is that still the
    // page the server drew. Anyone else's page hydrates in one task.
    if (!signedIn && readSavedPlace() === null) hydrateInStages()
    hydrateRoot(container, app)
  } else {
    createRoot(container).render(app)
  }
}

void start()
