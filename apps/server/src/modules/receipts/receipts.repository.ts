import { eq, sql } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { receipts, type ReceiptRow } from '#src/db/schema/index'

/**
 * The order's receipt, issued now if it has none: it takes the farmer's next number. The farmer's
 * advisory lock is held to the end of the transaction, so two first requests (the buyer's and the
 * farmer's, or a double click) take numbers one after the other: the second finds the first's row
 * for the same order, or the next number for another order, and no number is skipped or shared.
 */
export async function issueReceipt(db: Db, order: { id: string; farmerId: string }): Promise<ReceiptRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`receipts:${order.farmerId}`}, 0))`)
    const [existing] = await tx.select().from(receipts).where(eq(receipts.orderId, order.id))
    if (existing) return existing
    const [last] = await tx
      .select({ number: sql<number>`coalesce(max(${receipts.number}), 0)`.mapWith(Number) })
      .from(receipts)
      .where(eq(receipts.farmerId, order.farmerId))
    const [row] = await tx
      .insert(receipts)
      .values({ orderId: order.id, farmerId: order.farmerId, number: (last?.number ?? 0) + 1 })
      .returning()
    return row!
  })
}
