import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '@app/shared/messages/en'
import { parseConfig } from '#src/config'
import { auditLog, operatorChallenges, operatorSecondFactors, sessions, users } from '#src/db/schema/index'
import { verifyPassword } from '#src/lib/passwords'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createOperator, createSignedInUser, createUser, totpCode, uniqueEmail, uniqueIp } from '../../../test/factories'
import { findUserByEmail } from '#src/modules/auth/auth.repository'
import { adminCreate, parseAdminCreateArgs } from './operators.cli'
import { bootstrapOperator } from './operators.service'

/** A password no list of common passwords holds. */
const PASSWORD = 'mandi-bhav-tamatar-42'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: uniqueIp() })
}

async function sessionCount(userId: string): Promise<number> {
  const [row] = await t.app.db.select({ value: count() }).from(sessions).where(eq(sessions.userId, userId))
  return row!.value
}

/** An operator who has not enrolled yet, and the challenge their right password earned. */
async function passwordStep() {
  const { user, password } = await createUser(t.app, { role: 'admin' })
  const response = await post('/api/user/signin', { email: user.email, password })
  expect(response.statusCode, response.body).toBe(200)
  return { user, password, answer: response.json<{ secondFactor: string; challenge: string; message: string }>() }
}

describe('creating operators', () => {
  it('the command line makes an operator whose password is hashed with argon2id, and refuses a second one with the email', async () => {
    const email = uniqueEmail('ops')
    const args = parseAdminCreateArgs(['--email', email.toUpperCase(), '--name', 'Meena Ops'])
    if (typeof args === 'string') throw new Error(args)
    expect(await adminCreate(t.app, args, () => Promise.resolve(PASSWORD))).toContain(email)
    const user = await findUserByEmail(t.app.db, email)
    expect(user).toMatchObject({ role: 'admin', name: 'Meena Ops', language: 'en' })
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(user!.passwordHash!, PASSWORD)).toBe(true)
    const [created] = await t.app.db.select().from(auditLog).where(eq(auditLog.subjectUserId, user!.id))
    expect(created).toMatchObject({ action: 'operator.created', actorRole: 'system', actorUserId: null })
    await expect(adminCreate(t.app, args, () => Promise.resolve(PASSWORD))).rejects.toThrow(/already/i)
  })

  it('the command line refuses a weak password and a missing or malformed email', async () => {
    const args = parseAdminCreateArgs(['--email', uniqueEmail('ops')])
    if (typeof args === 'string') throw new Error(args)
    await expect(adminCreate(t.app, args, () => Promise.resolve('password'))).rejects.toThrow()
    expect(await findUserByEmail(t.app.db, args.emails[0]!)).toBeUndefined()
    expect(parseAdminCreateArgs([])).toEqual(expect.any(String))
    expect(parseAdminCreateArgs(['--email', 'not-an-email'])).toEqual(expect.any(String))
    expect(parseAdminCreateArgs(['--email', 'a@b.in', '--role', 'admin'])).toEqual(expect.any(String))
  })

  it('--reset-authenticator makes the next sign-in enrol again', async () => {
    const operator = await createOperator(t.app)
    const line = await adminCreate(t.app, { emails: [operator.user.email], name: 'x', resetAuthenticator: true }, () => {
      throw new Error('no password is asked for')
    })
    expect(line).toMatch(/forgotten/)
    const response = await post('/api/user/signin', { email: operator.user.email, password: operator.password })
    expect(response.json()).toMatchObject({ secondFactor: 'enrol' })
    await expect(
      adminCreate(t.app, { emails: [uniqueEmail('none')], name: 'x', resetAuthenticator: true }, () => Promise.resolve('')),
    ).rejects.toThrow(/No operator/)
  })

  it('ADMIN_EMAIL and ADMIN_PASSWORD make the operator once, and leave an existing account alone', async () => {
    const email = uniqueEmail('boot')
    const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, ADMIN_EMAIL: email, ADMIN_PASSWORD: PASSWORD })
    const deps = { db: t.app.db, config, log: t.app.log }
    expect(await bootstrapOperator(deps)).toBe('created')
    const created = await findUserByEmail(t.app.db, email)
    expect(created?.role).toBe('admin')
    expect(await bootstrapOperator(deps)).toBe('exists')
    const [row] = await t.app.db.select({ value: count() }).from(users).where(eq(users.email, email))
    expect(row!.value).toBe(1)

    const farmer = await createUser(t.app, { role: 'farmer' })
    const onFarmer = parseConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, ADMIN_EMAIL: farmer.user.email, ADMIN_PASSWORD: PASSWORD })
    expect(await bootstrapOperator({ ...deps, config: onFarmer })).toBe('exists')
    expect((await findUserByEmail(t.app.db, farmer.user.email))?.role).toBe('farmer')

    expect(await bootstrapOperator({ ...deps, config: parseConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir }) })).toBe('none')
  })

  it('ADMIN_PASSWORD that the policy refuses stops the start; ADMIN_EMAIL alone is a configuration error', async () => {
    const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, ADMIN_EMAIL: uniqueEmail('weak'), ADMIN_PASSWORD: '123456' })
    await expect(bootstrapOperator({ db: t.app.db, config, log: t.app.log })).rejects.toThrow(/^ADMIN_PASSWORD: /)
    expect(() => parseConfig({ ADMIN_EMAIL: uniqueEmail('alone') })).toThrow(/ADMIN_PASSWORD/)
  })

  it('sign-up cannot make an operator', async () => {
    const response = await post('/api/user/signup', { name: 'Sneaky', email: uniqueEmail('sneaky'), password: PASSWORD, role: 'admin' })
    expect(response.statusCode).toBe(400)
  })
})

