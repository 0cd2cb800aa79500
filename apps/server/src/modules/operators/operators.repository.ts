import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { operatorChallenges, operatorSecondFactors, type OperatorSecondFactorRow } from '#src/db/schema/index'

export async function findSecondFactor(db: Db, userId: string): Promise<OperatorSecondFactorRow | undefined> {
  const [row] = await db.select().from(operatorSecondFactors).where(eq(operatorSecondFactors.userId, userId)).limit(1)
  return row
}

/**
 * Keeps a new secret to enrol, replacing one shown before and never confirmed; undefined when the
 * operator has enrolled meanwhile (an enrolled secret is never replaced this way).
 */
export async function putPendingSecret(db: Db, userId: string, secretCiphertext: string): Promise<boolean> {
  const rows = await db
    .insert(operatorSecondFactors)
    .values({ userId, secretCiphertext })
    .onConflictDoUpdate({
      target: operatorSecondFactors.userId,
      set: { secretCiphertext, lastTimeStep: null, createdAt: new Date() },
      setWhere: isNull(operatorSecondFactors.enrolledAt),
    })
    .returning({ userId: operatorSecondFactors.userId })
  return rows.length > 0
}

/**
 * Takes the code of `timeStep`: only when no code of this step or a later one was taken before,
 * so a code seen over a shoulder or replayed from a log is refused. `enrolling` confirms a pending
 * secret and marks it enrolled in the same step; otherwise the secret must be enrolled already.
 */
export async function takeTimeStep(db: Db, userId: string, timeStep: number, enrolling: boolean): Promise<boolean> {
  const rows = await db
    .update(operatorSecondFactors)
    .set(enrolling ? { lastTimeStep: timeStep, enrolledAt: new Date() } : { lastTimeStep: timeStep })
    .where(
      and(
        eq(operatorSecondFactors.userId, userId),
        enrolling ? isNull(operatorSecondFactors.enrolledAt) : isNotNull(operatorSecondFactors.enrolledAt),
        or(isNull(operatorSecondFactors.lastTimeStep), lt(operatorSecondFactors.lastTimeStep, timeStep)),
      ),
    )
    .returning({ userId: operatorSecondFactors.userId })
  return rows.length > 0
}

export async function insertChallenge(
  db: Db,
  values: { userId: string; tokenHash: string; kind: 'totp' | 'enrol'; expiresAt: Date },
): Promise<void> {
  await db.insert(operatorChallenges).values(values)
}

const usable = (tokenHash: string) =>
  and(eq(operatorChallenges.tokenHash, tokenHash), isNull(operatorChallenges.usedAt), gt(operatorChallenges.expiresAt, new Date()))

/** The unused, unexpired challenge with this hash. */
export async function findUsableChallenge(db: Db, tokenHash: string) {
  const [row] = await db.select().from(operatorChallenges).where(usable(tokenHash)).limit(1)
  return row
}

/** Uses the challenge up; false when another request used it first. */
export async function claimChallenge(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(operatorChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(operatorChallenges.id, id), isNull(operatorChallenges.usedAt)))
    .returning({ id: operatorChallenges.id })
  return rows.length > 0
}

/** Challenges of the operator that ended (used or expired): nothing reads them again. */
export async function deleteSpentChallenges(db: Db, userId: string): Promise<void> {
  await db
    .delete(operatorChallenges)
    .where(
      and(eq(operatorChallenges.userId, userId), or(isNotNull(operatorChallenges.usedAt), lt(operatorChallenges.expiresAt, new Date()))),
    )
}

export async function deleteSecondFactor(db: Db, userId: string): Promise<void> {
  await db.delete(operatorSecondFactors).where(eq(operatorSecondFactors.userId, userId))
}
