import './styles/index.css'
import { hydrate, type DehydratedState } from '@tanstack/react-query'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { AppProvider } from '@/app/provider'
import { AppRoutes } from '@/app/router'
import { activateCatalogue } from '@/lib/i18n'
import { currentLocale, routerBasename } from '@/lib/locale'
import { noteDataTime } from '@/lib/offline-data-time'
import { queryClient } from '@/lib/query-client'
import { readServerState, SERVER_RENDERED_ATTRIBUTE } from '@/lib/server-state'
import { getSession, restoreSession } from '@/lib/session'

/**
 * A page the server rendered with its data carries that data: it goes into the query cache before
 * hydrating, so the screens draw what the HTML shows and ask the API nothing on load. The data was
 * read for a visitor: a signed-in account (a demo account sees only the demo sandbox) asks for its own.
 */
function hydrateServerState() {
  const state = readServerState() as DehydratedState | null
  if (state === null) return
  // The time the server read the data, for the offline strip's "as of" (a saved page's is old).
  noteDataTime(Math.min(...state.queries.map((query) => query.state.dataUpdatedAt)))
  // The data came with the page just now: its age counts from here, not by the server's clock.
  const now = Date.now()
  for (const query of state.queries) query.state.dataUpdatedAt = now
  hydrate(queryClient, state)
  if (getSession() !== null) void queryClient.invalidateQueries()
}

async function start() {
  const container = document.getElementById('root')
  if (!container) throw new Error('The page has no #root element')
  restoreSession()
  await activateCatalogue(currentLocale())
  hydrateServerState()
  const app = (
    <BrowserRouter basename={routerBasename()}>
      <AppProvider queryClient={queryClient}>
        <AppRoutes />
      </AppProvider>
    </BrowserRouter>
  )
  // A page the server drew is hydrated, as a visitor's first; a signed-in account's top bar and
  // redirects follow once it is (the auth store's server snapshot is signed out). The shell of
  // every other route has nothing to hydrate.
  if (container.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) hydrateRoot(container, app)
  else createRoot(container).render(app)
}

void start()
