import type { SignIn, SignInResponse } from '@app/shared/auth'
import type { PasswordSignIn } from '@app/shared/mobile-auth'
import type { PasswordSignInAnswer } from '@app/shared/operator-auth'
import { ApiError, apiRequestChecked } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { startSession } from '@/lib/session'
import { queryClient } from '@/lib/query-client'
import { runAuthOperation, type AuthResult } from '../session-store'

/**
 * Email and password, and the code the server sent to the account's number or email when it
 * asked for one (CODE_REQUIRED).
 */
export type SignInCredentials = SignIn & Pick<PasswordSignIn, 'code'>

/**
 * The server answers CODE_REQUIRED after repeated failed sign-ins to the account, from anywhere:
 * it has sent a code to the account's number or email, and the same sign-in goes through only
 * with that code as well. Its message says where the code went.
 */
export function isCodeRequired(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'CODE_REQUIRED'
}

/**
 * Whether the code sent with `credentials` is used up by the answer `error`: the server checks the
 * code first and each code pays for one password check, so any refusal but of the code itself
 * spends it. A call that got no answer spent nothing.
 */
export function isCodeSpent(credentials: SignInCredentials, error: unknown): boolean {
  return credentials.code !== undefined && error instanceof ApiError && error.status !== 0 && error.fieldErrors.code === undefined
}

/** A session, or for an operator the challenge of the second factor (finished in the console, /admin/signin). */
export async function postSignIn(credentials: SignInCredentials): Promise<PasswordSignInAnswer> {
  return apiRequestChecked('/user/signin', { method: 'POST', body: credentials, auth: false }, () =>
    import('@app/shared/operator-auth').then((module) => module.PasswordSignInAnswerSchema),
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

/**
 * Signs in by email (or mobile number) and password (and a code, when asked) and, on success, starts
 * the session. An operator's answer is a challenge instead: no session starts until its second step.
 */
export function signIn(credentials: SignInCredentials): Promise<AuthResult<PasswordSignInAnswer>> {
  return runAuthOperation(async () => {
    const response = await postSignIn(credentials)
    if (!('secondFactor' in response)) await startFreshSession(response)
    return response
  }, t('auth.loginFailed'))
}
