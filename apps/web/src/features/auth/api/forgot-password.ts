import type { ForgotPassword } from '@app/shared/auth'
import { apiRequestChecked } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { runAuthOperation, type AuthResult } from '../session-store'

/** POST /user/forgetPassword (the spec's spelling of the path). */
export async function postForgotPassword(body: ForgotPassword): Promise<{ message: string }> {
  return apiRequestChecked('/user/forgetPassword', { method: 'POST', body, auth: false }, () =>
    import('@app/shared/errors').then((module) => module.MessageResponseSchema),
  )
}

export function requestPasswordReset(body: ForgotPassword): Promise<AuthResult<{ message: string }>> {
  return runAuthOperation(() => postForgotPassword(body), t('reset.requestFailed'))
}
