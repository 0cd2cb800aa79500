import { createHash, randomBytes } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'

export interface SessionClaims {
  userId: string
  sessionId: string
}

export interface TokenSigner {
  sign(claims: SessionClaims, expiresAt: Date): Promise<string>
  /** The claims of a genuine, unexpired HS256 token; null for anything else. */
  verify(token: string): Promise<SessionClaims | null>
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Bearer tokens: JWT HS256 carrying `sub` (user id), `sid` (session id) and `exp`. */
export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret)
  return {
    sign: ({ userId, sessionId }, expiresAt) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    async verify(token) {
      try {
        // Pinning the algorithm refuses `alg: none` and any algorithm-confusion token.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null
        if (!UUID.test(payload.sub) || !UUID.test(payload.sid)) return null
        return { userId: payload.sub, sessionId: payload.sid }
      } catch {
        return null
      }
    },
  }
}

/** A random secret of 32 bytes, base64url: used for reset tokens and a generated JWT key. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** SHA-256 hex: reset tokens are stored only in this form. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}
