import './styles/index.css'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { AppProvider } from '@/app/provider'
import { AppRoutes, preloadRoute } from '@/app/router'
import { splitLocalePath } from '@app/shared/paths'
import { catalogueReady } from '@/lib/i18n'
import { currentLocale, routerBasename } from '@/lib/locale'
import { getSession, restoreSession } from '@/lib/session'

async function start() {
  const container = document.getElementById('root')
  if (!container) throw new Error('The page has no #root element')

  // Pre-rendered pages carry their language already; the shell of other routes may not.
  document.documentElement.lang = currentLocale()
  restoreSession()
  await Promise.all([catalogueReady, preloadRoute(splitLocalePath(window.location.pathname).pathname)])

  const app = (
    <BrowserRouter basename={routerBasename()}>
      <AppProvider>
        <AppRoutes />
      </AppProvider>
    </BrowserRouter>
  )
  // Pre-rendered pages show the signed-out shell. With a stored session the page differs (top
  // bar, guest-only redirects), so it is rendered afresh instead of hydrated.
  if (container.hasAttribute('data-prerendered') && getSession() === null) {
    hydrateRoot(container, app)
  } else {
    // The screen renders its own <title>; drop the shell's so the head keeps one.
    for (const title of document.head.querySelectorAll('title')) title.remove()
    createRoot(container).render(app)
  }
}

void start()
