import { z } from 'zod'
import { SignInResponseSchema } from './auth'
import { OTP_LENGTH } from './limits'
import { msg } from './messages/refs'
import { requiredText } from './required-text'

/*
 * An operator's sign-in: the password (POST /user/signin, as everyone's) answers a challenge
 * instead of a session; the authenticator's code then turns the challenge into a session
 * (POST /admin/signin/totp), or, before the operator has an authenticator, enrolment shows the
 * secret as a QR code (POST /admin/signin/enrol) and the first code confirms it and signs in
 * (POST /admin/signin/enrol/confirm).
 */

/** What the password step asks for next: a code, or first an authenticator to enrol. */
export const SECOND_FACTOR_STEPS = ['totp', 'enrol'] as const
export type SecondFactorStep = (typeof SECOND_FACTOR_STEPS)[number]

/** POST /user/signin's answer for an operator whose password was right: no token yet. */
export const OperatorChallengeResponseSchema = z.object({
  secondFactor: z.enum(SECOND_FACTOR_STEPS),
  /** Names this sign-in for the next step; lives minutes and is used once. */
  challenge: z.string(),
  message: z.string(),
})
export type OperatorChallengeResponse = z.infer<typeof OperatorChallengeResponseSchema>

/** POST /user/signin's answer: a session, or (for an operator) the second factor's challenge. */
export const PasswordSignInAnswerSchema = z.union([SignInResponseSchema, OperatorChallengeResponseSchema])
export type PasswordSignInAnswer = z.infer<typeof PasswordSignInAnswerSchema>

const ChallengeSchema = z
  .string({ error: msg('operatorAuth.challengeExpired') })
  .min(1)
  .max(200)

/** The 6 digits an authenticator app shows; spaces (as apps group them) are dropped. */
export const TotpCodeSchema = requiredText(msg('account.codeInvalid'))
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), msg('account.codeInvalid')))

/** POST /admin/signin/enrol: show the secret of the authenticator to enrol. */
export const EnrolStartSchema = z.object({ challenge: ChallengeSchema })
export type EnrolStart = z.input<typeof EnrolStartSchema>

export const EnrolStartResponseSchema = z.object({
  /** Base32, for typing into an app when the QR code cannot be scanned. Shown only while enrolling. */
  secret: z.string(),
  /** otpauth://totp/… as the QR code holds it. */
  otpauthUrl: z.string(),
  /** The QR code as an SVG image. */
  qrSvg: z.string(),
})
export type EnrolStartResponse = z.infer<typeof EnrolStartResponseSchema>

/** POST /admin/signin/totp and /admin/signin/enrol/confirm: the challenge and the code the app shows. */
export const TotpSignInSchema = z.object({ challenge: ChallengeSchema, code: TotpCodeSchema })
export type TotpSignIn = z.input<typeof TotpSignInSchema>
