import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import {
  EMAIL_TOKEN_TTL_MINUTES,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_WRONG_PER_DAY,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_TTL_MINUTES,
} from '@app/shared/limits'
import type { Locale } from '@app/shared/messages/locales'
import { msg } from '@app/shared/messages/refs'
import { localePath, paths } from '@app/shared/paths'
import { formatIndianMobile } from '@app/shared/phone'
import type { Role } from '@app/shared/roles'
import type { AppDeps } from '#src/app-deps'
import type { UserRow } from '#src/db/schema/users'
import { AppError } from '#src/lib/app-error'
import { translator } from '#src/lib/i18n'
import { assertPasswordAllowed } from '#src/lib/password-policy'
import { hashPassword } from '#src/lib/passwords'
import { rateLimitedError } from '#src/lib/rate-limit'
import { unauthenticated } from '#src/lib/sessions'
import type { SmsSender } from '#src/lib/sms'
import { randomToken, sha256 } from '#src/lib/tokens'
import { findUserByMobile } from '#src/modules/auth/auth.repository'
import { emailTaken, startSession } from '#src/modules/auth/auth.service'
import { buildCodeSms, buildEmailConfirmMail } from './accounts.mail'
import * as repo from './accounts.repository'

const HOUR_SECONDS = 60 * 60
const DAY_SECONDS = 24 * HOUR_SECONDS

/** What sending and checking one-time codes needs: the SMS sender and the key codes are hashed with. */
export type CodeDeps = Pick<AppDeps, 'db' | 'log'> & { sms: SmsSender; codeKey: Buffer }

/**
 * The key one-time codes are hashed with, derived from the server's JWT secret so no new secret
 * has to be configured, and separate from it so a hash says nothing about the signing key.
 */
export function oneTimeCodeKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('kisansetu one-time codes').digest()
}

/**
 * The stored form of a code: HMAC-SHA256 under the server's key, over the number and the code. A
 * leaked table cannot be brute-forced offline (a million codes are a second's work for a plain
 * hash, but without the key there is nothing to test them against), and the same code sent to
 * two numbers is stored differently.
 */
export function hashCode(key: Buffer, mobile: string, code: string): string {
  return createHmac('sha256', key).update(`${mobile}:${code}`).digest('hex')
}

function codesMatch(storedHash: string, computedHash: string): boolean {
  const stored = Buffer.from(storedHash, 'hex')
  const computed = Buffer.from(computedHash, 'hex')
  return stored.length === computed.length && timingSafeEqual(stored, computed)
}

/** How long a refused request is told to wait when the hourly cap is reached: the oldest sends leave the hour by then. */
const CODES_PAUSED_RETRY_SECONDS = 300

/** A code of OTP_LENGTH digits, uniformly drawn from a cryptographic source. */
function newCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')
}

/** "…45": the most of a number a log line shows, enough to tell a few apart and too little to be one. */
export function maskMobile(mobile: string): string {
  return `…${mobile.slice(-2)}`
}

function codeWrong(): AppError {
  return new AppError(400, 'VALIDATION_FAILED', msg('account.codeWrong'), { code: [msg('account.codeWrong')] })
}

function mobileTaken(): AppError {
  return new AppError(409, 'CONFLICT', msg('account.mobileTaken'), { mobile: [msg('account.mobileTaken')] })
}

/** Every number's codes together reached the hourly cap: no SMS leaves until the hour has room again. */
function smsPaused(seconds: number): AppError {
  return new AppError(503, 'SERVICE_UNAVAILABLE', msg('account.codesPaused'), undefined, { 'retry-after': String(seconds) })
}

/** The number had OTP_MAX_WRONG_PER_DAY wrong codes in a day: no code signs it in until the day has room. */
function codesLockedToday(field: 'mobile' | 'code', seconds: number): AppError {
  const message = msg('account.codesLockedToday')
  return new AppError(429, 'RATE_LIMITED', message, { [field]: [message] }, { 'retry-after': String(seconds) })
}

function resendWait(seconds: number): AppError {
  return new AppError(429, 'RATE_LIMITED', msg('account.codeResendWait', { seconds }), undefined, { 'retry-after': String(seconds) })
}

/**
 * Sends a new code by SMS to `mobile` (E.164), in `locale`. The same for every valid number,
 * whether or not it has an account, so the call cannot be used to find out who has one. Limited
 * per number from the stored rows, so the limits hold across servers and restarts: one code per
 * OTP_RESEND_SECONDS (429 with the seconds left) and OTP_MAX_SENDS_PER_HOUR per hour; and for all
 * numbers together to `codesPerHour` an hour (503, and an error in the log for the operator). Two
 * requests at the cap's edge may both pass: the cap bounds a flood's cost, it is not a quota.
 */
