import { and, eq, gt, gte, isNull, lt, ne, sql } from 'drizzle-orm'
import type { CodeChannel } from '@app/shared/account-security'
import type { Db } from '#src/db/client'
import { emailTokens, oneTimeCodes, users, type NewUserRow, type UserRow } from '#src/db/schema/index'
import { isUniqueViolation } from '#src/lib/database-errors'

/** A span of `seconds` as SQL, counted on the database's clock so every server reads the same time. */
function seconds(value: number) {
  return sql`(${value}::int * interval '1 second')`
}

/**
 * Holds the one-time codes of `recipient` (a number or an email) for the rest of the transaction:
 * two requests for the same one (on one server or several) take turns, so the resend wait and the
 * hourly cap read rows that no other request is about to add to. An advisory lock, since there
 * may be no row to lock yet.
 */
export async function lockCodesOf(tx: Db, recipient: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`one-time-codes:${recipient}`}, 0))`)
}

export interface RecentSends {
  /** Codes sent to the recipient in the last `windowSeconds`. */
  sent: number
  /**
   * Seconds until the newest code not yet entered is `resendSeconds` old (≤ 0: already); null
   * without one. A code that was entered does not hold the next one back: whoever signed up may
   * sign in on another phone at once.
   */
  resendWaitSeconds: number | null
  /** Seconds until the oldest of them leaves the window; null without one. */
  windowWaitSeconds: number | null
}

/** What the codes sent to `recipient` lately allow, read from the rows (and so the same on every server). */
export async function findRecentSends(db: Db, recipient: string, resendSeconds: number, windowSeconds: number): Promise<RecentSends> {
  const [row] = await db
    .select({
      sent: sql<number>`count(*)::int`,
      resendWaitSeconds: sql<
        number | null
      >`ceil(extract(epoch from max(${oneTimeCodes.createdAt}) filter (where ${oneTimeCodes.usedAt} is null) + ${seconds(resendSeconds)} - now()))::int`,
      windowWaitSeconds: sql<
        number | null
      >`ceil(extract(epoch from min(${oneTimeCodes.createdAt}) + ${seconds(windowSeconds)} - now()))::int`,
    })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.recipient, recipient), gt(oneTimeCodes.createdAt, sql`now() - ${seconds(windowSeconds)}`)))
  return { sent: row?.sent ?? 0, resendWaitSeconds: row?.resendWaitSeconds ?? null, windowWaitSeconds: row?.windowWaitSeconds ?? null }
}

/**
 * The wrong codes tried for `recipient` in the last `windowSeconds`, all its codes together (every try
 * counts an attempt; a used code had one right one), and the seconds until the oldest of those
 * codes leaves the window.
 */
export async function countWrongTries(
  db: Db,
  recipient: string,
  windowSeconds: number,
): Promise<{ wrong: number; windowWaitSeconds: number }> {
  const [row] = await db
    .select({
      wrong: sql<number>`(coalesce(sum(${oneTimeCodes.attempts}), 0) - count(${oneTimeCodes.usedAt}))::int`,
      windowWaitSeconds: sql<
        number | null
      >`ceil(extract(epoch from min(${oneTimeCodes.createdAt}) + ${seconds(windowSeconds)} - now()))::int`,
    })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.recipient, recipient), gt(oneTimeCodes.createdAt, sql`now() - ${seconds(windowSeconds)}`)))
  return { wrong: row?.wrong ?? 0, windowWaitSeconds: Math.max(1, row?.windowWaitSeconds ?? 0) }
}

/** Codes sent by SMS to any number in the last `windowSeconds`: what the hourly SMS cap counts. */
export async function countAllSendsSince(db: Db, windowSeconds: number): Promise<number> {
  const [row] = await db
    .select({ sent: sql<number>`count(*)::int` })
    .from(oneTimeCodes)
    .where(and(gt(oneTimeCodes.createdAt, sql`now() - ${seconds(windowSeconds)}`), eq(oneTimeCodes.channel, 'sms')))
  return row?.sent ?? 0
}

/**
 * Stores a new code for `recipient`, valid `ttlSeconds`: its live codes end (only the newest
 * message works) and rows too old to count towards any limit are dropped.
 */
export async function insertCodeReplacingOlder(
  tx: Db,
  values: { recipient: string; channel: CodeChannel; codeHash: string; ttlSeconds: number; keepSeconds: number },
): Promise<string> {
  await tx
    .delete(oneTimeCodes)
    .where(and(eq(oneTimeCodes.recipient, values.recipient), lt(oneTimeCodes.createdAt, sql`now() - ${seconds(values.keepSeconds)}`)))
  await tx
    .update(oneTimeCodes)
    .set({ expiresAt: sql`now()` })
    .where(liveCodesOf(values.recipient))
  const [row] = await tx
    .insert(oneTimeCodes)
    .values({
      recipient: values.recipient,
      channel: values.channel,
      codeHash: values.codeHash,
      expiresAt: sql`now() + ${seconds(values.ttlSeconds)}`,
    })
    .returning({ id: oneTimeCodes.id })
  if (!row) throw new Error('one-time code insert returned no row')
  return row.id
}

export async function deleteCode(db: Db, id: string): Promise<void> {
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id))
}

/** The live (unused, unexpired) codes of `recipient`. */
function liveCodesOf(recipient: string) {
  return and(eq(oneTimeCodes.recipient, recipient), isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, sql`now()`))
}

/**
 * Counts one try against the live code of `recipient`, unless it has had `maxAttempts` already, and
 * answers its hash to compare with. One UPDATE checks and counts, so parallel tries queue on the
 * row and no more than `maxAttempts` of them ever get a hash. Empty when there is no live code or
 * its tries are used up.
 */
export async function countAttempt(db: Db, recipient: string, maxAttempts: number): Promise<{ id: string; codeHash: string }[]> {
  return db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(liveCodesOf(recipient), lt(oneTimeCodes.attempts, maxAttempts)))
    .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash })
}

/** Whether `recipient` has a live code whose tries are used up (as opposed to none at all). */
export async function hasExhaustedCode(db: Db, recipient: string, maxAttempts: number): Promise<boolean> {
  const [row] = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(and(liveCodesOf(recipient), gte(oneTimeCodes.attempts, maxAttempts)))
    .limit(1)
  return row !== undefined
}

/**
 * Marks the code used, if it still is live. One UPDATE does the check and the claim, so two
 * requests with the same right code cannot both succeed.
 */
export async function claimCode(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, sql`now()`)))
    .returning({ id: oneTimeCodes.id })
  return rows.length > 0
}

/** The user's row, locked for the rest of the transaction: what a change reads as "before" is what it changes. */
export async function lockUser(tx: Db, userId: string): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
  return user
}

/** Inserts the user, or returns undefined when its mobile number (or email) is taken. */
export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow | undefined> {
  const [user] = await db.insert(users).values(values).onConflictDoNothing().returning()
  return user
}

/**
 * Updates the user's row, or returns undefined when the change would take another account's
 * mobile number or email (the unique index decides, in a savepoint so the caller's transaction
 * stays usable).
 */
export async function updateUserUnlessTaken(db: Db, userId: string, values: Partial<NewUserRow>): Promise<UserRow | undefined> {
  try {
    return await db.transaction(async (savepoint) => {
      const [user] = await savepoint
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning()
      return user
    })
  } catch (error) {
    if (isUniqueViolation(error)) return undefined
    throw error
  }
}

/** Sets the account's mobile number (E.164); undefined when another account has it. */
export function setUserMobile(db: Db, userId: string, mobile: string): Promise<UserRow | undefined> {
  return updateUserUnlessTaken(db, userId, { mobile })
}

/** Sets the account's email as confirmed now; undefined when another account has it. */
export function setUserVerifiedEmail(db: Db, userId: string, email: string): Promise<UserRow | undefined> {
  return updateUserUnlessTaken(db, userId, { email, emailVerifiedAt: new Date() })
}

/** Whether an account other than `userId` signs in with `email`. */
export async function isEmailOfAnotherUser(db: Db, email: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1)
  return row !== undefined
}

/** A new confirmation link for the user; their earlier unused links stop working (only the newest mail counts). */
export async function replaceEmailToken(db: Db, values: { userId: string; email: string; tokenHash: string; expiresAt: Date }) {
  await db.transaction(async (tx) => {
    await tx.delete(emailTokens).where(and(eq(emailTokens.userId, values.userId), isNull(emailTokens.usedAt)))
    await tx.insert(emailTokens).values(values)
  })
}

/** Marks an unused, unexpired link as used and returns whose it is and the email it confirms (race-safe, as claimCode). */
export async function claimEmailToken(db: Db, tokenHash: string): Promise<{ userId: string; email: string } | undefined> {
  const [claimed] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.tokenHash, tokenHash), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, new Date())))
    .returning({ userId: emailTokens.userId, email: emailTokens.email })
  return claimed
}
