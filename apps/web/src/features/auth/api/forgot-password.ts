import { MessageResponseSchema } from '@app/shared/errors'
import type { ForgotPassword } from '@app/shared/auth'
import { apiRequest } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { runAuthOperation, type AuthResult } from '../session-store'

/** POST /user/forgetPassword (the spec's spelling of the path). */
export async function postForgotPassword(body: ForgotPassword): Promise<{ message: string }> {
  return MessageResponseSchema.parse(await apiRequest('/user/forgetPassword', { method: 'POST', body, auth: false }))
}

export function requestPasswordReset(body: ForgotPassword): Promise<AuthResult<{ message: string }>> {
  return runAuthOperation(() => postForgotPassword(body), t('reset.requestFailed'))
}
