import { count, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { en } from '@app/shared/messages/en'
import { english } from '@app/shared/messages/english'
import { formatIndianMobile } from '@app/shared/phone'
import { passwordResetTokens, sessions, users } from '#src/db/schema/index'
import * as passwords from '#src/lib/passwords'
import { sha256 } from '#src/lib/tokens'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createSignedInUser, createUser, signIn, uniqueEmail, uniqueIp } from '../../../test/factories'
import { uniqueMobile } from '../../../test/phone-accounts'
import { insertUser } from './auth.repository'
import { outboxFor as outboxOf, readOutbox, tokenFromLink, waitForMailTo } from './outbox.test-helpers'

/** A password no list of common passwords holds. */
const PASSWORD = 'tamatar-mandi-7'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

async function countRows(table: typeof users | typeof sessions | typeof passwordResetTokens) {
  const [row] = await t.app.db.select({ value: count() }).from(table)
  return row!.value
}

function post(url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: uniqueIp() })
}

/** The mails the outbox holds for `to`, oldest first. */
function outboxFor(to: string) {
  return outboxOf(t.dataDir, to)
}

/** Asks for a reset mail, waits for it (a job sends it) and returns the token its link carries. */
async function requestResetToken(email: string): Promise<string> {
  const seen = (await outboxFor(email)).length
  const response = await post('/api/user/forgetPassword', { email })
  expect(response.statusCode).toBe(200)
  const mails = await waitForMailTo(t.dataDir, email, seen)
  return tokenFromLink(mails.at(-1)!.links[0]!)
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('POST /api/user/signup', () => {
  it('registers a user with 201 and the message the client shows', async () => {
    const email = uniqueEmail('new')
    const response = await post('/api/user/signup', { name: 'Asha Devi', email, password: PASSWORD, role: 'buyer' })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ message: en['auth.signedUp'] })
    const [stored] = await t.app.db.select().from(users).where(eq(users.email, email))
    expect(stored).toMatchObject({ name: 'Asha Devi', role: 'buyer' })
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/)
  })

  it('defaults the role to farmer and stores the email lower-cased', async () => {
    const email = uniqueEmail('Mixed.Case').replace('mixed', 'MiXeD')
    const response = await post('/api/user/signup', { name: 'Ravi', email: `  ${email.toUpperCase()} `, password: PASSWORD })
    expect(response.statusCode).toBe(201)
    const [stored] = await t.app.db.select().from(users).where(eq(users.email, email.toLowerCase()))
    expect(stored?.role).toBe('farmer')
  })

  it('answers 409 with a field error for an email taken in another case, writing nothing', async () => {
    const { user } = await createUser(t.app, { role: 'farmer' })
    const before = await countRows(users)
    const response = await post('/api/user/signup', { name: 'Copy', email: user.email.toUpperCase(), password: PASSWORD })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this email already exists',
      fieldErrors: { email: ['An account with this email already exists'] },
    })
    expect(await countRows(users)).toBe(before)
  })

  it.each([
    ['a missing body', undefined, 'The request could not be understood', undefined],
    ['empty fields', { name: '', email: '', password: '' }, 'Check the highlighted fields', { email: ['Email is required'] }],
    ['a short password', { name: 'A', email: 'a@b.in', password: '12345' }, 'Password must be at least 6 characters', {}],
    [
      'a 10,000-character name',
      { name: 'x'.repeat(10_000), email: 'a@b.in', password: PASSWORD },
      'Name must be at most 100 characters',
      {},
    ],
    ['role admin', { name: 'A', email: 'a@b.in', password: PASSWORD, role: 'admin' }, 'Role must be farmer or buyer', {}],
    ['a mistyped field', { name: 42, email: 'a@b.in', password: PASSWORD }, 'Name is required', {}],
    ['an invalid email', { name: 'A', email: 'not-an-email', password: PASSWORD }, 'Please enter a valid email address', {}],
    ['a JSON array', [1, 2], 'The request could not be understood', undefined],
  ])('refuses %s with 400 and writes nothing', async (_label, payload, message, someFieldErrors) => {
    const before = await countRows(users)
    const response =
      payload === undefined ? await t.app.inject({ method: 'POST', url: '/api/user/signup' }) : await post('/api/user/signup', payload)
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.code).toBe('VALIDATION_FAILED')
    expect(typeof body.message).toBe('string')
    expect(body.message.length).toBeGreaterThan(0)
    expect(typeof body.requestId).toBe('string')
    if (message) expect(body.message).toBe(message)
    if (someFieldErrors) expect(body.fieldErrors ?? {}).toMatchObject(someFieldErrors)
    expect(await countRows(users)).toBe(before)
  })

  it.each([
    ['123456', en['auth.passwordTooCommon']],
    ['password', en['auth.passwordTooCommon']],
    ['Password123', en['auth.passwordTooCommon']],
    ['aaaaaa', en['auth.passwordTooWeak']],
    ['abcdefg', en['auth.passwordTooWeak']],
    ['ramesh1', en['auth.passwordTooWeak']],
    ['      ', en['auth.passwordBlank']],
  ])('refuses the password %j with 400 on the password field and writes nothing', async (password, message) => {
    const email = uniqueEmail('common')
    const response = await post('/api/user/signup', { name: 'Common', email, password })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message, fieldErrors: { password: [message] } })
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toEqual([])
  })

  it('refuses malformed JSON with 400 and a clear message', async () => {
    const before = await countRows(users)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "A", "email": ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: en['error.invalidJson'] })
    expect(await countRows(users)).toBe(before)
  })

  it('refuses an over-long body with 413', async () => {
    const before = await countRows(users)
    const response = await post('/api/user/signup', { name: 'A', email: 'a@b.in', password: PASSWORD, pad: 'x'.repeat(200_000) })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: en['error.payloadTooLarge'] })
    expect(await countRows(users)).toBe(before)
  })

  it('refuses a body that is not JSON with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>A</name>',
    })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: en['error.unsupportedMediaType'] })
  })
})

