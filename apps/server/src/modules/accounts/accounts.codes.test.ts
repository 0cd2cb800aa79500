import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OTP_MAX_ATTEMPTS, OTP_MAX_SENDS_PER_HOUR, OTP_MAX_WRONG_PER_DAY, OTP_RESEND_SECONDS } from '@app/shared/limits'
import { formatIndianMobile } from '@app/shared/phone'
import { oneTimeCodes, users } from '#src/db/schema/index'
import { translator } from '#src/lib/i18n'
import { hashPassword } from '#src/lib/passwords'
import { resolveJwtSecret } from '#src/lib/tokens'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { uniqueIp } from '../../../test/factories'
import { lastCodeSentTo, requestCode, smsOutbox, uniqueMobile } from '../../../test/phone-accounts'
import { hashCode, oneTimeCodeKey } from './one-time-codes'

/**
 * One-time codes by SMS: what is sent and stored, and every limit on sending and checking them.
 * Each test uses numbers no other test uses, so the limits per number never meet.
 */

const en = translator('en')

/** The host the code SMS binds its code to (WebOTP): the web app's, from PUBLIC_URL. */
function webHost() {
  return new URL(t.config.publicUrl).hostname
}
const PER_ADDRESS = 6

let t: TestApp
const logLines: string[] = []

beforeAll(async () => {
  t = await buildTestApp(
    { LOG_LEVEL: 'info', AUTH_RATE_LIMIT_MAX_PER_IP: String(PER_ADDRESS) },
    { logStream: { write: (line) => void logLines.push(line) } },
  )
})
afterAll(async () => {
  await t?.close()
})

function post(url: string, payload: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: options.headers ?? {},
    remoteAddress: options.ip ?? uniqueIp(),
  })
}

const askCode = (mobile: string, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  post('/api/user/phone/code', { mobile }, options)
const signInWith = (mobile: string, code: string) => post('/api/user/phone/signin', { mobile, code })

async function codeRows(mobile: string) {
  return t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.recipient, mobile)).orderBy(oneTimeCodes.createdAt)
}

/** Moves the number's codes `seconds` into the past, as if that much time had gone by. */
async function age(mobile: string, seconds: number) {
  const shift = sql`(${seconds}::int * interval '1 second')`
  await t.app.db
    .update(oneTimeCodes)
    .set({ createdAt: sql`${oneTimeCodes.createdAt} - ${shift}`, expiresAt: sql`${oneTimeCodes.expiresAt} - ${shift}` })
    .where(eq(oneTimeCodes.recipient, mobile))
}

/** A phone-only account for `mobile`, straight into the database. */
async function accountFor(mobile: string) {
  const [user] = await t.app.db.insert(users).values({ name: 'Lakshmi', mobile, role: 'farmer' }).returning()
  return user!
}

/** A wrong code for `code`: the same length, one digit changed. */
function wrongFor(code: string): string {
  return code.slice(0, -1) + String((Number(code.at(-1)) + 1) % 10)
}

