import { Suspense, useEffect, useLayoutEffect } from 'react'
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router'
import { paths } from '@app/shared/paths'
import { AreaErrorBoundary } from '@/components/errors/area-error-boundary'
import { BOTTOM_NAV_SPACE, BottomNavbar } from '@/components/layout/bottom-navbar'
import { Footer } from '@/components/layout/footer'
import { TopNavbar } from '@/components/layout/top-navbar'
import { PageLoading } from '@/components/ui/spinner'
import { Toaster } from '@/components/ui/toast/toaster'
import { logout } from '@/features/auth/api/logout'
import { useAuth } from '@/features/auth/session-store'
import { LazyInboxBadge } from '@/features/orders/components/lazy-inbox-links'
import { t } from '@/lib/i18n'

/** A new screen starts at the top; back and forward keep the browser's own scroll restoration. */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation()
  const navigationType = useNavigationType()
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0)
  }, [pathname, navigationType])
}

/**
 * Marks the page once the screen has hydrated or rendered and its effects run: until then a page
 * the server drew is on screen but its buttons do nothing. The browser tests wait for it, as a
 * person waits for a page to respond. The service worker (offline reading, the installable app)
 * registers then too: installing it fetches the app's shell, which a slow phone would otherwise
 * fetch while the page is still starting. The dev server and the unit tests run without it.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '')
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
    const register = () => void import('@/lib/service-worker').then((module) => module.registerServiceWorker())
    if (document.readyState === 'complete') register()
    else window.addEventListener('load', register, { once: true })
  }, [])
  return null
}

/** Every page: the top bar, the screen, the footer, a signed-in user's bottom bar on phones, and the toasts. */
export function RootLayout() {
  const { user, loading } = useAuth()
  const navigate = useNavigate()
  useScrollToTopOnNavigate()

  /**
   * Logout waits for the logout action, then goes to /signin. Replacing the entry
   * keeps Back from returning to a screen the guard would bounce anyway.
   */
  async function handleLogout() {
    await logout()
    void navigate(paths.signIn, { replace: true })
  }

  return (
    <div className={`flex min-h-dvh flex-col ${user ? BOTTOM_NAV_SPACE : ''}`}>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-green-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('nav.skipToContent')}
      </a>
      <Suspense>
        <TopNavbar role={user?.role ?? null} busy={loading} onLogout={() => void handleLogout()} />
      </Suspense>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <AreaErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <AppReady />
          </Suspense>
        </AreaErrorBoundary>
      </main>
      <Suspense>
        <Footer signedIn={user !== null} />
      </Suspense>
      {/* A farmer's Orders carries the count of what waits: new orders to answer, UTRs to check, new requests. */}
      {user ? (
        <BottomNavbar role={user.role} badges={user.role === 'farmer' ? { [paths.farmerOrders]: <LazyInboxBadge /> } : undefined} />
      ) : null}
      <Toaster />
    </div>
  )
}