describe('POST /api/user/signin', () => {
  it('answers token, user and message, and the token works', async () => {
    const { user, password } = await createUser(t.app, { role: 'buyer', name: 'Meena' })
    const response = await post('/api/user/signin', { email: `  ${user.email.toUpperCase()}`, password })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toEqual({
      token: expect.any(String),
      message: en['auth.signedIn'],
      user: {
        _id: user.id,
        role: 'buyer',
        name: 'Meena',
        email: user.email,
        phone: null,
        mobile: null,
        emailVerified: false,
        language: 'en',
        createdAt: user.createdAt.toISOString(),
      },
    })
    const orders = await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(body.token) })
    expect(orders.statusCode).toBe(200)
    expect(orders.json()).toEqual({ orders: [] })
  })

  it('gives the same 401 message for an unknown email and a wrong password', async () => {
    const { user } = await createUser(t.app)
    const unknown = await post('/api/user/signin', { email: uniqueEmail('nobody'), password: 'whatever1' })
    const wrong = await post('/api/user/signin', { email: user.email, password: 'wrong-password' })
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid email or password' })
    }
  })

  it('gives the spec field messages for empty credentials', async () => {
    const response = await post('/api/user/signin', { email: '   ', password: '' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      message: 'Check the highlighted fields',
      fieldErrors: { email: ['Email is required'], password: ['Password is required'] },
    })
  })
})

describe('POST /api/user/signin by mobile number', () => {
  it('signs in with {mobile, password} in any common form of the number', async () => {
    const mobile = uniqueMobile()
    const user = await insertUser(t.app.db, {
      name: 'Lakshmi',
      email: null,
      mobile,
      phone: formatIndianMobile(mobile),
      role: 'farmer',
      passwordHash: await passwords.hashPassword(PASSWORD),
    })
    for (const written of [formatIndianMobile(mobile), mobile.slice(3), `0${mobile.slice(3)}`]) {
      const response = await post('/api/user/signin', { mobile: written, password: PASSWORD })
      expect(response.statusCode, written).toBe(200)
      expect(response.json().user).toEqual({
        _id: user!.id,
        role: 'farmer',
        name: 'Lakshmi',
        email: null,
        phone: formatIndianMobile(mobile),
        mobile,
        emailVerified: false,
        language: 'en',
        createdAt: user!.createdAt.toISOString(),
      })
    }
    for (const attempt of [
      { mobile, password: 'wrong-password' },
      { mobile: uniqueMobile(), password: PASSWORD },
    ]) {
      const response = await post('/api/user/signin', attempt)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid email or password' })
    }
  })

  it('never lets an account without a password in, checking a dummy hash for the same time', async () => {
    const mobile = uniqueMobile()
    const email = uniqueEmail('codes-only')
    await insertUser(t.app.db, { name: 'Codes Only', email, mobile, role: 'buyer', passwordHash: null })
    const verify = vi.spyOn(passwords, 'verifyPassword')
    const dummy = await passwords.getDummyPasswordHash()
    for (const attempt of [
      { mobile, password: 'anything-1' },
      { email, password: 'anything-1' },
      { mobile, password: 'kisansetu-no-such-account' },
    ]) {
      const response = await post('/api/user/signin', attempt)
      expect(response.statusCode).toBe(401)
      expect(response.json().message).toBe('Invalid email or password')
    }
    expect(verify.mock.calls.map(([hash]) => hash)).toEqual([dummy, dummy, dummy])
  })

  it('says whether the email was confirmed', async () => {
    const { user, password } = await createUser(t.app)
    await t.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id))
    const response = await post('/api/user/signin', { email: user.email, password })
    expect(response.json().user).toMatchObject({ email: user.email, emailVerified: true, mobile: null })
  })
})

