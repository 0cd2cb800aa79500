import type { User } from '@app/shared/auth'
import { msg } from '@app/shared/messages/refs'
import { RESET_TOKEN_TTL_MINUTES } from '@app/shared/limits'
import type { Locale } from '@app/shared/messages/locales'
import { localePath, paths } from '@app/shared/paths'
import type { Role } from '@app/shared/roles'
import type { AppDeps } from '#src/app-deps'
import type { UserRow } from '#src/db/schema/users'
import { AppError } from '#src/lib/app-error'
import { translator } from '#src/lib/i18n'
import { getDummyPasswordHash, hashPassword, verifyPassword } from '#src/lib/passwords'
import {
  deleteExpiredSessionsOfUser,
  deleteSession,
  deleteSessionsOfUser,
  insertSession,
  SESSION_TTL_MS,
  unauthenticated,
} from '#src/lib/sessions'
import { randomToken, sha256 } from '#src/lib/tokens'
import { buildResetMail } from './auth.mail'
import * as repo from './auth.repository'

/** The user as every response shows it: never the password hash. */
export function toUserDto(user: UserRow): User {
  return {
    _id: user.id,
    role: user.role,
    name: user.name,
    email: user.email,
    phone: user.phone,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
  }
}

/** A new account, reading in `language` (the language the sign-up was made in). */
export async function signUp(
  deps: Pick<AppDeps, 'db'>,
  input: { name: string; email: string; password: string; role: Role; language: Locale },
): Promise<UserRow> {
  // Cheap early answer for the common case; the unique index still decides under a race.
  if (await repo.findUserByEmail(deps.db, input.email)) throw emailTaken()
  const passwordHash = await hashPassword(input.password)
  const user = await repo.insertUser(deps.db, {
    name: input.name,
    email: input.email,
    role: input.role,
    language: input.language,
    passwordHash,
  })
  if (!user) throw emailTaken()
  return user
}

function emailTaken(): AppError {
  return new AppError(409, 'CONFLICT', msg('auth.emailTaken'), { email: [msg('auth.emailTaken')] })
}

function invalidCredentials(): AppError {
  return new AppError(401, 'UNAUTHENTICATED', msg('auth.invalidCredentials'))
}

export async function signIn(
  deps: Pick<AppDeps, 'db' | 'tokens'>,
  input: { email: string; password: string },
): Promise<{ token: string; user: UserRow }> {
  const user = await repo.findUserByEmail(deps.db, input.email)
  // Verify against a dummy hash when the email is unknown: the same work, the same answer, so
  // neither the message nor the timing tells an attacker which emails have accounts.
  const passwordHash = user?.passwordHash ?? (await getDummyPasswordHash())
  const passwordMatches = await verifyPassword(passwordHash, input.password)
  if (!user || !passwordMatches) throw invalidCredentials()

  await deleteExpiredSessionsOfUser(deps.db, user.id)
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS)
  const session = await insertSession(deps.db, { userId: user.id, expiresAt })
  const token = await deps.tokens.sign({ userId: user.id, sessionId: session.id }, expiresAt)
  return { token, user }
}

export async function signOut(deps: Pick<AppDeps, 'db'>, sessionId: string): Promise<void> {
  await deleteSession(deps.db, sessionId)
}

/**
 * Starts a password reset. Says nothing about whether the email has an account: the caller
 * answers the same either way, so the form cannot be used to find out who has an account. Only
 * the token's hash is stored, so a leaked database holds no usable reset link.
 */
export async function requestPasswordReset(deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>, email: string): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, email)
  if (!user) return
  const token = randomToken()
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60 * 1000)
  await repo.insertResetToken(deps.db, { userId: user.id, tokenHash: sha256(token), expiresAt })
  // The reset page in the account's language, so the mail and the page it opens read alike.
  const link = `${deps.config.publicUrl}${localePath(user.language, paths.resetPassword)}?token=${encodeURIComponent(token)}`
  await deps.mailer.send(buildResetMail(translator(user.language), user.email, user.name, link))
}

/**
 * Sets a new password with a reset token. The token is used up; the user's other reset links and
 * every signed-in session end, so whoever knew the old password is signed out everywhere.
 */
export async function resetPassword(deps: Pick<AppDeps, 'db'>, input: { token: string; password: string }) {
  const passwordHash = await hashPassword(input.password)
  const userId = await deps.db.transaction(async (tx) => {
    const claimed = await repo.claimResetToken(tx, sha256(input.token))
    if (!claimed) return undefined
    await repo.updateUserPassword(tx, claimed.userId, passwordHash)
    await repo.deleteOtherResetTokens(tx, claimed.userId, claimed.id)
    await deleteSessionsOfUser(tx, claimed.userId)
    return claimed.userId
  })
  if (!userId) throw new AppError(400, 'VALIDATION_FAILED', msg('reset.invalidLink'), { token: [msg('reset.invalidLink')] })
}

/** Sets the account's language; answers the account as it now is. */
export async function setLanguage(deps: Pick<AppDeps, 'db'>, userId: string, language: Locale): Promise<UserRow> {
  const user = await repo.updateUserLanguage(deps.db, userId, language)
  // The row was read by `authenticate` a moment ago; only a concurrent account deletion gets here.
  if (!user) throw unauthenticated()
  return user
}
