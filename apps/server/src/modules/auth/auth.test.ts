import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en, format } from '@app/shared/messages/en'
import { passwordResetTokens, sessions, users } from '#src/db/schema/index'
import { sha256 } from '#src/lib/tokens'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createSignedInUser, createUser, signIn, uniqueEmail } from '../../../test/factories'

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
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers })
}

/** The mails the outbox holds for `to`, oldest first. */
async function outboxFor(to: string) {
  const dir = path.join(t.dataDir, 'outbox')
  const files = (await readdir(dir).catch(() => [] as string[])).sort()
  const mails = await Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8'))))
  return mails.filter((mail) => mail.to === to)
}

function tokenFromLink(link: string): string {
  return new URL(link).searchParams.get('token')!
}

/** Asks for a reset mail and returns the token its link carries. */
async function requestResetToken(email: string): Promise<string> {
  const response = await post('/api/user/forgetPassword', { email })
  expect(response.statusCode).toBe(200)
  const mails = await outboxFor(email)
  return tokenFromLink(mails.at(-1).links[0])
}

describe('POST /api/user/signup', () => {
  it('registers a user with 201 and the message the client shows', async () => {
    const email = uniqueEmail('new')
    const response = await post('/api/user/signup', { name: 'Asha Devi', email, password: 'secret1', role: 'buyer' })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ message: en['auth.signedUp'] })
    const [stored] = await t.app.db.select().from(users).where(eq(users.email, email))
    expect(stored).toMatchObject({ name: 'Asha Devi', role: 'buyer' })
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/)
  })

  it('defaults the role to farmer and stores the email lower-cased', async () => {
    const email = uniqueEmail('Mixed.Case').replace('mixed', 'MiXeD')
    const response = await post('/api/user/signup', { name: 'Ravi', email: `  ${email.toUpperCase()} `, password: 'secret1' })
    expect(response.statusCode).toBe(201)
    const [stored] = await t.app.db.select().from(users).where(eq(users.email, email.toLowerCase()))
    expect(stored?.role).toBe('farmer')
  })

  it('answers 409 with a field error for an email taken in another case, writing nothing', async () => {
    const { user } = await createUser(t.app, { role: 'farmer' })
    const before = await countRows(users)
    const response = await post('/api/user/signup', { name: 'Copy', email: user.email.toUpperCase(), password: 'secret1' })
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
      { name: 'x'.repeat(10_000), email: 'a@b.in', password: 'secret1' },
      'Name must be at most 100 characters',
      {},
    ],
    ['role admin', { name: 'A', email: 'a@b.in', password: 'secret1', role: 'admin' }, 'Role must be farmer or buyer', {}],
    ['a mistyped field', { name: 42, email: 'a@b.in', password: 'secret1' }, 'Name is required', {}],
    ['an invalid email', { name: 'A', email: 'not-an-email', password: 'secret1' }, 'Please enter a valid email address', {}],
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
    const response = await post('/api/user/signup', { name: 'A', email: 'a@b.in', password: 'secret1', pad: 'x'.repeat(200_000) })
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
    const [mail] = await outboxFor(user.email)
    expect(Object.keys(mail).sort()).toEqual(['from', 'html', 'links', 'sentAt', 'subject', 'text', 'to'])
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
    expect(await outboxFor(email)).toEqual([])
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

  it('refuses an unknown token, a missing token and a short password', async () => {
    const unknown = await post('/api/user/resetPassword', { token: 'no-such-token', password: 'secret1' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe('Invalid or expired reset link')

    const missing = await post('/api/user/resetPassword', { password: 'secret1' })
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
    // The refused attempt did not use the token up.
    expect((await post('/api/user/resetPassword', { token, newPassword: '123456' })).statusCode).toBe(200)
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
    bodies.push((await post('/api/user/signup', { name: 'Leak Check', email, password: 'secret1' })).body)
    const signin = await post('/api/user/signin', { email, password: 'secret1' })
    bodies.push(signin.body)
    const token = signin.json().token as string
    bodies.push((await post('/api/user/forgetPassword', { email })).body)
    bodies.push((await post('/api/user/logout', undefined, bearer(token))).body)
    for (const body of bodies) {
      expect(keysOf(JSON.parse(body)).filter((key) => /password|hash/i.test(key))).toEqual([])
      expect(body).not.toContain('$argon2')
      expect(body).not.toContain('secret1')
    }
  })
})

describe('error bodies', () => {
  it('carry a request id that matches the X-Request-Id header', async () => {
    const response = await post('/api/user/signin', {})
    expect(response.json().requestId).toBe(response.headers['x-request-id'])
  })

  it('fill the rate-limit message with minutes', () => {
    expect(format('error.rateLimited', { minutes: 15 })).toBe('Too many attempts. Please wait 15 minutes and try again.')
  })
})

describe('logs', () => {
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