describe('tokens and POST /api/user/logout', () => {
  it('revokes the token: it then gets 401 on every data call', async () => {
    const { token } = await createSignedInUser(t.app, 'farmer')
    const sessionsBefore = await countRows(sessions)
    const logout = await post('/api/user/logout', undefined, bearer(token))
    expect(logout.statusCode).toBe(200)
    expect(logout.json()).toEqual({ message: en['auth.loggedOut'] })
    expect(await countRows(sessions)).toBe(sessionsBefore - 1)

    for (const request of [
      { method: 'GET' as const, url: '/api/orders' },
      { method: 'GET' as const, url: '/api/addProductByFarmer/get-productByFarmer' },
      { method: 'POST' as const, url: '/api/user/logout' },
    ]) {
      const response = await t.app.inject({ ...request, headers: bearer(token) })
      expect(response.statusCode, request.url).toBe(401)
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please sign-in first.' })
    }
  })

  it('refuses a missing, malformed or forged token with 401', async () => {
    const { token } = await createSignedInUser(t.app)
    const [header, payload] = token.split('.')
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      bearer('abc.def.ghi'),
      bearer(unsigned),
      bearer(`${header}.${payload}.AAAA`),
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/orders', headers })
      expect(response.statusCode).toBe(401)
      expect(response.json().message).toBe('Please sign-in first.')
    }
  })

  it('refuses the token of an expired session', async () => {
    const { user, token } = await createSignedInUser(t.app)
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id))
    const response = await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(token) })
    expect(response.statusCode).toBe(401)
  })
})

