import { afterEach, beforeEach, vi } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { registerNavigator } from '@/lib/navigation'
import { startSession } from '@/lib/session'
import { makeUser } from './render-app'

/**
 * Starts each test of a file signed in with `token-1`, and records where a 401 sends the app
 * (`navigate`) instead of mounting a router.
 */
export function setupApiClient() {
  const navigate = vi.fn<(to: string) => void>()
  let unregister = () => {}
  beforeEach(() => {
    startSession('token-1', makeUser('farmer'))
    unregister = registerNavigator(navigate)
  })
  afterEach(() => {
    unregister()
    navigate.mockReset()
  })
  return { navigate }
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
