import { afterEach, beforeEach, vi } from 'vitest'
import { ApiError, configureApiClient } from '@/lib/api-client'

/**
 * Wires the API client to spies for one test file: a token the test can change (`session.token`),
 * and the session clearing and navigation a 401 triggers.
 */
export function setupApiClient() {
  const session = {
    token: 'token-1' as string | null,
    clearSession: vi.fn<() => void>(),
    navigate: vi.fn<(to: string) => void>(),
  }
  beforeEach(() => {
    session.token = 'token-1'
    configureApiClient({ getToken: () => session.token, clearSession: session.clearSession, navigate: session.navigate })
  })
  afterEach(() => {
    session.clearSession.mockReset()
    session.navigate.mockReset()
  })
  return session
}

/** The ApiError a request rejected with (fails the test when it resolved or threw something else). */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}
