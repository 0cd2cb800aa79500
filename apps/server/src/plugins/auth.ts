import { mkdir, open, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { en } from '@app/shared/messages/en'
import type { Role } from '@app/shared/roles'
import { AppError } from '#src/lib/app-error'
import { createTokenSigner, randomToken, type TokenSigner } from '#src/lib/tokens'
import type { UserRow } from '#src/db/schema/users'
import { findSessionWithUser } from '#src/modules/auth/auth.repository'

export interface RequestAuth {
  user: UserRow
  sessionId: string
}

/**
 * A route hook. Use it as `onRequest`, so a request without a valid session gets its 401 before
 * its body or params are even parsed.
 */
export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenSigner
    /** 401 unless the request carries a live session's Bearer token. */
    authenticate: AuthHook
    /** 401 without a session, 403 when the user's role is not `role`. */
    requireRole(role: Role): AuthHook
  }
  interface FastifyRequest {
    auth: RequestAuth | null
  }
}

/**
 * The JWT key: JWT_SECRET when set; otherwise a random key generated on first start and kept in
 * DATA_DIR/secrets/jwt-secret (owner-only), so sessions survive restarts and no secret is committed.
 */
export async function resolveJwtSecret(config: { jwtSecret?: string | undefined; dataDir: string }): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret
  const dir = path.join(config.dataDir, 'secrets')
  const file = path.join(dir, 'jwt-secret')
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

function unauthenticated(): AppError {
  return new AppError(401, 'UNAUTHENTICATED', en['auth.signInRequired'])
}

/** The signed-in user of a request that passed `authenticate`. */
export function getAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthenticated()
  return request.auth
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1] ?? null
}

/**
 * Sessions (STYLE.md §6): a request is signed in only when the token's HS256 signature holds AND
 * its session row still exists, has not expired and belongs to the token's subject. Logout and
 * password reset delete rows, which revokes tokens that would otherwise verify for 7 days.
 */
export default fp(
  async function authPlugin(app: FastifyInstance) {
    app.decorate('tokens', createTokenSigner(await resolveJwtSecret(app.config)))
    app.decorateRequest('auth', null)

    const authenticate: AuthHook = async function (request) {
      const token = bearerToken(request)
      if (!token) throw unauthenticated()
      const claims = await app.tokens.verify(token)
      if (!claims) throw unauthenticated()
      const found = await findSessionWithUser(app.db, claims.sessionId)
      if (!found || found.user.id !== claims.userId || found.session.expiresAt.getTime() <= Date.now()) {
        throw unauthenticated()
      }
      request.auth = { user: found.user, sessionId: found.session.id }
    }

    app.decorate('authenticate', authenticate)
    app.decorate('requireRole', (role: Role): AuthHook => {
      return async function (request, reply) {
        await authenticate(request, reply)
        if (getAuth(request).user.role !== role) throw new AppError(403, 'FORBIDDEN', en['error.forbidden'])
      }
    })
  },
  { name: 'auth', dependencies: ['db'] },
)
