import { apiRequest } from '@/lib/api-client'
import { clearPrivateCaches } from '@/lib/offline-caches'
import { endSession, getSession } from '@/lib/session'
import { queryClient } from '@/lib/query-client'
import { setAuthLoading } from '../session-store'

/** POST /user/logout revokes `token` on the server, so a copied token stops working too. */
export function postLogout(token: string): Promise<unknown> {
  // A token that is already revoked answers 401; that is not a reason to show "Please sign-in first.".
  return apiRequest('/user/logout', { method: 'POST', token, redirectOnUnauthorized: false })
}

/**
 * Sign-out clears both stored items and the user whatever the server answered;
 * a failure is only logged. Calls still on their way are called off, and the session here ends
 * before the token is revoked: a call made with it after the revocation would come back 401.
 */
export async function logout(): Promise<void> {
  const token = getSession()?.token
  setAuthLoading(true)
  await queryClient.cancelQueries()
  endSession()
  void clearPrivateCaches()
  try {
    if (token !== undefined) await postLogout(token)
  } catch (error) {
    console.warn('Logout request failed; the session is cleared anyway.', error)
  } finally {
    setAuthLoading(false)
  }
}
