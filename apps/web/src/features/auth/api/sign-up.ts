import { MessageResponseSchema } from '@app/shared/errors'
import type { SignUp } from '@app/shared/auth'
import { apiRequest } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { runAuthOperation, type AuthResult } from '../session-store'

export async function postSignUp(account: SignUp): Promise<{ message: string }> {
  return MessageResponseSchema.parse(await apiRequest('/user/signup', { method: 'POST', body: account, auth: false }))
}

export function signUp(account: SignUp): Promise<AuthResult<{ message: string }>> {
  return runAuthOperation(() => postSignUp(account), t('auth.registrationFailed'))
}