describe('password reset', () => {
  it('answers forgot-password the same whether or not the email has an account', async () => {
    const { user } = await createUser(t.app)
    const known = await post('/api/user/forgetPassword', { email: user.email })
    const unknown = await post('/api/user/forgetPassword', { email: uniqueEmail('ghost') })
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(200)
    const message = 'If an account exists for this email, a password reset link has been sent to it.'
    expect(known.json()).toEqual({ message })
    expect(unknown.json()).toEqual({ message })
  })

  it('mails a link to /reset-password in the outbox format, storing only the token hash', async () => {
    const { user } = await createUser(t.app, { name: 'Kiran <b>&</b>' })
    const token = await requestResetToken(user.email)
    const mail = (await outboxFor(user.email))[0]!
    // `file` is where the helper read it from, not part of the mail.
    expect(
      Object.keys(mail)
        .filter((key) => key !== 'file')
        .sort(),
    ).toEqual(['from', 'html', 'links', 'sentAt', 'subject', 'text', 'to'])
    expect(mail).toMatchObject({
      to: user.email,
      from: 'KisanSetu <no-reply@kisansetu.local>',
      subject: en['reset.mailSubject'],
    })
    expect(new Date(mail.sentAt).toISOString()).toBe(mail.sentAt)
    expect(mail.links).toHaveLength(1)
    expect(mail.links[0]).toMatch(/^http:\/\/kisansetu\.test\/reset-password\?token=[A-Za-z0-9_-]{43}$/)
    expect(mail.text).toContain(mail.links[0])
    expect(mail.text).toContain('Hello Kiran <b>&</b>,')
    expect(mail.html).toContain('Kiran &lt;b&gt;&amp;&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>&</b>')
    expect(mail.html).toContain(`href="${mail.links[0]}"`)

    const stored = await t.app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))
    expect(stored).toHaveLength(1)
    expect(stored[0]!.tokenHash).toBe(sha256(token))
    expect(stored[0]!.tokenHash).not.toContain(token)
    const ttlMinutes = (stored[0]!.expiresAt.getTime() - Date.now()) / 60_000
    expect(ttlMinutes).toBeGreaterThan(29)
    expect(ttlMinutes).toBeLessThanOrEqual(30)
  })

  it('writes no mail for an unknown email', async () => {
    const email = uniqueEmail('ghost')
    await post('/api/user/forgetPassword', { email })
    // Jobs are done in order: once a later request's mail is out, the ghost's job is done too.
    const { user } = await createUser(t.app)
    await requestResetToken(user.email)
    expect(await outboxFor(email)).toEqual([])
  })

  it('spends the same time on known and unknown emails, and still mails the known ones', async () => {
    const timing = await buildTestApp({ AUTH_RATE_LIMIT_MAX_PER_IP: '1000', AUTH_RATE_LIMIT_MAX_PER_EMAIL: '1000' })
    try {
      const PAIRS = 60
      const known: string[] = []
      for (let i = 0; i < PAIRS; i += 1) {
        const user = await insertUser(timing.app.db, { name: `Known ${i}`, email: uniqueEmail('known'), role: 'farmer', passwordHash: 'x' })
        known.push(user!.email!)
      }
      const unknown = Array.from({ length: PAIRS }, () => uniqueEmail('unknown'))
      const ask = async (email: string) => {
        const started = performance.now()
        const response = await timing.app.inject({ method: 'POST', url: '/api/user/forgetPassword', payload: { email } })
        const ms = performance.now() - started
        expect(response.statusCode).toBe(200)
        return ms
      }
      for (let i = 0; i < 10; i += 1) await ask(uniqueEmail('warm-up'))
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
      /**
       * One known and one unknown email right after each other, each first in turn, so a busy moment
       * of a shared machine weighs on both alike: the median of the differences within the pairs.
       * A machine busy with other work can blur one round, so up to three are run; an account
       * lookup or a mail sent while answering costs milliseconds in every round.
       */
      const round = async () => {
        const differences: number[] = []
        for (let i = 0; i < PAIRS; i += 1) {
          if (i % 2 === 0) differences.push((await ask(known[i]!)) - (await ask(unknown[i]!)))
          else differences.push(-((await ask(unknown[i]!)) - (await ask(known[i]!))))
        }
        return median(differences)
      }
      const rounds: number[] = []
      while (rounds.length < 3 && !rounds.some((difference) => Math.abs(difference) < 1)) rounds.push(await round())
      expect(Math.min(...rounds.map(Math.abs)), `median differences (ms) per round: ${rounds.join(', ')}`).toBeLessThan(1)

      // Every known account got its mail, from the job; no unknown email got one.
      const deadline = Date.now() + 20_000
      let mails = await readOutbox(timing.dataDir)
      while (mails.length < known.length * rounds.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        mails = await readOutbox(timing.dataDir)
      }
      expect(new Set(mails.map((mail) => mail.to))).toEqual(new Set(known))
      expect(mails).toHaveLength(known.length * rounds.length)
    } finally {
      await timing.close()
    }
  })

  it('resets with {token, newPassword}; the link then fails; other links and sessions end', async () => {
    const { user, password } = await createUser(t.app)
    const oldToken = await signIn(t.app, user.email, password)
    const firstLink = await requestResetToken(user.email)
    const secondLink = await requestResetToken(user.email)

    const reset = await post('/api/user/resetPassword', { token: secondLink, newPassword: 'brand-new-1' })
    expect(reset.statusCode).toBe(200)
    expect(reset.json()).toEqual({ message: en['reset.succeeded'] })

    const again = await post('/api/user/resetPassword', { token: secondLink, newPassword: 'another-1' })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid or expired reset link' })
    const other = await post('/api/user/resetPassword', { token: firstLink, password: 'another-1' })
    expect(other.statusCode).toBe(400)

    expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(oldToken) })).statusCode).toBe(401)
    expect((await post('/api/user/signin', { email: user.email, password })).statusCode).toBe(401)
    expect((await post('/api/user/signin', { email: user.email, password: 'brand-new-1' })).statusCode).toBe(200)
  })

  it('resets with {token, password} as the reset screen sends it', async () => {
    const { user } = await createUser(t.app)
    const token = await requestResetToken(user.email)
    expect((await post('/api/user/resetPassword', { token, password: 'screen-pass-1' })).statusCode).toBe(200)
    expect((await post('/api/user/signin', { email: user.email, password: 'screen-pass-1' })).statusCode).toBe(200)
  })

  it('refuses an expired token', async () => {
    const { user, password } = await createUser(t.app)
    const token = await requestResetToken(user.email)
    await t.app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, sha256(token)))
    const response = await post('/api/user/resetPassword', { token, newPassword: 'brand-new-1' })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Invalid or expired reset link')
    expect((await post('/api/user/signin', { email: user.email, password })).statusCode).toBe(200)
  })

  it('refuses an unknown token, a missing token, a short password and one easy to guess', async () => {
    const unknown = await post('/api/user/resetPassword', { token: 'no-such-token', password: PASSWORD })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe('Invalid or expired reset link')

    const missing = await post('/api/user/resetPassword', { password: PASSWORD })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({
      message: 'Invalid or expired reset link',
      fieldErrors: { token: ['Invalid or expired reset link'] },
    })

    const { user } = await createUser(t.app)
    const token = await requestResetToken(user.email)
    const short = await post('/api/user/resetPassword', { token, newPassword: '12345' })
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toBe('Password must be at least 6 characters')
    // Nor does a password easy to guess; the refused attempts did not use the token up.
    const weak = await post('/api/user/resetPassword', { token, newPassword: 'aaaaaa' })
    expect(weak.statusCode).toBe(400)
    expect(weak.json()).toMatchObject({ message: en['auth.passwordTooWeak'], fieldErrors: { password: [en['auth.passwordTooWeak']] } })
    expect((await post('/api/user/resetPassword', { token, newPassword: 'kx83mqz' })).statusCode).toBe(200)
  })
})