export async function sendCode(deps: CodeDeps & { codesPerHour: number }, input: { mobile: string; locale: Locale }): Promise<void> {
  const code = newCode()
  const codeId = await deps.db.transaction(async (tx) => {
    await repo.lockCodesOfMobile(tx, input.mobile)
    // A code the number could not use is not sent: it would only cost an SMS.
    const tries = await repo.countWrongTries(tx, input.mobile, DAY_SECONDS)
    if (tries.wrong >= OTP_MAX_WRONG_PER_DAY) throw codesLockedToday('mobile', tries.windowWaitSeconds)
    const recent = await repo.findRecentSends(tx, input.mobile, OTP_RESEND_SECONDS, HOUR_SECONDS)
    if (recent.resendWaitSeconds !== null && recent.resendWaitSeconds > 0) throw resendWait(recent.resendWaitSeconds)
    if (recent.sent >= OTP_MAX_SENDS_PER_HOUR) throw rateLimitedError(Math.max(1, recent.windowWaitSeconds ?? 0) * 1000)
    const sentByAll = await repo.countAllSendsSince(tx, HOUR_SECONDS)
    if (sentByAll >= deps.codesPerHour) {
      deps.log.error({ alert: 'sms-hourly-cap', sent: sentByAll, cap: deps.codesPerHour }, 'hourly cap on code SMS reached: codes paused')
      throw smsPaused(CODES_PAUSED_RETRY_SECONDS)
    }
    return repo.insertCodeReplacingOlder(tx, {
      mobile: input.mobile,
      codeHash: hashCode(deps.codeKey, input.mobile, code),
      ttlSeconds: OTP_TTL_MINUTES * 60,
      // A day: the wrong tries of the day are counted from these rows.
      keepSeconds: DAY_SECONDS,
    })
  })
  try {
    await deps.sms.send(buildCodeSms(translator(input.locale), input.mobile, code, OTP_TTL_MINUTES))
  } catch (err) {
    // A code that never left counts for nothing: the person may ask again at once.
    await repo.deleteCode(deps.db, codeId)
    deps.log.error({ err, to: maskMobile(input.mobile) }, 'one-time code SMS failed')
    throw new AppError(503, 'SERVICE_UNAVAILABLE', msg('error.serviceUnavailable'))
  }
  // Never the code, nor the whole number: the outbox or the provider is the only place they are.
  deps.log.info({ to: maskMobile(input.mobile) }, 'one-time code sent')
}

/**
 * Checks `code` against the live code of `mobile` without using it up, and answers the row's id
 * to claim. Each try counts before the comparison (repo.countAttempt), so parallel guesses cannot
 * get past OTP_MAX_ATTEMPTS; the comparison is constant-time. A number with OTP_MAX_WRONG_PER_DAY
 * wrong codes in the last day is refused before any comparison (parallel guesses at the edge may
 * add a code's remaining tries), so guessing a number's codes gains at most that many tries a day.
 */
async function checkCode(deps: Pick<CodeDeps, 'db' | 'codeKey'>, mobile: string, code: string): Promise<string> {
  const tries = await repo.countWrongTries(deps.db, mobile, DAY_SECONDS)
  if (tries.wrong >= OTP_MAX_WRONG_PER_DAY) throw codesLockedToday('code', tries.windowWaitSeconds)
  const counted = await repo.countAttempt(deps.db, mobile, OTP_MAX_ATTEMPTS)
  if (counted.length === 0) {
    if (await repo.hasExhaustedCode(deps.db, mobile, OTP_MAX_ATTEMPTS)) {
      throw new AppError(400, 'VALIDATION_FAILED', msg('account.codeTooManyTries'), { code: [msg('account.codeTooManyTries')] })
    }
    throw codeWrong()
  }
  const hash = hashCode(deps.codeKey, mobile, code)
  const match = counted.find((row) => codesMatch(row.codeHash, hash))
  if (!match) throw codeWrong()
  return match.id
}

/** Uses up the code; a request that lost the race for it is told the code is wrong (it is, now). */
async function claimCode(tx: AppDeps['db'], codeId: string): Promise<void> {
  if (!(await repo.claimCode(tx, codeId))) throw codeWrong()
}

type SessionDeps = Pick<AppDeps, 'db' | 'tokens'>

