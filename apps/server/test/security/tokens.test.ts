import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '#src/db/schema/index'
import { randomToken, sha256 } from '#src/lib/tokens'
import { insertResetToken } from '#src/modules/auth/auth.repository'
import { SESSION_TTL_MS } from '#src/lib/sessions'
import { buildTestApp, type TestApp } from '../build-test-app'
import { bearer, createSignedInUser, uniqueEmail, uniqueIp } from '../factories'

/**
 * Tokens and sessions: nothing but a genuine token of a live session signs a request in. Already
 * covered elsewhere, and not repeated here:
 * - a token with a forged signature, `alg: none`, or that is not a JWT; a token after logout; the
 *   token of an expired session row; a reset link used twice, after expiry, or after a newer link
 *   was used: src/modules/auth/auth.test.ts ("tokens and POST /api/user/logout", "password reset");
 * - other keys, other algorithms (HS512), a JWT whose exp has passed, claims that are not UUIDs, at
 *   the signer itself: src/lib/tokens.test.ts.
 * Here: what those leave open, through the API.
 */

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

/** A read any signed-in user may make: a token it answers 200 is live. */
const SIGNED_IN_READ = '/api/orders'
/** A call of each kind a token opens: a farmer's data, any user's data, a write. */
const FARMER_CALLS = [
  { method: 'GET' as const, url: '/api/addProductByFarmer/get-productByFarmer' },
  { method: 'GET' as const, url: '/api/orders' },
  { method: 'POST' as const, url: '/api/user/logout' },
]

async function expectRefused(token: string, what: string) {
  for (const call of FARMER_CALLS) {
    const response = await t.app.inject({ ...call, headers: bearer(token) })
    expect(response.statusCode, `${what}: ${call.method} ${call.url}`).toBe(401)
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please sign-in first.' })
  }
}

function part(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

function claimsOf(token: string): { sub: string; sid: string; exp: number; iat: number } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())
}

describe('forged and altered tokens', () => {
  it('refuses a genuine token whose payload was edited to name another user', async () => {
    const victim = await createSignedInUser(t.app, 'farmer')
    const attacker = await createSignedInUser(t.app, 'buyer')
    const [header, , signature] = attacker.token.split('.')
    const claims = claimsOf(attacker.token)
    const edited = `${header}.${part({ ...claims, sub: victim.user.id })}.${signature}`
    await expectRefused(edited, 'payload edited to the victim')
    // …and one edited to live longer.
    await expectRefused(`${header}.${part({ ...claims, exp: claims.exp + 3600 })}.${signature}`, 'exp edited')
    // The genuine token still works: the refusals came from the edits.
    expect((await t.app.inject({ method: 'GET', url: SIGNED_IN_READ, headers: bearer(attacker.token) })).statusCode).toBe(200)
  })

  it('refuses a token signed with another key, or whose header names another algorithm', async () => {
    const { user, token } = await createSignedInUser(t.app, 'farmer')
    const { sid } = claimsOf(token)
    const otherKey = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-0123'))
    await expectRefused(otherKey, 'another key')
    const [, payload] = token.split('.')
    for (const alg of ['none', 'None', 'NONE', 'RS256', 'HS512']) {
      await expectRefused(`${part({ alg, typ: 'JWT' })}.${payload}.`, `alg ${alg}, no signature`)
      await expectRefused(`${part({ alg, typ: 'JWT' })}.${payload}.${token.split('.')[2]}`, `alg ${alg}, HS256 signature`)
    }
  })

  it('refuses a token whose session belongs to another user, even when correctly signed', async () => {
    // Only the server's key can make this token; the check guards against a bug that would mint one.
    const owner = await createSignedInUser(t.app, 'farmer')
    const other = await createSignedInUser(t.app, 'buyer')
    const crossed = await t.app.tokens.sign(
      { userId: other.user.id, sessionId: claimsOf(owner.token).sid },
      new Date(Date.now() + SESSION_TTL_MS),
    )
    await expectRefused(crossed, 'another user’s session')
    const unknownSession = await t.app.tokens.sign({ userId: owner.user.id, sessionId: randomUUID() }, new Date(Date.now() + 60_000))
    await expectRefused(unknownSession, 'no such session')
  })
})

