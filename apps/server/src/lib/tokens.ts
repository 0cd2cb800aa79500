import { createHash, randomBytes, subtle, type webcrypto } from 'node:crypto'
import { mkdir, open, readFile } from 'node:fs/promises'
import path from 'node:path'
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
  // Imported once, on first use: jose imports a key given as bytes again on every call.
  let imported: Promise<webcrypto.CryptoKey> | undefined
  const hmacKey = () =>
    (imported ??= subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']))
  return {
    sign: async ({ userId, sessionId }, expiresAt) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await hmacKey()),
    async verify(token) {
      try {
        // Pinning the algorithm refuses `alg: none` and any algorithm-confusion token.
        const { payload } = await jwtVerify(token, await hmacKey(), { algorithms: ['HS256'] })
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

/**
 * The JWT key: JWT_SECRET when set; otherwise a random key generated on first start and kept in
 * DATA_DIR/secrets/jwt-secret (owner-only), so sessions survive restarts and no secret is committed.
 */
export async function resolveJwtSecret(config: { jwtSecret?: string | undefined; dataDir: string }): Promise<string> {
  return config.jwtSecret ?? keptSecret(config.dataDir, 'jwt-secret')
}

/**
 * A random secret generated the first time it is asked for and kept in DATA_DIR/secrets/<name>
 * (owner-only), so it survives restarts and is never committed.
 */
export async function keptSecret(dataDir: string, name: string): Promise<string> {
  const dir = path.join(dataDir, 'secrets')
  const file = path.join(dir, name)
  await mkdir(dir, { recursive: true, mode: 0o700 })
  try {
    // 'wx' fails if the file exists, so two processes starting together keep one secret.
    const handle = await open(file, 'wx', 0o600)
    const secret = randomToken()
    await handle.writeFile(secret)
    await handle.close()
    return secret
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    const secret = (await readFile(file, 'utf8')).trim()
    if (secret.length < 32) throw new Error(`${file} holds no usable secret; delete it to generate a new one`)
    return secret
  }
}
