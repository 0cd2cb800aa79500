import type { UndoChange } from '@app/shared/account-security'
import { MessageResponseSchema } from '@app/shared/errors'
import { apiRequest } from '@/lib/api-client'
import { queryClient } from '@/lib/query-client'
import { clearPrivateCaches } from '@/lib/offline-caches'
import { endSession, getSession } from '@/lib/session'

/**
 * POST /user/undoChange: the link sent to the old contact after a change of sign-in details. Its
 * token is the proof, so the call carries no Bearer header. The server puts the details back and
 * signs every session of the account out; a session stored here is forgotten with them (calls
 * still on their way are called off first: answered 401, they would send the page to Sign In
 * before the result is read). The account the token names is not known here, so any stored
 * session goes: at worst another account on this phone signs in again.
 */
export async function undoChange(body: UndoChange): Promise<{ message: string }> {
  const answer = MessageResponseSchema.parse(await apiRequest('/user/undoChange', { method: 'POST', body, auth: false }))
  if (getSession()) {
    await queryClient.cancelQueries()
    // What sign-out does on this device (api/logout.ts), done here without bringing the sign-out module into this page's chunk.
    endSession()
    void clearPrivateCaches()
  }
  return answer
}
