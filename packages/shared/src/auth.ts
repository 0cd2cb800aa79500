import { z } from 'zod'
import { en } from './messages/en'
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './limits'
import { ROLES } from './roles'

/** A string field whose absence and emptiness (after trimming) both read `message`. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true })
}

export const EmailSchema = requiredText(en['auth.emailRequired'])
  .max(MAX_EMAIL_LENGTH, en['auth.emailTooLong'])
  .pipe(z.email(en['auth.emailInvalid']))
  .transform((email) => email.toLowerCase())

/** Sign-in checks presence only; a malformed address simply matches no account. */
export const SignInEmailSchema = requiredText(en['auth.emailRequired'])
  .max(MAX_EMAIL_LENGTH, en['auth.emailTooLong'])
  .transform((email) => email.toLowerCase())

export const PasswordSchema = z
  .string({ error: en['auth.passwordRequired'] })
  .min(1, { error: en['auth.passwordRequired'], abort: true })
  .min(MIN_PASSWORD_LENGTH, en['auth.passwordTooShort'])
  .max(MAX_PASSWORD_LENGTH, en['auth.passwordTooLong'])

export const NameSchema = requiredText(en['auth.nameRequired']).max(MAX_NAME_LENGTH, en['auth.nameTooLong'])

export const RoleSchema = z.enum(ROLES, { error: en['auth.roleInvalid'] })

export const SignUpSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  role: RoleSchema.default('farmer'),
})
export type SignUp = z.input<typeof SignUpSchema>

export const SignInSchema = z.object({
  email: SignInEmailSchema,
  password: z
    .string({ error: en['auth.passwordRequired'] })
    .min(1, en['auth.passwordRequired'])
    .max(MAX_PASSWORD_LENGTH, en['auth.passwordTooLong']),
})
export type SignIn = z.input<typeof SignInSchema>

export const ForgotPasswordSchema = z.object({ email: EmailSchema })
export type ForgotPassword = z.input<typeof ForgotPasswordSchema>

const ResetTokenSchema = z
  .string({ error: en['reset.invalidLink'] })
  .trim()
  .min(1, en['reset.invalidLink'])
  .max(200, en['reset.invalidLink'])

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
      ctx.addIssue({ code: 'custom', path: ['password'], message: en['auth.passwordRequired'] })
      return z.NEVER
    }
    return { token: body.token, password }
  })
export type ResetPassword = z.input<typeof ResetPasswordSchema>

/** The reset screen's form: New Password and Confirm Password. */
export const ResetPasswordFormSchema = z
  .object({
    password: PasswordSchema,
    confirmPassword: z.string({ error: en['auth.passwordRequired'] }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: en['reset.passwordsDoNotMatch'],
  })
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>

/** The signed-in user as every response shows it. */
export const UserSchema = z.object({
  _id: z.string(),
  role: z.enum(ROLES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  createdAt: z.string(),
})
export type User = z.infer<typeof UserSchema>

export const SignInResponseSchema = z.object({
  token: z.string(),
  user: UserSchema,
  message: z.string(),
})
export type SignInResponse = z.infer<typeof SignInResponseSchema>
