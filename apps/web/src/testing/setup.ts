import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { resetToasts } from '@/components/ui/toast/toast-store'
import { resetAuthState } from '@/features/auth/session-store'
import { activateCatalogue, withInfoCatalogue, withSignedInCatalogue, withTradeCatalogue } from '@/lib/i18n'
import { markLanguageAsked } from '@/lib/locale'
import { endSession } from '@/lib/session'
import { server } from './msw-server'

// findBy… and waitFor wait up to 10 s instead of 1: on a loaded two-core machine a screen can take
// seconds to render its answer, and a slow render is not a wrong one.
configure({ asyncUtilTimeout: 10_000 })

// Screens are tested in English, as the browser would draw an English page, with every catalogue a
// route may add loaded: a screen or helper tested alone has the texts its route would bring.
beforeAll(async () => {
  await activateCatalogue('en')
  await withInfoCatalogue(Promise.resolve())
  await withTradeCatalogue(Promise.resolve())
  await withSignedInCatalogue(Promise.resolve())
})
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const originalConsoleError = console.error

/**
 * A stray console.error fails the test (as epic-stack's setup-test-env.ts does), so React's warnings
 * are not ignored. A test that expects one replaces the implementation:
 * `vi.mocked(console.error).mockImplementation(() => {})`.
 */
function failOnConsoleError(...args: unknown[]) {
  originalConsoleError(...args)
  throw new Error('console.error was called; see the output above')
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(failOnConsoleError)
  // The language chooser opens by itself on a first visit; screens are tested as a returning visitor sees them.
  if (typeof window !== 'undefined') markLanguageAsked()
  // jsdom does not implement scrolling; the root layout scrolls to the top on navigation.
  if (typeof window !== 'undefined') vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})

afterEach(() => {
  // React can swallow the throw above (it calls console.error inside its own handlers), so check the calls too.
  const errorSpy = vi.mocked(console.error)
  const stray = errorSpy.getMockImplementation() === failOnConsoleError ? errorSpy.mock.calls.length : 0
  server.resetHandlers()
  if (typeof window !== 'undefined') {
    cleanup()
    window.localStorage.clear()
    window.sessionStorage.clear()
  }
  resetToasts()
  endSession()
  resetAuthState()
  if (stray > 0) throw new Error(`console.error was called ${stray} time(s)`)
})
