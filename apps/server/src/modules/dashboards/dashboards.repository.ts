import { and, count, eq, max, sql } from 'drizzle-orm'
import type { FarmerSetup } from '@app/shared/dashboards'
import type { OrderStatus } from '@app/shared/orders'
import type { Db } from '#src/db/client'
import { farmerProfiles, orderEvents, orderPayments, orders, products } from '#src/db/schema/index'

/**
 * Read-only figures over the orders, profile and product tables for the farmer's dashboard. The
 * modules that own those tables write them; nothing here ever does.
 */

/** How many of the farmer's orders are in each status (statuses with none are absent). */
export async function countOrdersByStatus(db: Db, farmerId: string): Promise<Partial<Record<OrderStatus, number>>> {
  const rows = await db
    .select({ status: orders.status, count: count() })
    .from(orders)
    .where(eq(orders.farmerId, farmerId))
    .groupBy(orders.status)
  return Object.fromEntries(rows.map((row) => [row.status, row.count]))
}

/**
 * The farmer's received money per week of India's calendar, from `since` on: the total of every
 * order whose payment is received, in the week of the event that recorded it received (the last
 * one, should there be several). Summed in numeric, so exact to the paisa; keys are the Mondays
 * as `YYYY-MM-DD` (`date_trunc('week')` starts weeks on Monday).
 */
export async function sumReceivedByWeek(db: Db, farmerId: string, since: Date): Promise<Map<string, number>> {
  const received = db
    .select({ orderId: orderEvents.orderId, at: max(orderEvents.createdAt).as('received_at') })
    .from(orderEvents)
    .where(eq(orderEvents.paymentStatus, 'received'))
    .groupBy(orderEvents.orderId)
    .as('received')
  const week = sql<string>`to_char(date_trunc('week', ${received.at} at time zone 'Asia/Kolkata'), 'YYYY-MM-DD')`
  const rows = await db
    .select({ weekStart: week, amount: sql<string>`sum(${orders.total})::text` })
    .from(orders)
    .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .innerJoin(received, eq(received.orderId, orders.id))
    .where(
      and(eq(orders.farmerId, farmerId), eq(orderPayments.status, 'received'), sql`${received.at} >= ${since.toISOString()}::timestamptz`),
    )
    .groupBy(week)
  return new Map(rows.map((row) => [row.weekStart, Number(row.amount)]))
}

/**
 * Which setup steps the farmer has done: a profile, a UPI ID on it, and at least one listing (any
 * status: a listing taken off sale still shows the farmer knows how to list).
 */
export async function findFarmerSetup(db: Db, farmerId: string): Promise<FarmerSetup> {
  const [[profile], [listing]] = await Promise.all([
    db.select({ upiId: farmerProfiles.upiId }).from(farmerProfiles).where(eq(farmerProfiles.userId, farmerId)),
    db.select({ id: products.id }).from(products).where(eq(products.farmerId, farmerId)).limit(1),
  ])
  return { profile: profile !== undefined, upiId: Boolean(profile?.upiId), listing: listing !== undefined }
}