describe('password reset: the link before the work', () => {
  it('refuses a common new password on the password field, leaving the link usable', async () => {
    const { user } = await createUser(t.app)
    const token = await requestResetToken(user.email)
    for (const body of [
      { token, newPassword: '123456' },
      { token, password: 'qwerty123' },
    ]) {
      const response = await post('/api/user/resetPassword', body)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: en['auth.passwordTooCommon'],
        fieldErrors: { password: [en['auth.passwordTooCommon']] },
      })
    }
    expect((await post('/api/user/resetPassword', { token, newPassword: 'brand-new-1' })).statusCode).toBe(200)
  })

  it('looks a made-up link up without hashing anything; a real one hashes once', async () => {
    const { user } = await createUser(t.app)
    const token = await requestResetToken(user.email)
    const hash = vi.spyOn(passwords, 'hashPassword')
    for (let i = 0; i < 20; i += 1) {
      const response = await post('/api/user/resetPassword', { token: `made-up-${i}-${'x'.repeat(40)}`, newPassword: 'brand-new-1' })
      expect(response.statusCode).toBe(400)
      expect(response.json().fieldErrors).toEqual({ token: ['Invalid or expired reset link'] })
    }
    expect(hash).not.toHaveBeenCalled()
    expect((await post('/api/user/resetPassword', { token, newPassword: 'brand-new-1' })).statusCode).toBe(200)
    expect(hash).toHaveBeenCalledTimes(1)
  })

  it('lets only one of two requests racing with one link succeed', async () => {
    const { user } = await createUser(t.app)
    const token = await requestResetToken(user.email)
    const answers = await Promise.all([
      post('/api/user/resetPassword', { token, newPassword: 'first-racer-1' }),
      post('/api/user/resetPassword', { token, newPassword: 'second-racer-2' }),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400])
    const winner = answers[0]!.statusCode === 200 ? 'first-racer-1' : 'second-racer-2'
    const loser = winner === 'first-racer-1' ? 'second-racer-2' : 'first-racer-1'
    expect((await post('/api/user/signin', { email: user.email, password: winner })).statusCode).toBe(200)
    expect((await post('/api/user/signin', { email: user.email, password: loser })).statusCode).toBe(401)
  })
})

