import { ApiError, getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'

/**
 * Why a mailed link did not work, in the server's words: the token's own error (invalid, expired,
 * used), else the answer's message, else a plain fallback.
 */
export function linkFailureMessage(error: unknown): string {
  const tokenError = error instanceof ApiError ? error.fieldErrors.token?.[0] : undefined
  return tokenError ?? getErrorMessage(error, t('auth.somethingWentWrong'))
}
