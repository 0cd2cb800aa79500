import { z } from 'zod'
import { NameSchema, PasswordSchema, RoleSchema, SignInEmailSchema, SignInPasswordSchema } from './auth'
import { msg } from './messages/refs'
import { CodeSchema, MobileSchema } from './phone'

/*
 * The calls of accounts by mobile number. Apart from auth.ts, because they bring the phone-number
 * library (libphonenumber-js with India's metadata): only the screens that take a mobile number
 * load it.
 */

/**
 * POST /user/signin as the server reads it: by email (the spec's call, `SignInSchema`) or by
 * mobile number. Without a mobile number the email is required, with the spec's message.
 */
export const PasswordSignInSchema = z
  .object({
    email: SignInEmailSchema.optional(),
    mobile: MobileSchema.optional(),
    password: SignInPasswordSchema,
    /** The code sent to the account's number or email, when the server asked for one (CODE_REQUIRED). */
    code: CodeSchema.optional(),
  })
  .refine((body) => body.email !== undefined || body.mobile !== undefined, {
    path: ['email'],
    message: msg('auth.emailRequired'),
    // Said beside a missing password too, as the spec's form shows both.
    when: (payload) => {
      const value: unknown = payload.value
      if (typeof value !== 'object' || value === null) return false
      return !('email' in value && value.email !== undefined) && !('mobile' in value && value.mobile !== undefined)
    },
  })
export type PasswordSignIn = z.input<typeof PasswordSignInSchema>

/** POST /user/phone/code: send a one-time code by SMS to this mobile number. */
export const MobileCodeRequestSchema = z.object({ mobile: MobileSchema })
export type MobileCodeRequest = z.input<typeof MobileCodeRequestSchema>

export const MobileCodeSentSchema = z.object({
  message: z.string(),
  /** The number the code went to, as people write it ("+91 98765 12345"). */
  mobile: z.string(),
  /** Seconds before another code may be asked for. */
  resendInSeconds: z.number().int(),
  expiresInMinutes: z.number().int(),
})
export type MobileCodeSent = z.infer<typeof MobileCodeSentSchema>

/** POST /user/phone/signup: a new account by mobile number, proven by the code; signed in at once. Email and password are optional. */
export const MobileSignUpSchema = z.object({
  name: NameSchema,
  mobile: MobileSchema,
  code: CodeSchema,
  role: RoleSchema.default('farmer'),
  password: PasswordSchema.optional(),
})
export type MobileSignUp = z.input<typeof MobileSignUpSchema>

/** POST /user/phone/signin: sign in with the code sent to the account's mobile number. */
export const MobileSignInSchema = z.object({ mobile: MobileSchema, code: CodeSchema })
export type MobileSignIn = z.input<typeof MobileSignInSchema>

/** POST /me/mobile: add (or change) the signed-in account's mobile number, proven by the code sent to it. */
export const AddMobileSchema = z.object({ mobile: MobileSchema, code: CodeSchema })
export type AddMobile = z.input<typeof AddMobileSchema>
