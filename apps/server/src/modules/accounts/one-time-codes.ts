import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { CodeChannel } from '@app/shared/account-security'
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_MAX_WRONG_PER_DAY,
  OTP_RESEND_SECONDS,
  OTP_TTL_MINUTES,
} from '@app/shared/limits'
import type { Locale } from '@app/shared/messages/locales'
import { msg } from '@app/shared/messages/refs'
import type { AppDeps } from '#src/app-deps'
import type { UserRow } from '#src/db/schema/users'
import { AppError } from '#src/lib/app-error'
import { translator } from '#src/lib/i18n'
import { rateLimitedError } from '#src/lib/rate-limit'
import { createSmsSender, type SmsSender } from '#src/lib/sms'
import { resolveJwtSecret } from '#src/lib/tokens'
import { buildCodeMail, buildCodeSms } from './accounts.mail'
import * as repo from './accounts.repository'

/*
 * One-time codes: to a mobile number by SMS (to sign up or in with it, or add it to an account),
 * or to an account's own contact, its number or else its email (to prove the session is the
 * owner's before a change, or to sign in after others failed on the account). Every limit is read
 * from the stored rows, so it holds across servers and restarts.
 */

const HOUR_SECONDS = 60 * 60
const DAY_SECONDS = 24 * HOUR_SECONDS

/**
 * What sending and checking codes needs: the SMS sender, the mailer, the key codes are hashed with,
 * the hourly cap on code SMS for all numbers together, and the web app's host.
 */
export type CodeDeps = Pick<AppDeps, 'db' | 'log' | 'mailer'> & {
  sms: SmsSender
  codeKey: Buffer
  codesPerHour: number
  /** The web app's host, which the code SMS names for WebOTP. */
  webHost: string
}

/**
 * The key one-time codes are hashed with, derived from the server's JWT secret so no new secret
 * has to be configured, and separate from it so a hash says nothing about the signing key.
 */
export function oneTimeCodeKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('kisansetu one-time codes').digest()
}

/** "…45": the most of a number a log line or a screen shows, enough to tell a few apart and too little to be one. */
export function maskMobile(mobile: string): string {
  return `…${mobile.slice(-2)}`
}

/** "r•••@example.com": enough for the owner to know the address, too little to give it away. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  return `${email.slice(0, Math.min(1, at))}•••${email.slice(at)}`
}

/**
 * What every code route needs: the SMS sender, whose log lines show no more of a number than its
 * last two digits, and the key codes are hashed with.
 */
export async function codeInfrastructure(app: FastifyInstance): Promise<CodeDeps> {
  const log = app.log.child({}, { serializers: { to: (to: unknown) => (typeof to === 'string' ? maskMobile(to) : to) } })
  return {
    db: app.db,
    log: app.log,
    mailer: app.mailer,
    sms: createSmsSender(app.config, log),
    codeKey: oneTimeCodeKey(await resolveJwtSecret(app.config)),
    codesPerHour: app.config.sms.codesPerHour,
    webHost: new URL(app.config.publicUrl).hostname,
  }
}

/**
 * The stored form of a code: HMAC-SHA256 under the server's key, over the recipient and the code.
 * A leaked table cannot be brute-forced offline (a million codes are a second's work for a plain
 * hash, but without the key there is nothing to test them against), and the same code sent to
 * two recipients is stored differently.
 */
