import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { PaymentMethod, PaymentStatus } from '@app/shared/payments'
import type { Db } from '#src/db/client'
import { orderPayments, orders, type OrderPaymentRow } from '#src/db/schema/index'

/**
 * The owner of order_payments: every read and write of an order's payment goes through here, but
 * for its first row, written with the order itself in one statement (orders.repository insertOrders).
 */

export async function insertPayment(
  db: Db,
  payment: { orderId: string; method: PaymentMethod; payeeUpiId: string | null },
): Promise<OrderPaymentRow> {
  const [row] = await db.insert(orderPayments).values(payment).returning()
  if (!row) throw new Error('payment insert returned no row')
  return row
}

export async function findPaymentsByOrderIds(db: Db, orderIds: readonly string[]): Promise<Map<string, OrderPaymentRow>> {
  if (orderIds.length === 0) return new Map()
  const rows = await db
    .select()
    .from(orderPayments)
    .where(inArray(orderPayments.orderId, [...orderIds]))
  return new Map(rows.map((row) => [row.orderId, row]))
}

export async function findPayment(db: Db, orderId: string): Promise<OrderPaymentRow | undefined> {
  const [row] = await db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).limit(1)
  return row
}

/** Sets a payment's status (and its UTR, when given); answers the row as it now is. */
export async function updatePayment(db: Db, orderId: string, change: { status: PaymentStatus; utr?: string }): Promise<OrderPaymentRow> {
  const [row] = await db
    .update(orderPayments)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(orderPayments.orderId, orderId))
    .returning()
  if (!row) throw new Error('payment vanished under its order lock')
  return row
}

/** Marks a payment not received and counts the refusal; answers the row as it now is. */
export async function refusePayment(db: Db, orderId: string): Promise<OrderPaymentRow> {
  const [row] = await db
    .update(orderPayments)
    .set({ status: 'not_received', refusals: sql`${orderPayments.refusals} + 1`, updatedAt: new Date() })
    .where(eq(orderPayments.orderId, orderId))
    .returning()
  if (!row) throw new Error('payment vanished under its order lock')
  return row
}

/** Sets when a UPI payment's window ends (at acceptance). */
export async function setPayBy(db: Db, orderId: string, payBy: Date): Promise<void> {
  await db.update(orderPayments).set({ payBy, updatedAt: new Date() }).where(eq(orderPayments.orderId, orderId))
}

/**
 * Holds, until the transaction ends, the right to put a UTR on one of the farmer's orders. The
 * order locks of two different orders do not see each other, so without this two orders could
 * take the same UTR at the same moment.
 */
export async function lockUtrsOfFarmer(db: Db, farmerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`utr:${farmerId}`}, 0))`)
}

/**
 * Whether another order of the farmer already carries this UTR as a payment reported or received.
 * One bank transfer pays one order; a UTR the farmer marked not received is free again (the buyer
 * may have entered it on the wrong order).
 */
export async function isUtrUsedOnOtherOrder(db: Db, query: { farmerId: string; utr: string; orderId: string }): Promise<boolean> {
  const [row] = await db
    .select({ orderId: orderPayments.orderId })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(
      and(
        eq(orders.farmerId, query.farmerId),
        eq(orderPayments.utr, query.utr),
        ne(orderPayments.orderId, query.orderId),
        inArray(orderPayments.status, ['submitted', 'received']),
      ),
    )
    .limit(1)
  return row !== undefined
}
