import { randomUUID } from 'node:crypto'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { createTokenSigner, randomToken, sha256 } from './tokens'

const SECRET = 's'.repeat(40)
const claims = { userId: randomUUID(), sessionId: randomUUID() }
const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000)

describe('token signer', () => {
  it('round-trips sub and sid in an HS256 JWT', async () => {
    const signer = createTokenSigner(SECRET)
    const token = await signer.sign(claims, inAWeek())
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toMatchObject({ alg: 'HS256' })
    expect(await signer.verify(token)).toEqual(claims)
  })

  it('refuses tokens signed with another key, expired, unsigned or of another algorithm', async () => {
    const signer = createTokenSigner(SECRET)
    const otherKey = await createTokenSigner('o'.repeat(40)).sign(claims, inAWeek())
    const expired = await signer.sign(claims, new Date(Date.now() - 1000))
    const payload = Buffer.from(JSON.stringify({ sub: claims.userId, sid: claims.sessionId })).toString('base64url')
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`
    const hs512 = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(claims.userId)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET))
    const notUuid = await new SignJWT({ sid: 'abc' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET))
    for (const token of [otherKey, expired, none, hs512, notUuid, 'garbage', '']) {
      expect(await signer.verify(token)).toBeNull()
    }
  })
})

describe('reset tokens', () => {
  it('are 32 random bytes in base64url, stored as a SHA-256 hex digest', () => {
    const token = randomToken()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(randomToken()).not.toBe(token)
    expect(sha256(token)).toMatch(/^[0-9a-f]{64}$/)
  })
})
