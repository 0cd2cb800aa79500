import { SignInResponseSchema, type SignIn, type SignInResponse } from '@app/shared/auth'
import { apiRequest } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { startSession } from '@/lib/session'
import { runAuthOperation, type AuthResult } from '../session-store'

export async function postSignIn(credentials: SignIn): Promise<SignInResponse> {
  return SignInResponseSchema.parse(await apiRequest('/user/signin', { method: 'POST', body: credentials, auth: false }))
}

/**
 * Signs in and, on success, stores token and user and sets the user. Whatever an earlier account
 * left in the data cache on this device (its cart, orders, notifications) is dropped first: the
 * new account must never see it, even for a moment before its own data arrives.
 */
export function signIn(credentials: SignIn): Promise<AuthResult<SignInResponse>> {
  return runAuthOperation(async () => {
    const response = await postSignIn(credentials)
    // Imported here: the sign-in screen itself needs no React Query.
    const { queryClient } = await import('@/lib/query-client')
    queryClient.clear()
    startSession(response.token, response.user)
    return response
  }, t('auth.loginFailed'))
}
