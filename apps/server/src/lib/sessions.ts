import { and, eq, lt, sql } from 'drizzle-orm'
import { msg } from '@app/shared/messages/refs'
import type { Db } from '#src/db/client'
import { preparedStatement } from '#src/db/prepared'
import { sessions, users, type UserRow } from '#src/db/schema/index'
import { AppError } from '#src/lib/app-error'
import type { TokenSigner } from '#src/lib/tokens'

/**
 * Sessions: a Bearer token names a row of `sessions`. A request is signed in only when the
 * token's HS256 signature holds AND its session row still exists, has not expired and belongs to
 * the token's subject, so deleting rows (logout, password reset) revokes tokens that would
 * otherwise verify for 7 days. Every request reads them, so they are infrastructure: the auth
 * plugin checks them, the auth module creates and ends them.
 */

/** A session, and so its Bearer token, lives 7 days. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000

/** Who is signed in on a request. */
export interface RequestAuth {
  user: UserRow
  sessionId: string
  /** When the session last proved its owner holds it (sessions.proven_at). */
  provenAt: Date | null
}

/** A new session: signing in is itself proof that its owner holds it. */
export async function insertSession(db: Db, values: { userId: string; expiresAt: Date }) {
  const [session] = await db
    .insert(sessions)
    .values({ ...values, provenAt: new Date() })
    .returning()
  if (!session) throw new Error('session insert returned no row')
  return session
}

const sessionWithUser = preparedStatement('session_with_user', (db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1),
)

/** The session and its user; read by every signed-in request, so prepared once. */
export async function findSessionWithUser(db: Db, sessionId: string) {
  const [found] = await sessionWithUser(db, { sessionId })
  return found
}

/** The session showed just now that its owner holds it (a password, or a code to the account's contact). */
export async function markSessionProven(db: Db, sessionId: string): Promise<Date> {
  const provenAt = new Date()
  await db.update(sessions).set({ provenAt }).where(eq(sessions.id, sessionId))
  return provenAt
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId))
}

export async function deleteSessionsOfUser(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId))
}

export async function deleteExpiredSessionsOfUser(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())))
}

/** The token of an `Authorization: Bearer <token>` header; null for any other header or none. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1] ?? null
}

/** The live session a Bearer header names, with its user; null when there is none. */
export async function authenticateBearer(deps: { db: Db; tokens: TokenSigner }, header: string | undefined): Promise<RequestAuth | null> {
  const token = bearerToken(header)
  if (!token) return null
  const claims = await deps.tokens.verify(token)
  if (!claims) return null
  const found = await findSessionWithUser(deps.db, claims.sessionId)
  if (!found || found.user.id !== claims.userId || found.session.expiresAt.getTime() <= Date.now()) return null
  // Suspending deletes the account's sessions; this keeps a session made in a race with it dead too.
  if (found.user.suspendedAt) return null
  return { user: found.user, sessionId: found.session.id, provenAt: found.session.provenAt }
}

export function unauthenticated(): AppError {
  return new AppError(401, 'UNAUTHENTICATED', msg('auth.signInRequired'))
}

/** The signed-in user of a request that passed `app.authenticate` (or `app.requireRole`). */
export function getAuth(request: { auth: RequestAuth | null }): RequestAuth {
  if (!request.auth) throw unauthenticated()
  return request.auth
}
