import { SignInResponseSchema, type SignInResponse } from '@app/shared/auth'
import { MobileCodeSentSchema, type MobileCodeSent, type MobileSignIn, type MobileSignUp } from '@app/shared/mobile-auth'
import { apiRequest } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { runAuthOperation, type AuthResult } from '../session-store'
import { startFreshSession } from './sign-in'

/**
 * Where a code is asked for: by a visitor signing in or registering, or by a signed-in account
 * adding a mobile number to itself.
 */
export type CodeRequestPath = '/user/phone/code' | '/me/mobile/code'

/**
 * Asks the server to send a one-time code by SMS to `mobile`, sent as typed: the server reads
 * every common Indian form and answers where the code went, written as people write it.
 */
export async function requestMobileCode(mobile: string, path: CodeRequestPath = '/user/phone/code'): Promise<MobileCodeSent> {
  const signedIn = path === '/me/mobile/code'
  return MobileCodeSentSchema.parse(await apiRequest(path, { method: 'POST', body: { mobile }, auth: signedIn }))
}

/** Signs in with the code sent to the account's mobile number and, on success, starts the session. */
export function signInWithCode(body: MobileSignIn): Promise<AuthResult<SignInResponse>> {
  return runAuthOperation(async () => {
    const response = SignInResponseSchema.parse(await apiRequest('/user/phone/signin', { method: 'POST', body, auth: false }))
    await startFreshSession(response)
    return response
  }, t('auth.loginFailed'))
}

/** Creates an account with the mobile number the code proves; the server signs it in at once. */
export function signUpWithCode(body: MobileSignUp): Promise<AuthResult<SignInResponse>> {
  return runAuthOperation(async () => {
    const response = SignInResponseSchema.parse(await apiRequest('/user/phone/signup', { method: 'POST', body, auth: false }))
    await startFreshSession(response)
    return response
  }, t('auth.registrationFailed'))
}