export function hashCode(key: Buffer, recipient: string, code: string): string {
  return createHmac('sha256', key).update(`${recipient}:${code}`).digest('hex')
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

export function codeWrong(): AppError {
  return new AppError(400, 'VALIDATION_FAILED', msg('account.codeWrong'), { code: [msg('account.codeWrong')] })
}

/** Every number's codes together reached the hourly cap: no SMS leaves until the hour has room again. */
function smsPaused(seconds: number): AppError {
  return new AppError(503, 'SERVICE_UNAVAILABLE', msg('account.codesPaused'), undefined, { 'retry-after': String(seconds) })
}

/** The recipient had OTP_MAX_WRONG_PER_DAY wrong codes in a day: no code works for it until the day has room. */
function codesLockedToday(field: 'mobile' | 'code', seconds: number): AppError {
  const message = msg('account.codesLockedToday')
  return new AppError(429, 'RATE_LIMITED', message, { [field]: [message] }, { 'retry-after': String(seconds) })
}

function resendWait(seconds: number): AppError {
  return new AppError(429, 'RATE_LIMITED', msg('account.codeResendWait', { seconds }), undefined, { 'retry-after': String(seconds) })
}

/** Where a code to the account's own contact goes: its number by SMS, or else its email. */
export function contactOf(user: Pick<UserRow, 'mobile' | 'email'>): { channel: CodeChannel; recipient: string; shown: string } {
  if (user.mobile) return { channel: 'sms', recipient: user.mobile, shown: maskMobile(user.mobile) }
  // Every account has a number or an email (users_email_or_mobile).
  const email = user.email ?? ''
  return { channel: 'email', recipient: email, shown: maskEmail(email) }
}

interface CodeMessage {
  channel: CodeChannel
  recipient: string
  locale: Locale
  /** The field a refusal names: the number being proven, or the code of a code already asked for. */
  field: 'mobile' | 'code'
}

/**
 * Sends a new code. Limited per recipient: one code per OTP_RESEND_SECONDS (429 with the seconds
 * left), OTP_MAX_SENDS_PER_HOUR per hour, none once OTP_MAX_WRONG_PER_DAY wrong codes were tried
 * in a day; and SMS for all numbers together to `codesPerHour` an hour (503, and an error in the
 * log for the operator). Two requests at the cap's edge may both pass: the cap bounds a flood's
 * cost, it is not a quota.
 */
async function issueCode(deps: CodeDeps, message: CodeMessage): Promise<void> {
  const code = newCode()
  const { recipient, channel } = message
  const shown = channel === 'sms' ? maskMobile(recipient) : maskEmail(recipient)
  const codeId = await deps.db.transaction(async (tx) => {
    await repo.lockCodesOf(tx, recipient)
    // A code the recipient could not use is not sent: it would only cost a message.
    const tries = await repo.countWrongTries(tx, recipient, DAY_SECONDS)
    if (tries.wrong >= OTP_MAX_WRONG_PER_DAY) throw codesLockedToday(message.field, tries.windowWaitSeconds)
    const recent = await repo.findRecentSends(tx, recipient, OTP_RESEND_SECONDS, HOUR_SECONDS)
    if (recent.resendWaitSeconds !== null && recent.resendWaitSeconds > 0) throw resendWait(recent.resendWaitSeconds)
    if (recent.sent >= OTP_MAX_SENDS_PER_HOUR) throw rateLimitedError(Math.max(1, recent.windowWaitSeconds ?? 0) * 1000)
    if (channel === 'sms') {
      const sentByAll = await repo.countAllSendsSince(tx, HOUR_SECONDS)
      if (sentByAll >= deps.codesPerHour) {
        deps.log.error({ alert: 'sms-hourly-cap', sent: sentByAll, cap: deps.codesPerHour }, 'hourly cap on code SMS reached: codes paused')
        throw smsPaused(CODES_PAUSED_RETRY_SECONDS)
      }
    }
    return repo.insertCodeReplacingOlder(tx, {
      recipient,
      channel,
      codeHash: hashCode(deps.codeKey, recipient, code),
      ttlSeconds: OTP_TTL_MINUTES * 60,
      // A day: the wrong tries of the day are counted from these rows.
      keepSeconds: DAY_SECONDS,
    })
  })
  const t = translator(message.locale)
  try {
    if (channel === 'sms') await deps.sms.send(buildCodeSms(t, recipient, code, OTP_TTL_MINUTES, deps.webHost))
    else await deps.mailer.deliver(buildCodeMail(t, recipient, code, OTP_TTL_MINUTES))
  } catch (err) {
    // A code that never left counts for nothing: the person may ask again at once.
    await repo.deleteCode(deps.db, codeId)
    deps.log.error({ err, channel, to: shown }, 'one-time code failed to send')
    throw new AppError(503, 'SERVICE_UNAVAILABLE', msg('error.serviceUnavailable'))
  }
  // Never the code, nor the whole recipient: the outbox or the provider is the only place they are.
  deps.log.info({ channel, to: shown }, 'one-time code sent')
}

/**
 * Sends a new code by SMS to `mobile` (E.164), in `locale`. The same for every valid number,
 * whether or not it has an account, so the call cannot be used to find out who has one.
 */
export function sendCode(deps: CodeDeps, input: { mobile: string; locale: Locale }): Promise<void> {
  return issueCode(deps, { channel: 'sms', recipient: input.mobile, locale: input.locale, field: 'mobile' })
}

/** Sends a new code to the account's own number, or else its email, in the account's language; answers where it went. */
export async function sendContactCode(
  deps: CodeDeps,
  user: Pick<UserRow, 'mobile' | 'email' | 'language'>,
): Promise<{ channel: CodeChannel; shown: string }> {
  const contact = contactOf(user)
  await issueCode(deps, { channel: contact.channel, recipient: contact.recipient, locale: user.language, field: 'code' })
  return { channel: contact.channel, shown: contact.shown }
}

/**
 * Checks `code` against the live code of `recipient` without using it up, and answers the row's
 * id to claim. Each try counts before the comparison (repo.countAttempt), so parallel guesses
 * cannot get past OTP_MAX_ATTEMPTS; the comparison is constant-time. A recipient with
 * OTP_MAX_WRONG_PER_DAY wrong codes in the last day is refused before any comparison (parallel
 * guesses at the edge may add a code's remaining tries), so guessing codes gains at most that
 * many tries a day.
 */
export async function checkCode(deps: Pick<CodeDeps, 'db' | 'codeKey'>, recipient: string, code: string): Promise<string> {
  const tries = await repo.countWrongTries(deps.db, recipient, DAY_SECONDS)
  if (tries.wrong >= OTP_MAX_WRONG_PER_DAY) throw codesLockedToday('code', tries.windowWaitSeconds)
  const counted = await repo.countAttempt(deps.db, recipient, OTP_MAX_ATTEMPTS)
  if (counted.length === 0) {
    if (await repo.hasExhaustedCode(deps.db, recipient, OTP_MAX_ATTEMPTS)) {
      throw new AppError(400, 'VALIDATION_FAILED', msg('account.codeTooManyTries'), { code: [msg('account.codeTooManyTries')] })
    }
    throw codeWrong()
  }
  const hash = hashCode(deps.codeKey, recipient, code)
  const match = counted.find((row) => codesMatch(row.codeHash, hash))
  if (!match) throw codeWrong()
  return match.id
}

/** Uses up the code; a request that lost the race for it is told the code is wrong (it is, now). */
export async function claimCode(tx: AppDeps['db'], codeId: string): Promise<void> {
  if (!(await repo.claimCode(tx, codeId))) throw codeWrong()
}