/** Every property name in a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf)
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
  return []
}

describe('responses never carry a password or a hash', () => {
  it('holds for every account call', async () => {
    const email = uniqueEmail('leak')
    const bodies: string[] = []
    bodies.push((await post('/api/user/signup', { name: 'Leak Check', email, password: PASSWORD })).body)
    const signin = await post('/api/user/signin', { email, password: PASSWORD })
    bodies.push(signin.body)
    const token = signin.json().token as string
    bodies.push((await post('/api/user/forgetPassword', { email })).body)
    bodies.push((await post('/api/user/logout', undefined, bearer(token))).body)
    for (const body of bodies) {
      expect(keysOf(JSON.parse(body)).filter((key) => /password|hash/i.test(key))).toEqual([])
      expect(body).not.toContain('$argon2')
      expect(body).not.toContain(PASSWORD)
    }
  })
})

describe('error bodies', () => {
  it('carry a request id that matches the X-Request-Id header', async () => {
    const response = await post('/api/user/signin', {})
    expect(response.json().requestId).toBe(response.headers['x-request-id'])
  })

  it('fill the rate-limit message with minutes', () => {
    expect(english.t('error.rateLimited', { minutes: 15 })).toBe('Too many attempts. Please wait 15 minutes and try again.')
    expect(english.t('error.rateLimited', { minutes: 1 })).toBe('Too many attempts. Please wait 1 minute and try again.')
  })
})

describe('logs', () => {
  it('never record a password, a token or a reset link, through sign-up, sign-in, forgot and reset', async () => {
    const lines: string[] = []
    const logged = await buildTestApp({ LOG_LEVEL: 'trace' }, { logStream: { write: (line) => lines.push(line) } })
    try {
      const call = (url: string, payload?: object, headers: Record<string, string> = {}) =>
        logged.app.inject({ method: 'POST', url, payload, headers, remoteAddress: uniqueIp() })
      const email = uniqueEmail('logged')
      const newPassword = 'brand-new-logged-9'
      expect((await call('/api/user/signup', { name: 'Logged', email, password: PASSWORD })).statusCode).toBe(201)
      expect((await call('/api/user/signin', { email, password: 'wrong-guess-77' })).statusCode).toBe(401)
      const first = await call('/api/user/signin', { email, password: PASSWORD })
      const firstJwt: string = first.json().token
      expect((await logged.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(firstJwt) })).statusCode).toBe(200)
      expect((await call('/api/user/forgetPassword', { email })).statusCode).toBe(200)
      const [mail] = await waitForMailTo(logged.dataDir, email)
      const link = mail!.links[0]!
      const token = tokenFromLink(link)
      expect((await call('/api/user/resetPassword', { token, newPassword })).statusCode).toBe(200)
      expect((await call('/api/user/resetPassword', { token, newPassword })).statusCode).toBe(400)
      const second = await call('/api/user/signin', { email, password: newPassword })
      const secondJwt: string = second.json().token
      expect((await call('/api/user/logout', undefined, bearer(secondJwt))).statusCode).toBe(200)

      const output = lines.join('')
      // The log did record the calls and the mail, by its outbox file name.
      expect(output).toContain('/api/user/resetPassword')
      expect(output).toContain(`"file":"${mail!.file}"`)
      const secrets = { password: PASSWORD, newPassword, wrongGuess: 'wrong-guess-77', link, token, firstJwt, secondJwt }
      for (const [name, secret] of Object.entries(secrets)) expect(output.includes(secret), name).toBe(false)
      for (const jwt of [firstJwt, secondJwt]) expect(output).not.toContain(jwt.split('.')[2])
    } finally {
      await logged.close()
    }
  })

  it('never record a reset token from a request URL', async () => {
    const lines: string[] = []
    const logged = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } })
    try {
      await logged.app.inject({ method: 'GET', url: '/reset-password?token=live-secret-token&x=1' })
      await logged.app.inject({ method: 'GET', url: '/api/user/resetPassword?TOKEN=other-secret' })
      const output = lines.join('')
      expect(output).toContain('/reset-password?token=[redacted]&x=1')
      expect(output).not.toContain('live-secret-token')
      expect(output).not.toContain('other-secret')
    } finally {
      await logged.close()
    }
  })
})
