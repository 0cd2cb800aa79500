import type { SignInResponse } from '@app/shared/auth'
import type { EnrolStartResponse, TotpSignIn } from '@app/shared/operator-auth'
import { apiRequestChecked } from '@/lib/api-client'

/** POST /admin/signin/enrol: a new authenticator secret for the operator, as a QR code and as text. */
export function startEnrolment(challenge: string): Promise<EnrolStartResponse> {
  return apiRequestChecked('/admin/signin/enrol', { method: 'POST', body: { challenge }, auth: false }, () =>
    import('@app/shared/operator-auth').then((module) => module.EnrolStartResponseSchema),
  )
}

/**
 * The code the authenticator shows, for the challenge the password earned: confirms a new
 * authenticator (`enrol`) or checks the enrolled one (`totp`). Answers the operator's session.
 */
export function finishSignIn(step: 'totp' | 'enrol', body: TotpSignIn): Promise<SignInResponse> {
  const path = step === 'enrol' ? '/admin/signin/enrol/confirm' : '/admin/signin/totp'
  return apiRequestChecked(path, { method: 'POST', body, auth: false }, () =>
    import('@app/shared/auth').then((module) => module.SignInResponseSchema),
  )
}
