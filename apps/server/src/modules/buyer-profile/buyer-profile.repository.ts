import { eq } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { buyerProfiles, users, type BuyerProfileRow, type NewBuyerProfileRow } from '#src/db/schema/index'

/** The columns the profile form sets. */
export type BuyerProfileColumns = Omit<NewBuyerProfileRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>

export interface BuyerProfileWithUser {
  profile: BuyerProfileRow
  user: { name: string; email: string | null; profileImageKey: string | null; createdAt: Date }
}

export async function findBuyerProfileOfUser(db: Db, userId: string): Promise<BuyerProfileWithUser | undefined> {
  const [found] = await db
    .select({
      profile: buyerProfiles,
      user: { name: users.name, email: users.email, profileImageKey: users.profileImageKey, createdAt: users.createdAt },
    })
    .from(buyerProfiles)
    .innerJoin(users, eq(users.id, buyerProfiles.userId))
    .where(eq(buyerProfiles.userId, userId))
    .limit(1)
  return found
}

/** Inserts the user's profile, or returns undefined when they already have one (the unique index decides). */
export async function insertBuyerProfile(db: Db, userId: string, columns: BuyerProfileColumns): Promise<BuyerProfileRow | undefined> {
  const [row] = await db
    .insert(buyerProfiles)
    .values({ ...columns, userId })
    .onConflictDoNothing({ target: buyerProfiles.userId })
    .returning()
  return row
}

/** Replaces the user's profile fields; undefined when they have no profile. */
export async function updateBuyerProfileOfUser(db: Db, userId: string, columns: BuyerProfileColumns): Promise<BuyerProfileRow | undefined> {
  const [row] = await db
    .update(buyerProfiles)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(buyerProfiles.userId, userId))
    .returning()
  return row
}
