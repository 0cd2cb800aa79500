import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { HiddenCause, ReportReason } from '@app/shared/moderation'
import { STOCK_HOLDING_STATUSES } from '@app/shared/orders'
import type { Db } from '#src/db/client'
import { orders, products, reports, users, type ReportRow } from '#src/db/schema/index'

/** The owner of the reports table, and of the moderation columns of products and users. */

const reporters = alias(users, 'report_reporter')
const accounts = alias(users, 'report_account')

/** Adds an open report; undefined when the reporter already has one open on the target (the partial unique indexes). */
export async function insertReport(
  db: Db,
  report: { reporterId: string; productId: string | null; accountId: string | null; reason: ReportReason; details: string },
): Promise<ReportRow | undefined> {
  const [row] = await db.insert(reports).values(report).onConflictDoNothing().returning()
  return row
}

/**
 * A listing with its farmer, or an account, as a report or a decision reads it; undefined when it
 * does not exist. `lock` holds the row until the transaction ends (a decision about it).
 */
export async function findListing(db: Db, productId: string, { lock = false } = {}) {
  const query = db
    .select({ id: products.id, name: products.name, farmerId: products.farmerId, hiddenAt: products.hiddenAt })
    .from(products)
    .where(eq(products.id, productId))
  const [row] = lock ? await query.for('update') : await query.limit(1)
  return row
}

export async function findAccount(db: Db, userId: string, { lock = false } = {}) {
  const query = db
    .select({ id: users.id, name: users.name, role: users.role, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, userId))
  const [row] = lock ? await query.for('update') : await query.limit(1)
  return row
}

/** The open reports, oldest first, with the reporter, the listing, and the account reported or selling the listing. */
export async function findOpenReports(db: Db, limit: number) {
  const openOnTarget = sql<number>`(select count(*)::int from ${reports} r2 where r2.resolved_at is null and (r2.product_id = ${reports.productId} or r2.account_id = ${reports.accountId}))`
  return db
    .select({
      report: reports,
      reporter: { id: reporters.id, name: reporters.name },
      listing: { id: products.id, name: products.name, hiddenAt: products.hiddenAt, hiddenReason: products.hiddenReason },
      account: {
        id: accounts.id,
        name: accounts.name,
        role: accounts.role,
        suspendedAt: accounts.suspendedAt,
        suspendedReason: accounts.suspendedReason,
      },
      openOnTarget,
    })
    .from(reports)
    .innerJoin(reporters, eq(reporters.id, reports.reporterId))
    .leftJoin(products, eq(products.id, reports.productId))
    .innerJoin(accounts, eq(accounts.id, sql`coalesce(${reports.accountId}, ${products.farmerId})`))
    .where(isNull(reports.resolvedAt))
    .orderBy(asc(reports.createdAt), asc(reports.id))
    .limit(limit)
}

export async function countOpenReports(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(reports).where(isNull(reports.resolvedAt))
  return row?.total ?? 0
}

/** An open report, locked for its dismissal; undefined when there is none open with this id. */
export async function findOpenReportForUpdate(db: Db, reportId: string): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.id, reportId), isNull(reports.resolvedAt)))
    .for('update')
  return row
}

/** Closes the open reports named (one report, these listings', this account's) with the operator's decision; how many. */
export async function resolveReports(
  db: Db,
  targets: { reportId?: string; productIds?: readonly string[]; accountId?: string },
  decision: { by: string; resolution: string },
): Promise<number> {
  const conditions = [
    targets.reportId ? eq(reports.id, targets.reportId) : undefined,
    targets.productIds && targets.productIds.length > 0 ? inArray(reports.productId, [...targets.productIds]) : undefined,
    targets.accountId ? eq(reports.accountId, targets.accountId) : undefined,
  ].filter((condition) => condition !== undefined)
  if (conditions.length === 0) return 0
  const rows = await db
    .update(reports)
    .set({ resolvedAt: new Date(), resolvedBy: decision.by, resolution: decision.resolution })
    .where(and(isNull(reports.resolvedAt), or(...conditions)))
    .returning({ id: reports.id })
  return rows.length
}

/** Hides the listing (unless hidden already); true when it was shown until now. */
export async function hideListing(db: Db, productId: string, reason: string, cause: HiddenCause): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ hiddenAt: new Date(), hiddenReason: reason, hiddenCause: cause })
    .where(and(eq(products.id, productId), isNull(products.hiddenAt)))
    .returning({ id: products.id })
  return rows.length > 0
}

/** Shows a hidden listing again; true when it was hidden. */
export async function showListing(db: Db, productId: string): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ hiddenAt: null, hiddenReason: null, hiddenCause: null })
    .where(and(eq(products.id, productId), sql`${products.hiddenAt} is not null`))
    .returning({ id: products.id })
  return rows.length > 0
}

/** Hides every shown listing of a suspended farmer, marked as hidden with the account; their ids. */
export async function hideListingsOfFarmer(db: Db, farmerId: string, reason: string): Promise<string[]> {
  const rows = await db
    .update(products)
    .set({ hiddenAt: new Date(), hiddenReason: reason, hiddenCause: 'account' })
    .where(and(eq(products.farmerId, farmerId), isNull(products.hiddenAt)))
    .returning({ id: products.id })
  return rows.map((row) => row.id)
}

/** Shows again the listings hidden with the farmer's account; those an operator hid on their own stay hidden. */
export async function showListingsOfFarmer(db: Db, farmerId: string): Promise<void> {
  await db
    .update(products)
    .set({ hiddenAt: null, hiddenReason: null, hiddenCause: null })
    .where(and(eq(products.farmerId, farmerId), eq(products.hiddenCause, 'account')))
}

/** Ids of every listing of the farmer (reports on them close with the account's suspension). */
export async function findListingIdsOfFarmer(db: Db, farmerId: string): Promise<string[]> {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.farmerId, farmerId))
  return rows.map((row) => row.id)
}

export async function setSuspension(db: Db, userId: string, suspension: { at: Date; reason: string } | null): Promise<void> {
  await db
    .update(users)
    .set({ suspendedAt: suspension?.at ?? null, suspendedReason: suspension?.reason ?? null, updatedAt: new Date() })
    .where(eq(users.id, userId))
}

/** The orders of the account, as buyer or farmer, that still hold stock, oldest first. */
export async function findOpenOrderIdsOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(or(eq(orders.buyerId, userId), eq(orders.farmerId, userId)), inArray(orders.status, [...STOCK_HOLDING_STATUSES])))
    .orderBy(asc(orders.createdAt), asc(orders.id))
  return rows.map((row) => row.id)
}
