import { render } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router'
import type { User } from '@app/shared/auth'
import type { Role } from '@app/shared/roles'
import { AppProvider } from '@/app/provider'
import { AppRoutes } from '@/app/router'
import { queryClient } from '@/lib/query-client'
import { restoreSession, TOKEN_KEY, USER_KEY } from '@/lib/session'

/** Where the app is now (tests read redirects from it; users see it in the address bar). */
function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

export function currentPath(container: HTMLElement = document.body): string {
  return container.querySelector('[data-testid="location"]')?.textContent ?? ''
}

export function makeUser(role: Role, overrides: Partial<User> = {}): User {
  return {
    _id: `user-${role}`,
    role,
    name: role === 'farmer' ? 'Ramesh Patel' : 'Anita Sharma',
    email: `${role}@example.com`,
    phone: null,
    mobile: null,
    emailVerified: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    language: 'en',
    ...overrides,
  }
}

/** Writes a session where the app keeps it, as a returning visitor has it. */
export function storeSession(role: Role, token = `token-${role}`): User {
  const user = makeUser(role)
  window.localStorage.setItem(TOKEN_KEY, token)
  window.localStorage.setItem(USER_KEY, JSON.stringify(user))
  return user
}

/** The whole app at `path`, started the way main.tsx starts it (session read first). */
export function renderApp(path: string) {
  restoreSession()
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProvider queryClient={queryClient}>
        <AppRoutes />
        <LocationProbe />
      </AppProvider>
    </MemoryRouter>,
  )
}

/**
 * Loads the public data screens' code ahead of a file's tests (in `beforeAll`), so the first test's
 * waits do not include a cold import, which takes seconds on a busy machine.
 */
export async function preloadPublicScreens(): Promise<void> {
  await Promise.all([import('@/app/routes/browse-products'), import('@/app/routes/product-page'), import('@/app/routes/storefront')])
}
