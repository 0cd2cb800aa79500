import { and, count, eq, gte, inArray, isNull, lte, min, notInArray, sql } from 'drizzle-orm'
import { UNRESOLVED_COMPLAINT_STATES } from '@app/shared/complaints'
import type { Db } from '#src/db/client'
import { certificates, complaints, orders, reports, users } from '#src/db/schema/index'

/**
 * Read-only figures over the orders, accounts, reports, complaints and certificates tables for the
 * operator's dashboard. The modules that own those tables write them; nothing here ever does.
 * Days are India's calendar days (`YYYY-MM-DD`); demo accounts are left out.
 */

const indiaDay = (column: typeof orders.createdAt | typeof users.createdAt) =>
  sql<string>`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`

/** Orders placed per day from `since` on by real buyers, and the worth of those not rejected or cancelled since. */
export async function ordersByDay(db: Db, since: Date): Promise<Map<string, { orders: number; value: number }>> {
  const day = indiaDay(orders.createdAt)
  const rows = await db
    .select({
      day,
      orders: count(),
      // Summed in numeric, so exact to the paisa, then read as text.
      value: sql<string>`coalesce(sum(${orders.total}) filter (where ${notInArray(orders.status, ['rejected', 'cancelled'])}), 0)::text`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(and(gte(orders.createdAt, since), eq(users.isDemo, false)))
    .groupBy(day)
  return new Map(rows.map((row) => [row.day, { orders: row.orders, value: Number(row.value) }]))
}

/** Farmers and buyers who made their account per day from `since` on. */
export async function signupsByDay(db: Db, since: Date): Promise<Map<string, { farmers: number; buyers: number }>> {
  const day = indiaDay(users.createdAt)
  const rows = await db
    .select({
      day,
      farmers: sql<number>`(count(*) filter (where ${users.role} = 'farmer'))::int`,
      buyers: sql<number>`(count(*) filter (where ${users.role} = 'buyer'))::int`,
    })
    .from(users)
    .where(and(gte(users.createdAt, since), eq(users.isDemo, false), inArray(users.role, ['farmer', 'buyer'])))
    .groupBy(day)
  return new Map(rows.map((row) => [row.day, { farmers: row.farmers, buyers: row.buyers }]))
}

/** Reports nobody has acted on yet: how many, and when the oldest came in. */
export async function openReports(db: Db): Promise<{ count: number; oldestAt: Date | null }> {
  const [row] = await db
    .select({ count: count(), oldestAt: min(reports.createdAt) })
    .from(reports)
    .where(isNull(reports.resolvedAt))
  return { count: row?.count ?? 0, oldestAt: row?.oldestAt ?? null }
}

/** Complaints not resolved or withdrawn, whatever step they wait at: how many, and when the oldest was opened. */
export async function openComplaints(db: Db): Promise<{ count: number; oldestAt: Date | null }> {
  const [row] = await db
    .select({ count: count(), oldestAt: min(complaints.createdAt) })
    .from(complaints)
    .where(inArray(complaints.state, [...UNRESOLVED_COMPLAINT_STATES]))
  return { count: row?.count ?? 0, oldestAt: row?.oldestAt ?? null }
}

/** Approved certificates whose validity ends from `today` to `until` (India's dates, both included). */
export async function certificatesExpiring(db: Db, today: string, until: string): Promise<{ count: number; firstOn: string | null }> {
  const [row] = await db
    .select({ count: count(), firstOn: min(certificates.validTo) })
    .from(certificates)
    .where(and(eq(certificates.status, 'approved'), gte(certificates.validTo, today), lte(certificates.validTo, until)))
  return { count: row?.count ?? 0, firstOn: row?.firstOn ?? null }
}