/**
 * A new account by mobile number, signed in at once. The code is checked first: a wrong one makes
 * nothing, and only someone who holds the number learns whether it already has an account (a
 * code that found the number taken stays usable, to sign in with). The contact phone is the
 * number as people write it; the email is left for later.
 */
export async function signUpWithCode(
  deps: CodeDeps & SessionDeps,
  input: { name: string; mobile: string; code: string; role: Role; password?: string | undefined; language: Locale; signupAddress: string },
): Promise<{ token: string; user: UserRow }> {
  // A password refused costs no try of the code: the form is sent again with another.
  if (input.password !== undefined) await assertPasswordAllowed(input.password)
  const codeId = await checkCode(deps, input.mobile, input.code)
  if (await findUserByMobile(deps.db, input.mobile)) throw mobileTaken()
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password)
  return deps.db.transaction(async (tx) => {
    await claimCode(tx, codeId)
    const user = await repo.insertUser(tx, {
      name: input.name,
      email: null,
      mobile: input.mobile,
      phone: formatIndianMobile(input.mobile),
      role: input.role,
      language: input.language,
      passwordHash,
      signupAddress: input.signupAddress,
    })
    // Taken between the check above and now: the code stays unused with the rollback.
    if (!user) throw mobileTaken()
    return { token: await startSession(deps, tx, user.id), user }
  })
}

/**
 * Signs in with the code sent to the account's number. A right code for a number without an
 * account says so (the code proved the number is the caller's, so this tells nobody else
 * anything) and stays unused, so the same code can register the number.
 */
export async function signInWithCode(
  deps: CodeDeps & SessionDeps,
  input: { mobile: string; code: string },
): Promise<{ token: string; user: UserRow }> {
  const codeId = await checkCode(deps, input.mobile, input.code)
  const user = await findUserByMobile(deps.db, input.mobile)
  if (!user)
    throw new AppError(400, 'VALIDATION_FAILED', msg('account.noAccountForMobile'), { mobile: [msg('account.noAccountForMobile')] })
  return deps.db.transaction(async (tx) => {
    await claimCode(tx, codeId)
    return { token: await startSession(deps, tx, user.id), user }
  })
}

/** Adds (or changes) the signed-in account's mobile number, proven by the code sent to it. */
export async function addMobile(deps: CodeDeps, userId: string, input: { mobile: string; code: string }): Promise<UserRow> {
  const codeId = await checkCode(deps, input.mobile, input.code)
  return deps.db.transaction(async (tx) => {
    await claimCode(tx, codeId)
    const user = await repo.setUserMobile(tx, userId, input.mobile)
    if (user) return user
    // No row at all: the account was deleted since `authenticate` read it.
    if (!(await findUserByMobile(tx, input.mobile))) throw unauthenticated()
    throw mobileTaken()
  })
}

/**
 * Mails a link that adds `email` to the signed-in account once opened. Only the token's SHA-256 is
 * stored, as for reset links. The mail and the page it opens are in the account's language.
 */
export async function requestEmailLink(deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>, user: UserRow, email: string): Promise<void> {
  if (await repo.isEmailOfAnotherUser(deps.db, email, user.id)) throw emailTaken()
  const token = randomToken()
  const expiresAt = new Date(Date.now() + EMAIL_TOKEN_TTL_MINUTES * 60 * 1000)
  await repo.replaceEmailToken(deps.db, { userId: user.id, email, tokenHash: sha256(token), expiresAt })
  const link = `${deps.config.publicUrl}${localePath(user.language, paths.verifyEmail)}?token=${encodeURIComponent(token)}`
  await deps.mailer.send(buildEmailConfirmMail(translator(user.language), email, user.name, link, EMAIL_TOKEN_TTL_MINUTES))
}

/**
 * Adds the email a link confirms to its account, marked confirmed, and uses the link up. If
 * another account took the email since the link was sent, nothing changes (409).
 */
export async function verifyEmail(deps: Pick<AppDeps, 'db'>, token: string): Promise<UserRow> {
  return deps.db.transaction(async (tx) => {
    const claimed = await repo.claimEmailToken(tx, sha256(token))
    if (!claimed)
      throw new AppError(400, 'VALIDATION_FAILED', msg('account.emailLinkInvalid'), { token: [msg('account.emailLinkInvalid')] })
    const user = await repo.setUserVerifiedEmail(tx, claimed.userId, claimed.email)
    if (!user) throw emailTaken()
    return user
  })
}