describe('operator sign-in', () => {
  it('the password earns a challenge, not a session; farmers and buyers still get their token at once', async () => {
    const { user, answer } = await passwordStep()
    expect(answer).toEqual({ secondFactor: 'enrol', challenge: expect.any(String), message: en['operatorAuth.enrol'] })
    expect(answer).not.toHaveProperty('token')
    expect(await sessionCount(user.id)).toBe(0)

    const farmer = await createUser(t.app, { role: 'farmer' })
    const response = await post('/api/user/signin', { email: farmer.user.email, password: farmer.password })
    expect(Object.keys(response.json())).toEqual(['token', 'user', 'message'])
  })

  it('enrols from the QR code’s secret, then signs in with a code; the secret is stored sealed', async () => {
    const { user, password, answer } = await passwordStep()
    const enrol = await post('/api/admin/signin/enrol', { challenge: answer.challenge })
    expect(enrol.statusCode, enrol.body).toBe(200)
    expect(enrol.headers['cache-control']).toBe('no-store')
    const { secret, otpauthUrl, qrSvg } = enrol.json<{ secret: string; otpauthUrl: string; qrSvg: string }>()
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/KisanSetu:/)
    expect(otpauthUrl).toContain(`secret=${secret}`)
    expect(qrSvg).toMatch(/^<svg/)
    const [stored] = await t.app.db.select().from(operatorSecondFactors).where(eq(operatorSecondFactors.userId, user.id))
    expect(stored!.secretCiphertext).not.toContain(secret)
    expect(stored!.enrolledAt).toBeNull()
    expect(await sessionCount(user.id)).toBe(0)

    const confirm = await post('/api/admin/signin/enrol/confirm', { challenge: answer.challenge, code: totpCode(secret) })
    expect(confirm.statusCode, confirm.body).toBe(200)
    const { token } = confirm.json<{ token: string }>()
    expect(await sessionCount(user.id)).toBe(1)
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(token) })).statusCode).not.toBe(401)

    // Enrolled: the next sign-in asks for a code, and enrolment is closed.
    const again = await post('/api/user/signin', { email: user.email, password })
    const next = again.json<{ secondFactor: string; challenge: string }>()
    expect(next.secondFactor).toBe('totp')
    expect((await post('/api/admin/signin/enrol', { challenge: next.challenge })).statusCode).toBe(401)
    const signedIn = await post('/api/admin/signin/totp', { challenge: next.challenge, code: totpCode(secret, Date.now() + 30_000) })
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    expect(signedIn.json()).toMatchObject({ token: expect.any(String), user: { role: 'admin' } })
    const entries = await t.app.db.select().from(auditLog).where(eq(auditLog.subjectUserId, user.id)).orderBy(auditLog.id)
    expect(entries.map((entry) => [entry.action, entry.actorUserId])).toEqual([
      ['operator.totp_enrolled', user.id],
      ['operator.signed_in', user.id],
      ['operator.signed_in', user.id],
    ])
    expect(entries[0]!.ipTag).toEqual(expect.any(String))
  })

  it('a wrong code is a 400 and makes no session; the challenge stays usable', async () => {
    const operator = await createOperator(t.app)
    const before = await sessionCount(operator.user.id)
    const { challenge } = (await post('/api/user/signin', { email: operator.user.email, password: operator.password })).json<{
      challenge: string
    }>()
    const right = totpCode(operator.secret, Date.now() + 30_000)
    const wrong = right === '000000' ? '111111' : '000000'
    const response = await post('/api/admin/signin/totp', { challenge, code: wrong })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ message: en['operatorAuth.codeWrong'], fieldErrors: { code: [en['operatorAuth.codeWrong']] } })
    expect(await sessionCount(operator.user.id)).toBe(before)
    expect((await post('/api/admin/signin/totp', { challenge, code: right })).statusCode).toBe(200)
  })

  it('a code already used is refused, and so is a used or unknown challenge', async () => {
    const operator = await createOperator(t.app)
    const signInOnce = async () =>
      (await post('/api/user/signin', { email: operator.user.email, password: operator.password })).json<{ challenge: string }>().challenge
    // The code that confirmed enrolment, sent again on a new challenge: its time step is spent.
    const replayed = await post('/api/admin/signin/totp', { challenge: await signInOnce(), code: totpCode(operator.secret) })
    expect(replayed.statusCode).toBe(400)

    const challenge = await signInOnce()
    const code = totpCode(operator.secret, Date.now() + 30_000)
    expect((await post('/api/admin/signin/totp', { challenge, code })).statusCode).toBe(200)
    expect((await post('/api/admin/signin/totp', { challenge, code })).statusCode).toBe(401)
    expect((await post('/api/admin/signin/totp', { challenge: await signInOnce(), code })).statusCode).toBe(400)
    expect((await post('/api/admin/signin/totp', { challenge: 'made-up', code })).statusCode).toBe(401)
  })

  it('an expired challenge is refused', async () => {
    const { user, answer } = await passwordStep()
    await t.app.db
      .update(operatorChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(operatorChallenges.userId, user.id))
    const response = await post('/api/admin/signin/enrol', { challenge: answer.challenge })
    expect(response.statusCode).toBe(401)
    expect(response.json().message).toBe(en['operatorAuth.challengeExpired'])
  })

  it('after five wrong codes the operator waits (429), whatever the challenge', async () => {
    const operator = await createOperator(t.app)
    const { challenge } = (await post('/api/user/signin', { email: operator.user.email, password: operator.password })).json<{
      challenge: string
    }>()
    const right = totpCode(operator.secret, Date.now() + 30_000)
    const wrong = right === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) expect((await post('/api/admin/signin/totp', { challenge, code: wrong })).statusCode).toBe(400)
    const limited = await post('/api/admin/signin/totp', { challenge, code: right })
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBeDefined()
  })

  it('no other way of signing in gives an operator a session', async () => {
    const { user } = await passwordStep()
    const { startSession } = await import('#src/modules/auth/auth.service')
    await expect(startSession(t.app, t.app.db, user.id)).rejects.toMatchObject({ statusCode: 401 })
    expect(await sessionCount(user.id)).toBe(0)
  })

  it('an operator’s session is for 12 hours; a trader cannot use the second step', async () => {
    const operator = await createOperator(t.app)
    const [session] = await t.app.db.select().from(sessions).where(eq(sessions.userId, operator.user.id))
    const hours = (session!.expiresAt.getTime() - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(11.9)
    expect(hours).toBeLessThanOrEqual(12)
    const buyer = await createSignedInUser(t.app, 'buyer')
    expect((await post('/api/admin/signin/totp', { challenge: buyer.token.slice(-43), code: '123456' })).statusCode).toBe(401)
  })
})
