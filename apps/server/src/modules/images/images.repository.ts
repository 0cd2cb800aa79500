import { eq } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { users } from '#src/db/schema/index'

/**
 * Sets the user's profile image and returns the key it replaces. The old key is read under a row
 * lock, so of two uploads racing, each sees the key the other one replaced and none is leaked.
 */
export async function replaceProfileImageKey(db: Db, userId: string, key: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ key: users.profileImageKey }).from(users).where(eq(users.id, userId)).for('update')
    await tx.update(users).set({ profileImageKey: key, updatedAt: new Date() }).where(eq(users.id, userId))
    return row?.key ?? null
  })
}