describe('POST /api/user/phone/code', () => {
  it.each([
    ['ten digits with a space', (n: string) => `${n.slice(0, 5)} ${n.slice(5)}`],
    ['+91 and a space', (n: string) => `+91 ${n.slice(0, 5)} ${n.slice(5)}`],
    ['a leading 0', (n: string) => `0${n}`],
    ['91 without +', (n: string) => `91${n}`],
    ['E.164', (n: string) => `+91${n}`],
    ['a dash', (n: string) => `0${n.slice(0, 5)}-${n.slice(5)}`],
    ['brackets', (n: string) => `(+91) ${n.slice(0, 5)}-${n.slice(5)}`],
  ])('takes a number written with %s, and texts the code to it in E.164', async (_form, write) => {
    const mobile = uniqueMobile()
    const response = await askCode(write(mobile.slice(3)))
    expect(response.statusCode, response.body).toBe(200)
    const formatted = formatIndianMobile(mobile)
    expect(response.json()).toEqual({
      message: en.t('account.codeSent', { mobile: formatted, minutes: 5 }),
      mobile: formatted,
      resendInSeconds: OTP_RESEND_SECONDS,
      expiresInMinutes: 5,
    })
    const code = await lastCodeSentTo(t.dataDir, mobile)
    expect((await smsOutbox(t.dataDir)).filter((sms) => sms.to === mobile)).toEqual([
      { to: mobile, text: `${en.t('account.smsCode', { code, minutes: 5 })}\n\n@${webHost()} #${code}`, sentAt: expect.any(String) },
    ])
    expect((await codeRows(mobile)).map((row) => [row.recipient, row.channel])).toEqual([[mobile, 'sms']])
  })

  it('answers a number with an account exactly as one without', async () => {
    const known = uniqueMobile()
    await accountFor(known)
    const unknown = uniqueMobile()
    const [forKnown, forUnknown] = [await askCode(known), await askCode(unknown)]
    expect(forKnown.statusCode).toBe(200)
    expect(forUnknown.statusCode).toBe(200)
    const shape = (body: { message: string; mobile: string }) => ({ ...body, message: 'm', mobile: 'n' })
    expect(shape(forKnown.json())).toEqual(shape(forUnknown.json()))
  })

  it('writes the SMS in the language the request asks for', async () => {
    const mobile = uniqueMobile()
    const response = await askCode(mobile, { headers: { 'accept-language': 'hi' } })
    expect(response.json().message).toBe(translator('hi').t('account.codeSent', { mobile: formatIndianMobile(mobile), minutes: 5 }))
    const code = await lastCodeSentTo(t.dataDir, mobile)
    expect((await smsOutbox(t.dataDir)).find((sms) => sms.to === mobile)?.text).toBe(
      `${translator('hi').t('account.smsCode', { code, minutes: 5 })}\n\n@${webHost()} #${code}`,
    )
  })

  it('stores only a hash keyed with the server secret, never the code', async () => {
    const mobile = uniqueMobile()
    const code = await requestCode(t.app, t.dataDir, mobile)
    const [row] = await codeRows(mobile)
    const everyRow = JSON.stringify(await t.app.db.select().from(oneTimeCodes))
    expect(everyRow).not.toContain(code)
    // Not a plain hash anyone could recompute for all million codes…
    expect(row!.codeHash).not.toBe(createHash('sha256').update(code).digest('hex'))
    expect(row!.codeHash).not.toBe(createHash('sha256').update(`${mobile}:${code}`).digest('hex'))
    // …but the HMAC under a key only the server has.
    expect(row!.codeHash).toBe(hashCode(oneTimeCodeKey(await resolveJwtSecret(t.config)), mobile, code))
  })

  it('never writes the code or the whole number to the log', async () => {
    const mobile = uniqueMobile()
    const code = await requestCode(t.app, t.dataDir, mobile)
    // Every line without its clock readings, whose digits could hold any six by chance.
    const log = logLines.map((line) => JSON.stringify({ ...JSON.parse(line), time: 0, responseTime: 0 })).join('\n')
    expect(log).not.toContain(code)
    expect(log).not.toContain(mobile.slice(3))
    expect(logLines.some((line) => line.includes('one-time code sent') && line.includes(`…${mobile.slice(-2)}`))).toBe(true)
    expect(logLines.some((line) => line.includes('sms written to outbox') && line.includes(`…${mobile.slice(-2)}`))).toBe(true)
  })

  it('makes a number wait between codes, with Retry-After, whoever asks', async () => {
    const mobile = uniqueMobile()
    expect((await askCode(mobile)).statusCode).toBe(200)
    await age(mobile, 20)
    const again = await askCode(`0${mobile.slice(3)}`)
    expect(again.statusCode).toBe(429)
    const seconds = Number(again.headers['retry-after'])
    expect(seconds).toBeGreaterThanOrEqual(OTP_RESEND_SECONDS - 21)
    expect(seconds).toBeLessThanOrEqual(OTP_RESEND_SECONDS - 20)
    expect(again.json()).toMatchObject({ code: 'RATE_LIMITED', message: en.t('account.codeResendWait', { seconds }) })
    expect(await codeRows(mobile)).toHaveLength(1)
    await age(mobile, OTP_RESEND_SECONDS)
    expect((await askCode(mobile)).statusCode).toBe(200)
  })

  it('lets a number have a new code at once when the last one was entered', async () => {
    const mobile = uniqueMobile()
    await accountFor(mobile)
    const code = await requestCode(t.app, t.dataDir, mobile)
    expect((await signInWith(mobile, code)).statusCode).toBe(200)
    // Signed up on one phone, signing in on another a moment later.
    expect((await askCode(mobile)).statusCode).toBe(200)
  })

  it('sends one code when ten requests for a number arrive at once', async () => {
    const mobile = uniqueMobile()
    const answers = await Promise.all(Array.from({ length: 10 }, () => askCode(mobile)))
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(429)])
    expect(await codeRows(mobile)).toHaveLength(1)
    expect((await smsOutbox(t.dataDir)).filter((sms) => sms.to === mobile)).toHaveLength(1)
  })

  it(`sends at most ${OTP_MAX_SENDS_PER_HOUR} codes an hour to a number`, async () => {
    const mobile = uniqueMobile()
    for (let sent = 0; sent < OTP_MAX_SENDS_PER_HOUR; sent += 1) {
      expect((await askCode(mobile)).statusCode).toBe(200)
      await age(mobile, OTP_RESEND_SECONDS + 1)
    }
    const refused = await askCode(mobile)
    expect(refused.statusCode).toBe(429)
    const seconds = Number(refused.headers['retry-after'])
    // The oldest of the five was sent 5 × 61 s ago: it leaves the hour in 3600 − 305 s.
    expect(seconds).toBeGreaterThan(3600 - 5 * (OTP_RESEND_SECONDS + 1) - 5)
    expect(seconds).toBeLessThanOrEqual(3600 - 5 * (OTP_RESEND_SECONDS + 1))
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: en.t('error.rateLimited', { minutes: Math.ceil(seconds / 60) }) })
    expect(await codeRows(mobile)).toHaveLength(OTP_MAX_SENDS_PER_HOUR)
    // An hour after the first, the number may have codes again.
    await age(mobile, 3600)
    expect((await askCode(mobile)).statusCode).toBe(200)
  })

  it('limits codes per client address, whatever the numbers', async () => {
    const ip = uniqueIp()
    for (let i = 0; i < PER_ADDRESS; i += 1) expect((await askCode(uniqueMobile(), { ip })).statusCode).toBe(200)
    const refused = await askCode(uniqueMobile(), { ip })
    expect(refused.statusCode).toBe(429)
    expect(refused.json().code).toBe('RATE_LIMITED')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await askCode(uniqueMobile())).statusCode).toBe(200)
  })

  it('ends the older code when a new one is sent', async () => {
    const mobile = uniqueMobile()
    await accountFor(mobile)
    const first = await requestCode(t.app, t.dataDir, mobile)
    await age(mobile, OTP_RESEND_SECONDS + 1)
    const second = await requestCode(t.app, t.dataDir, mobile)
    if (first !== second) expect((await signInWith(mobile, first)).json().fieldErrors).toEqual({ code: [en.t('account.codeWrong')] })
    expect((await signInWith(mobile, second)).statusCode).toBe(200)
  })
})

