import { msg } from '@app/shared/messages/refs'
import { MIN_PASSWORD_LENGTH } from '@app/shared/limits'
import { AppError } from '#src/lib/app-error'

let commonPasswords: Promise<ReadonlySet<string>> | undefined

/**
 * The most common passwords, lower-cased: the ranked list of zxcvbn-ts (@zxcvbn-ts/language-common,
 * about 49,000 passwords from public breach corpora, kept up to date by that project). Only those
 * long enough to pass the length rule are kept. Loaded on first use, so a start that never checks a
 * password does not spend time unpacking it.
 */
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].filter((password) => password.length >= MIN_PASSWORD_LENGTH)),
  )
  return commonPasswords
}

/**
 * Whether `password` is one of the most common: the first ones a guesser tries, so the per-account
 * sign-in limits would not hold them off for long. Case and surrounding spaces make no difference.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.trim().toLowerCase())
}

/**
 * Refuses a new password that is only spaces or one of the most common, with a 400 on `field` (the
 * form's password field). The shared PasswordSchema has already checked its length; the list of
 * common passwords is too big to ship to phones, so it is checked here, wherever a password is set.
 */
export async function assertPasswordAllowed(password: string, field = 'password'): Promise<void> {
  let problem: string | undefined
  if (password.trim() === '') problem = msg('auth.passwordBlank')
  else if (await isCommonPassword(password)) problem = msg('auth.passwordTooCommon')
  if (problem) throw new AppError(400, 'VALIDATION_FAILED', problem, { [field]: [problem] })
}
