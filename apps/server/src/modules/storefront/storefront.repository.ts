import { and, count, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { farmerProfiles, products, users } from '#src/db/schema/index'

export interface StorefrontRow {
  id: string
  name: string
  role: (typeof users.$inferSelect)['role']
  isDemo: boolean
  suspended: boolean
  profileImageKey: string | null
  createdAt: Date
  city: string | null
  state: string | null
  farmSize: number | null
  isCertifiedSustainable: boolean | null
  certificationAuthority: string | null
}

/**
 * The user and, when written, their farm profile: only the columns a storefront shows, so a
 * phone number or an email never leaves the database for it.
 */
export async function findStorefrontUser(db: Db, userId: string): Promise<StorefrontRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      isDemo: users.isDemo,
      suspended: sql<boolean>`${users.suspendedAt} is not null`,
      profileImageKey: users.profileImageKey,
      createdAt: users.createdAt,
      city: farmerProfiles.city,
      state: farmerProfiles.state,
      farmSize: farmerProfiles.farmSize,
      isCertifiedSustainable: farmerProfiles.isCertifiedSustainable,
      certificationAuthority: farmerProfiles.certificationAuthority,
    })
    .from(users)
    .leftJoin(farmerProfiles, eq(farmerProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1)
  return row
}

/** How many listings the farmer shows, of every status (not those an operator hid). */
export async function countFarmerListings(db: Db, farmerId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(products)
    .where(and(eq(products.farmerId, farmerId), isNull(products.hiddenAt)))
  return row?.value ?? 0
}
