import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import type { Locale } from '@app/shared/messages/locales'
import type { Db } from '#src/db/client'
import { passwordResetTokens, users, type NewUserRow, type UserRow } from '#src/db/schema/index'

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1)
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
 * Marks an unused, unexpired token as used and returns it. One UPDATE does the check and the
 * claim, so two requests racing with the same link cannot both succeed.
 */
export async function claimResetToken(db: Db, tokenHash: string) {
  const [claimed] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())),
    )
    .returning({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
  return claimed
}

export async function deleteOtherResetTokens(db: Db, userId: string, keepId: string): Promise<void> {
  await db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, userId), ne(passwordResetTokens.id, keepId)))
}