describe('checking a code', () => {
  it('refuses a code once it has expired', async () => {
    const mobile = uniqueMobile()
    await accountFor(mobile)
    const code = await requestCode(t.app, t.dataDir, mobile)
    await age(mobile, 5 * 60 + 1)
    const response = await signInWith(mobile, code)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ message: en.t('account.codeWrong'), fieldErrors: { code: [en.t('account.codeWrong')] } })
  })

  it('accepts a code once only', async () => {
    const mobile = uniqueMobile()
    await accountFor(mobile)
    const code = await requestCode(t.app, t.dataDir, mobile)
    expect((await signInWith(mobile, code)).statusCode).toBe(200)
    const again = await signInWith(mobile, code)
    expect(again.statusCode).toBe(400)
    expect(again.json().fieldErrors).toEqual({ code: [en.t('account.codeWrong')] })
  })

  it(`refuses even the right code after ${OTP_MAX_ATTEMPTS} wrong ones`, async () => {
    const mobile = uniqueMobile()
    await accountFor(mobile)
    const code = await requestCode(t.app, t.dataDir, mobile)
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) {
      const wrong = await signInWith(mobile, wrongFor(code))
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json().fieldErrors).toEqual({ code: [en.t('account.codeWrong')] })
    }
    const right = await signInWith(mobile, code)
    expect(right.statusCode).toBe(400)
    expect(right.json()).toMatchObject({
      message: en.t('account.codeTooManyTries'),
      fieldErrors: { code: [en.t('account.codeTooManyTries')] },
    })
    // A new code starts afresh.
    await age(mobile, OTP_RESEND_SECONDS + 1)
    expect((await signInWith(mobile, await requestCode(t.app, t.dataDir, mobile))).statusCode).toBe(200)
  })

  it(`lets a number sign in by password only after ${OTP_MAX_WRONG_PER_DAY} wrong codes in a day, and by code again a day later`, async () => {
    const mobile = uniqueMobile()
    const password = 'lakshmi-kheti-77'
    await t.app.db.insert(users).values({ name: 'Lakshmi', mobile, role: 'farmer', passwordHash: await hashPassword(password) })
    // Three codes with all their tries wrong and a fourth with all but one, an hour apart, so no
    // per-code or per-hour limit stands in the way: 19 wrong codes.
    for (const wrongTries of [OTP_MAX_ATTEMPTS, OTP_MAX_ATTEMPTS, OTP_MAX_ATTEMPTS, OTP_MAX_ATTEMPTS - 1]) {
      const code = await requestCode(t.app, t.dataDir, mobile)
      for (let i = 0; i < wrongTries; i += 1) expect((await signInWith(mobile, wrongFor(code))).statusCode).toBe(400)
      await age(mobile, 3600)
    }
    // The 20th wrong code, on a new code; then even that code's right digits do not sign in.
    const code = await requestCode(t.app, t.dataDir, mobile)
    expect((await signInWith(mobile, wrongFor(code))).json().fieldErrors).toEqual({ code: [en.t('account.codeWrong')] })
    const right = await signInWith(mobile, code)
    expect(right.statusCode).toBe(429)
    expect(right.json()).toMatchObject({
      message: en.t('account.codesLockedToday'),
      fieldErrors: { code: [en.t('account.codesLockedToday')] },
    })

    // No new code is sent until the oldest of those tries is a day old (20 hours from now).
    const sent = (await smsOutbox(t.dataDir)).filter((sms) => sms.to === mobile).length
    const refused = await askCode(mobile)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ fieldErrors: { mobile: [en.t('account.codesLockedToday')] } })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(20 * 3600 - 60)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(20 * 3600)
    expect((await smsOutbox(t.dataDir)).filter((sms) => sms.to === mobile)).toHaveLength(sent)

    // The password still signs in.
    expect((await post('/api/user/signin', { mobile, password })).statusCode).toBe(200)

    await age(mobile, 24 * 3600)
    expect((await signInWith(mobile, await requestCode(t.app, t.dataDir, mobile))).statusCode).toBe(200)
  })

  it(`counts 30 parallel wrong codes as at most ${OTP_MAX_ATTEMPTS} tries`, async () => {
    const mobile = uniqueMobile()
    await accountFor(mobile)
    const code = await requestCode(t.app, t.dataDir, mobile)
    const answers = await Promise.all(Array.from({ length: 30 }, () => signInWith(mobile, wrongFor(code))))
    expect(answers.every((answer) => answer.statusCode === 400)).toBe(true)
    const messages = answers.map((answer) => answer.json().message as string)
    expect(messages.filter((message) => message === en.t('account.codeWrong'))).toHaveLength(OTP_MAX_ATTEMPTS)
    expect(messages.filter((message) => message === en.t('account.codeTooManyTries'))).toHaveLength(30 - OTP_MAX_ATTEMPTS)
    expect((await codeRows(mobile))[0]?.attempts).toBe(OTP_MAX_ATTEMPTS)
    expect((await signInWith(mobile, code)).json().message).toBe(en.t('account.codeTooManyTries'))
  })

  it('lets one of two parallel sign-ins with the same right code through', async () => {
    const mobile = uniqueMobile()
    await accountFor(mobile)
    const code = await requestCode(t.app, t.dataDir, mobile)
    const answers = await Promise.all([signInWith(mobile, code), signInWith(mobile, code)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400])
  })
})

describe('when the SMS cannot be sent', () => {
  let broken: TestApp
  beforeAll(async () => {
    // Nothing listens on port 9 (discard): the provider is unreachable.
    broken = await buildTestApp({ SMS_WEBHOOK_URL: 'http://127.0.0.1:9/send', SMS_TIMEOUT_MS: '2000' })
  })
  afterAll(async () => {
    await broken?.close()
  })

  it('answers 503 and keeps no code, so the person may ask again at once', async () => {
    const mobile = uniqueMobile()
    const ask = () => broken.app.inject({ method: 'POST', url: '/api/user/phone/code', payload: { mobile }, remoteAddress: uniqueIp() })
    const first = await ask()
    expect(first.statusCode).toBe(503)
    expect(first.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: en.t('error.serviceUnavailable') })
    expect(await broken.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.recipient, mobile))).toEqual([])
    expect((await ask()).statusCode).toBe(503)
  })
})