describe('expiry and revocation', () => {
  it('refuses a token whose exp has passed although its session row is still live', async () => {
    const { user, token } = await createSignedInUser(t.app, 'farmer')
    const { sid } = claimsOf(token)
    const expired = await t.app.tokens.sign({ userId: user.id, sessionId: sid }, new Date(Date.now() - 1000))
    const [session] = await t.app.db.select().from(sessions).where(eq(sessions.id, sid))
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now())
    await expectRefused(expired, 'expired JWT')
    expect((await t.app.inject({ method: 'GET', url: SIGNED_IN_READ, headers: bearer(token) })).statusCode).toBe(200)
  })

  it('signs tokens that expire with their session, seven days on', async () => {
    const { token } = await createSignedInUser(t.app, 'buyer')
    const { sid, exp, iat } = claimsOf(token)
    const [session] = await t.app.db.select().from(sessions).where(eq(sessions.id, sid))
    expect(exp).toBe(Math.floor(session!.expiresAt.getTime() / 1000))
    expect(exp - iat).toBeGreaterThan(SESSION_TTL_MS / 1000 - 5)
    expect(exp - iat).toBeLessThanOrEqual(SESSION_TTL_MS / 1000)
  })

  it('refuses the token of a deleted user, and deleting the user removes their sessions', async () => {
    const { user, token } = await createSignedInUser(t.app, 'farmer')
    expect((await t.app.inject({ method: 'GET', url: SIGNED_IN_READ, headers: bearer(token) })).statusCode).toBe(200)
    await t.app.db.delete(users).where(eq(users.id, user.id))
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([])
    await expectRefused(token, 'deleted user')
  })

  it('logout on one device leaves the user’s other sessions signed in', async () => {
    const { user, token } = await createSignedInUser(t.app, 'farmer')
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/user/signin',
      payload: { email: user.email, password: 'secret-pass-1' },
      remoteAddress: uniqueIp(),
    })
    const secondDevice = signin.json<{ token: string }>().token
    expect((await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(token) })).statusCode).toBe(200)
    await expectRefused(token, 'logged-out device')
    expect((await t.app.inject({ method: 'GET', url: SIGNED_IN_READ, headers: bearer(secondDevice) })).statusCode).toBe(200)
  })
})

describe('stored passwords', () => {
  it('are argon2id hashes only: sign-up and reset store no plain text', async () => {
    const email = uniqueEmail('hash')
    const password = 'plain-text-secret-42'
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { name: 'Hash Check', email, password, role: 'buyer' },
      remoteAddress: uniqueIp(),
    })
    expect(signup.statusCode).toBe(201)

    const rows = await t.app.db.select().from(users)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      // Parameters as hashPassword sets them: argon2id v1.3, 19 MiB, 2 passes, 1 lane.
      expect(row.passwordHash, row.email ?? row.id).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/)
    }
    const [row] = rows.filter((candidate) => candidate.email === email)
    expect(JSON.stringify(row)).not.toContain(password)

    const resetToken = randomToken()
    await insertResetToken(t.app.db, { userId: row!.id, tokenHash: sha256(resetToken), expiresAt: new Date(Date.now() + 60_000) })
    const newPassword = 'another-plain-secret-7'
    const reset = await t.app.inject({ method: 'POST', url: '/api/user/resetPassword', payload: { token: resetToken, newPassword } })
    expect(reset.statusCode).toBe(200)
    const [afterReset] = await t.app.db.select().from(users).where(eq(users.id, row!.id))
    expect(afterReset!.passwordHash).toMatch(/^\$argon2id\$v=19\$/)
    expect(afterReset!.passwordHash).not.toBe(row!.passwordHash)
    expect(JSON.stringify(afterReset)).not.toContain(newPassword)
  })
})
