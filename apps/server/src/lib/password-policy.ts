import type { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { msg } from '@app/shared/messages/refs'
import { MIN_PASSWORD_LENGTH } from '@app/shared/limits'
import { AppError } from '#src/lib/app-error'

let commonPasswords: Promise<ReadonlySet<string>> | undefined
let estimator: Promise<ZxcvbnFactory> | undefined

/**
 * The least zxcvbn score (0 to 4) a new password must reach. 2 stands for more than a million
 * guesses: out of reach of an online guesser held back by the sign-in limits, and beyond any
 * repeated letter, sequence or keyboard row (`aaaaaa`, `abcdef`, `qwerty`), which score 0.
 */
export const MIN_PASSWORD_SCORE = 2

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

/** zxcvbn-ts with its common dictionary and keyboard graphs, loaded on first use like the list above. */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory }, { dictionary, adjacencyGraphs }]) => new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }),
  )
  return estimator
}

/** Whether zxcvbn-ts scores `password` below MIN_PASSWORD_SCORE. */
export async function isWeakPassword(password: string): Promise<boolean> {
  return (await loadEstimator()).check(password).score < MIN_PASSWORD_SCORE
}

/**
 * Whether `password` is one of the most common: the first ones a guesser tries, so the per-account
 * sign-in limits would not hold them off for long. Case and surrounding spaces make no difference.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.trim().toLowerCase())
}

/**
 * Refuses a new password that is only spaces, one of the most common, or easy to guess by zxcvbn-ts,
 * with a 400 on `field` (the form's password field). The shared PasswordSchema has already checked
 * its length, whose message comes first; the dictionaries are too big to ship to phones, so they are
 * checked here, wherever a password is set.
 */
export async function assertPasswordAllowed(password: string, field = 'password'): Promise<void> {
  let problem: string | undefined
  if (password.trim() === '') problem = msg('auth.passwordBlank')
  else if (await isCommonPassword(password)) problem = msg('auth.passwordTooCommon')
  else if (await isWeakPassword(password)) problem = msg('auth.passwordTooWeak')
  if (problem) throw new AppError(400, 'VALIDATION_FAILED', problem, { [field]: [problem] })
}
