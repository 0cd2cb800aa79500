import type { SignIn, SignInResponse } from '@app/shared/auth'
import { apiRequestChecked } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { startSession } from '@/lib/session'
import { queryClient } from '@/lib/query-client'
import { runAuthOperation, type AuthResult } from '../session-store'

export async function postSignIn(credentials: SignIn): Promise<SignInResponse> {
  return apiRequestChecked('/user/signin', { method: 'POST', body: credentials, auth: false }, () =>
    import('@app/shared/auth').then((module) => module.SignInResponseSchema),
  )
}

/**
 * Stores token and user of a fresh sign-in (by password or by a code) and sets the user.
 * Whatever an earlier account left in the data cache on this device (its cart, orders,
 * notifications) is dropped first: the new account must never see it, even for a moment before
 * its own data arrives.
 */
export async function startFreshSession(response: SignInResponse): Promise<void> {
  queryClient.clear()
  startSession(response.token, response.user)
}

/** Signs in by email (or mobile number) and password and, on success, starts the session. */
export function signIn(credentials: SignIn): Promise<AuthResult<SignInResponse>> {
  return runAuthOperation(async () => {
    const response = await postSignIn(credentials)
    await startFreshSession(response)
    return response
  }, t('auth.loginFailed'))
}
