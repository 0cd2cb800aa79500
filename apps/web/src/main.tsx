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
import { readSavedPlace } from '@/lib/saved-place'
import { getSession, restoreSession } from '@/lib/session'
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

const nextTask = () => new Promise((resolve) => setTimeout(resolve))

/**
 * Marks the page once the app has taken all of it over (hydrated, every stage, or rendered, effects
 * run): until then a pre-rendered page is drawn but its buttons do nothing. The browser tests wait
 * for it after loading a page, as a person waits for a page to respond.
 */
function AppReady() {
  useEffect(() => {
    void whenHydrated().then(() => document.documentElement.setAttribute('data-app-ready', ''))
  }, [])
  return null
}

/**
 * The first object of each kind of Intl a page with data uses (numbers and rupees, plural rules for
 * the catalogue's counts, dates) loads the browser's data for the language: 15–100 ms each on a
 * slow phone, measured. Built here, a task each, hydrating does not carry them in its one task.
 * The pages without data show no number, date or count, so they skip it.
 */
async function warmIntl(locale: string) {
  const kinds = [
    () => new Intl.NumberFormat(locale).format(0),
    () => new Intl.PluralRules(locale).select(0),
    () => new Intl.DateTimeFormat(locale).format(0),
  ]
  for (const warm of kinds) {
    warm()
    await nextTask()
  }
}

async function start() {
  const container = document.getElementById('root')
  if (!container) throw new Error('The page has no #root element')

  // Pre-rendered pages carry their language already; the shell of other routes may not. Written
  // only when it differs: a change on <html> has the browser restyle the whole page.
  const locale = currentLocale()
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale
  restoreSession()
  const signedIn = getSession() !== null
  await Promise.all([catalogueReady, preloadRoute(splitLocalePath(window.location.pathname).pathname), hydrateServerState(signedIn)])
  // Tasks rather than one long one, so the browser can answer a tap in between: the last of those
  // modules was evaluated in this one; a page with data then loads the browser's data for the
  // language a kind of Intl object at a time, and the page hydrates in the last.
  await nextTask()
  if (container.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) await warmIntl(currentIntlLocale())

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
  if (container.hasAttribute(SERVER_RENDERED_ATTRIBUTE) || (container.hasAttribute('data-prerendered') && !signedIn)) {
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

// The service worker (offline reading, the installable app) comes after the page has loaded, so it
// takes nothing from the first load; the dev server and unit tests run without it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('@/lib/service-worker').then((module) => module.registerServiceWorker())
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
