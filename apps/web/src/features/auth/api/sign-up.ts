import type { SignUp } from '@app/shared/auth'
import { apiRequestChecked } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { runAuthOperation, type AuthResult } from '../session-store'

export async function postSignUp(account: SignUp): Promise<{ message: string }> {
  return apiRequestChecked('/user/signup', { method: 'POST', body: account, auth: false }, () =>
    import('@app/shared/errors').then((module) => module.MessageResponseSchema),
  )
}

export function signUp(account: SignUp): Promise<AuthResult<{ message: string }>> {
  return runAuthOperation(() => postSignUp(account), t('auth.registrationFailed'))
}
