import { apiRequest } from '@/lib/api-client'
import { clearPrivateCaches } from '@/lib/offline-caches'
import { endSession } from '@/lib/session'
import { queryClient } from '@/lib/query-client'
import { setAuthLoading } from '../session-store'

/** POST /user/logout revokes the token on the server, so a copied token stops working too. */
export function postLogout(): Promise<unknown> {
  // A token that is already revoked answers 401; that is not a reason to show "Please sign-in first.".
  return apiRequest('/user/logout', { method: 'POST', redirectOnUnauthorized: false })
}

/**
 * Sign-out clears both stored items and the user whatever the server answered;
 * a failure is only logged. Calls still on their way are called off first: answered after the
 * token is revoked, they would come back 401.
 */
export async function logout(): Promise<void> {
  setAuthLoading(true)
  await queryClient.cancelQueries()
  try {
    await postLogout()
  } catch (error) {
    console.warn('Logout request failed; the session is cleared anyway.', error)
  } finally {
    endSession()
    void clearPrivateCaches()
    setAuthLoading(false)
  }
}
