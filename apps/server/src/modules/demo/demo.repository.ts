import { inArray, min, or, sql } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { orders, users } from '#src/db/schema/index'

/** Any number: one lock shared by every instance, so two reloads of the demo data never overlap. */
const DEMO_RESET_LOCK = 7_205_114_093

/** Waits for the demo reload lock, held until the transaction ends. */
export async function lockDemoReset(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_RESET_LOCK})`)
}

/** When the demo data was last loaded (its accounts are made together); null when there is none. */
export async function findDemoLoadedAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(users.createdAt) })
    .from(users)
    .where(sql`${users.isDemo}`)
  return row?.at ?? null
}

const demoUserIds = sql`(select ${users.id} from ${users} where ${users.isDemo})`

/**
 * Deletes every demo account and all that hangs on it; how many accounts went. Orders name their
 * buyer and farmer without cascading (a real account's history must never vanish by accident), so
 * the orders with a demo party go first, with their lines, events, payments, reviews and notices.
 * The accounts then take the rest by cascade: listings (and every cart line of them, real buyers'
 * included), carts, profiles, sessions, answers, notifications and tokens.
 */
export async function deleteDemoAccounts(tx: Db): Promise<number> {
  await tx.delete(orders).where(or(inArray(orders.buyerId, demoUserIds), inArray(orders.farmerId, demoUserIds)))
  const deleted = await tx
    .delete(users)
    .where(sql`${users.isDemo}`)
    .returning({ id: users.id })
  return deleted.length
}
