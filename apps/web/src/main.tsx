import './styles/index.css'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { AppProvider } from '@/app/provider'
import { AppRoutes, preloadRoute } from '@/app/router'
import { splitLocalePath } from '@app/shared/paths'
import { catalogueReady } from '@/lib/i18n'
import { currentLocale, routerBasename } from '@/lib/locale'
import { readServerState, SERVER_RENDERED_ATTRIBUTE } from '@/lib/server-state'
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

async function start() {
  const container = document.getElementById('root')
  if (!container) throw new Error('The page has no #root element')

  // Pre-rendered pages carry their language already; the shell of other routes may not.
  document.documentElement.lang = currentLocale()
  restoreSession()
  const signedIn = getSession() !== null
  await Promise.all([catalogueReady, preloadRoute(splitLocalePath(window.location.pathname).pathname), hydrateServerState(signedIn)])

  const app = (
    <BrowserRouter basename={routerBasename()}>
      <AppProvider>
        <AppRoutes />
      </AppProvider>
    </BrowserRouter>
  )
  // Pre-rendered pages show the signed-out shell. With a stored session the page differs (top
  // bar, guest-only redirects), so it is rendered afresh instead of hydrated. A server-rendered
  // page has no guard: it hydrates for everyone, as a visitor's first, and the session's top bar
  // follows (the auth store's server snapshot is signed out, see useAuth).
  // Rendered as a transition, React works in slices of a few milliseconds and lets the browser
  // paint and answer a tap in between; otherwise the first render is one long task, which a
  // low-end phone spends seconds on while the page it already shows cannot be used.
  if (container.hasAttribute(SERVER_RENDERED_ATTRIBUTE) || (container.hasAttribute('data-prerendered') && !signedIn)) {
    startTransition(() => {
      hydrateRoot(container, app)
    })
  } else {
    // The screen renders its own <title>; drop the shell's so the head keeps one.
    for (const title of document.head.querySelectorAll('title')) title.remove()
    const root = createRoot(container)
    startTransition(() => {
      root.render(app)
    })
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
