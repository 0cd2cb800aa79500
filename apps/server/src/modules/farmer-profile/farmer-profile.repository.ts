import { eq, inArray } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { farmerProfiles, pincodes, users, type FarmerProfileRow, type NewFarmerProfileRow } from '#src/db/schema/index'

/** The columns the profile form sets. */
export type FarmerProfileColumns = Omit<NewFarmerProfileRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>

export interface FarmerProfileWithUser {
  profile: FarmerProfileRow
  user: { name: string; email: string | null; profileImageKey: string | null }
}

export async function findFarmerProfileOfUser(db: Db, userId: string): Promise<FarmerProfileWithUser | undefined> {
  const [found] = await db
    .select({
      profile: farmerProfiles,
      user: { name: users.name, email: users.email, profileImageKey: users.profileImageKey },
    })
    .from(farmerProfiles)
    .innerJoin(users, eq(users.id, farmerProfiles.userId))
    .where(eq(farmerProfiles.userId, userId))
    .limit(1)
  return found
}

/** Inserts the user's profile, or returns undefined when they already have one (the unique index decides). */
export async function insertFarmerProfile(db: Db, userId: string, columns: FarmerProfileColumns): Promise<FarmerProfileRow | undefined> {
  const [row] = await db
    .insert(farmerProfiles)
    .values({ ...columns, userId })
    .onConflictDoNothing({ target: farmerProfiles.userId })
    .returning()
  return row
}

/** The user's profile, locked for the rest of the transaction; undefined when they have none. */
export async function lockFarmerProfileOfUser(tx: Db, userId: string): Promise<FarmerProfileRow | undefined> {
  const [row] = await tx.select().from(farmerProfiles).where(eq(farmerProfiles.userId, userId)).for('update')
  return row
}

/** Replaces the user's profile fields; undefined when they have no profile. */
export async function updateFarmerProfileOfUser(
  db: Db,
  userId: string,
  columns: FarmerProfileColumns,
): Promise<FarmerProfileRow | undefined> {
  const [row] = await db
    .update(farmerProfiles)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(farmerProfiles.userId, userId))
    .returning()
  return row
}

/** Which of `pins` the PIN directory lists. */
export async function findKnownPins(db: Db, pins: readonly string[]): Promise<Set<string>> {
  if (pins.length === 0) return new Set()
  const rows = await db
    .select({ pin: pincodes.pin })
    .from(pincodes)
    .where(inArray(pincodes.pin, [...pins]))
  return new Set(rows.map((row) => row.pin))
}
