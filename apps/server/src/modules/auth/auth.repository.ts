import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import type { Locale } from '@app/shared/messages/locales'
import type { Db } from '#src/db/client'
import { passwordResetTokens, users, type NewUserRow, type UserRow } from '#src/db/schema/index'

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1)
  return user
}

/** The account that signs in with this mobile number (E.164). */
export async function findUserByMobile(db: Db, mobile: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1)
  return user
}

/** Inserts the user, or returns undefined when the email is taken (no exception to decode). */
export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow | undefined> {
  const [user] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning()
  return user
}

export async function updateUserPassword(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId))
}

export async function updateUserLanguage(db: Db, userId: string, language: Locale): Promise<UserRow | undefined> {
  const [user] = await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId)).returning()
  return user
}

export async function insertResetToken(db: Db, values: { userId: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(passwordResetTokens).values(values)
}

/**
 * Whether a token with this hash can still be used (unused, unexpired): read before any costly
 * work, so a bogus link costs one indexed lookup. The claim below still decides under a race.
 */
export async function isResetTokenUsable(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(usable(tokenHash)).limit(1)
  return row !== undefined
}

function usable(tokenHash: string) {
  return and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, new Date()),
  )
}

/**
 * Marks an unused, unexpired token as used and returns it. One UPDATE does the check and the
 * claim, so two requests racing with the same link cannot both succeed.
 */
export async function claimResetToken(db: Db, tokenHash: string) {
  const [claimed] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(usable(tokenHash))
    .returning({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
  return claimed
}

export async function deleteOtherResetTokens(db: Db, userId: string, keepId: string): Promise<void> {
  await db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, userId), ne(passwordResetTokens.id, keepId)))
}

export async function findUserById(db: Db, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
  return user
}
