import { MessageResponseSchema } from '@app/shared/errors'
import { apiRequest } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { runAuthOperation, type AuthResult } from '../session-store'

/** The reset screen sends `{ token, password }` and no Bearer header: the token in the body is the proof. */
export async function postResetPassword(body: { token: string; password: string }): Promise<{ message: string }> {
  return MessageResponseSchema.parse(await apiRequest('/user/resetPassword', { method: 'POST', body, auth: false }))
}

export function resetPassword(body: { token: string; password: string }): Promise<AuthResult<{ message: string }>> {
  return runAuthOperation(() => postResetPassword(body), t('reset.failed'))
}
