import { z } from 'zod'
import { LOCALES } from './messages/locales'
import { msg } from './messages/refs'
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './limits'
import { ROLES, SIGN_UP_ROLES } from './roles'
import { requiredText } from './required-text'

export const EmailSchema = requiredText(msg('auth.emailRequired'))
  .max(MAX_EMAIL_LENGTH, msg('auth.emailTooLong'))
  .pipe(z.email(msg('auth.emailInvalid')))
  .transform((email) => email.toLowerCase())

/** A password being entered to sign in: present, and not absurdly long. */
export const SignInPasswordSchema = z
  .string({ error: msg('auth.passwordRequired') })
  .min(1, msg('auth.passwordRequired'))
  .max(MAX_PASSWORD_LENGTH, msg('auth.passwordTooLong'))

/** Sign-in checks presence only; a malformed address simply matches no account. */
export const SignInEmailSchema = requiredText(msg('auth.emailRequired'))
  .max(MAX_EMAIL_LENGTH, msg('auth.emailTooLong'))
  .transform((email) => email.toLowerCase())

/**
 * A new password: the spec's minimum of 6, and never only spaces. The server also refuses the
 * most common passwords (apps/server/src/lib/password-policy.ts), a list too big to ship to phones.
 */
export const PasswordSchema = z
  .string({ error: msg('auth.passwordRequired') })
  .min(1, { error: msg('auth.passwordRequired'), abort: true })
  .min(MIN_PASSWORD_LENGTH, msg('auth.passwordTooShort'))
  .max(MAX_PASSWORD_LENGTH, msg('auth.passwordTooLong'))
  .refine((password) => password.trim() !== '', msg('auth.passwordBlank'))

export const NameSchema = requiredText(msg('auth.nameRequired')).max(MAX_NAME_LENGTH, msg('auth.nameTooLong'))

export const RoleSchema = z.enum(SIGN_UP_ROLES, { error: msg('auth.roleInvalid') })

export const SignUpSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  role: RoleSchema.default('farmer'),
})
export type SignUp = z.input<typeof SignUpSchema>

export const SignInSchema = z.object({
  email: SignInEmailSchema,
  password: SignInPasswordSchema,
})
export type SignIn = z.input<typeof SignInSchema>

/** POST /me/email: mail a confirmation link to an email to add to the signed-in account. */
export const AddEmailSchema = z.object({ email: EmailSchema })
export type AddEmail = z.input<typeof AddEmailSchema>

/** POST /user/verifyEmail: the token of that link; the email joins the account. */
export const VerifyEmailSchema = z.object({
  token: z
    .string({ error: msg('account.emailLinkInvalid') })
    .trim()
    .min(1, msg('account.emailLinkInvalid'))
    .max(200, msg('account.emailLinkInvalid')),
})
export type VerifyEmail = z.input<typeof VerifyEmailSchema>

export const ForgotPasswordSchema = z.object({ email: EmailSchema })
export type ForgotPassword = z.input<typeof ForgotPasswordSchema>

const ResetTokenSchema = z
  .string({ error: msg('reset.invalidLink') })
  .trim()
  .min(1, msg('reset.invalidLink'))
  .max(200, msg('reset.invalidLink'))

/**
 * Clients send the reset body in two readings: the auth flow sends `newPassword`, the reset
 * screen sends `password`. The server accepts either and reads them as one.
 */
export const ResetPasswordSchema = z
  .object({
    token: ResetTokenSchema,
    newPassword: PasswordSchema.optional(),
    password: PasswordSchema.optional(),
  })
  .transform((body, ctx) => {
    const password = body.newPassword ?? body.password
    if (password === undefined) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: msg('auth.passwordRequired') })
      return z.NEVER
    }
    return { token: body.token, password }
  })
export type ResetPassword = z.input<typeof ResetPasswordSchema>

/** The reset screen's form: New Password and Confirm Password. */
export const ResetPasswordFormSchema = z
  .object({
    password: PasswordSchema,
    confirmPassword: z.string({ error: msg('auth.passwordRequired') }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: msg('reset.passwordsDoNotMatch'),
  })
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>

/** The signed-in user as every response shows it. */
export const UserSchema = z.object({
  _id: z.string(),
  role: z.enum(ROLES),
  name: z.string(),
  /** Null for an account made with a mobile number alone. */
  email: z.string().nullable(),
  /** The contact phone as given (the spec's field). */
  phone: z.string().nullable(),
  /** The mobile number the account signs in with, E.164 ("+919876512345"), once confirmed by a code. */
  mobile: z.string().nullable(),
  /** Whether the email was confirmed through a link (accounts made by email before this were not asked). */
  emailVerified: z.boolean(),
  /** The language the account reads its mail, SMS and notices in. */
  language: z.enum(LOCALES),
  createdAt: z.string(),
})
export type User = z.infer<typeof UserSchema>

export const LanguageSchema = z.enum(LOCALES, { error: msg('language.invalid') })

/** PATCH /me/language: the signed-in account's language. */
export const UpdateLanguageInputSchema = z.object({ language: LanguageSchema })
export type UpdateLanguageInput = z.infer<typeof UpdateLanguageInputSchema>

export const UpdateLanguageResponseSchema = z.object({ language: z.enum(LOCALES) })
export type UpdateLanguageResponse = z.infer<typeof UpdateLanguageResponseSchema>

export const SignInResponseSchema = z.object({
  token: z.string(),
  user: UserSchema,
  message: z.string(),
})
export type SignInResponse = z.infer<typeof SignInResponseSchema>
