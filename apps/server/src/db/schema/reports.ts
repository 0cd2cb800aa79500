import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { REPORT_REASONS } from '@app/shared/moderation-constants'
import { products } from './products'
import { users } from './users'

/**
 * A signed-in user's report of a listing (`product_id`) or an account (`account_id`), exactly one
 * of them, for the operators' queue. Open while `resolved_at` is null; a reporter has at most one
 * open report per target, so pressing twice does not make the queue longer.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    /** The reporter's words, as written ('' when the preset reason says it all). */
    details: text('details').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an operator acted on the report or dismissed it, who, and the decision's reason. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
  },
  (table) => [
    check('reports_one_target', sql`(${table.productId} IS NULL) <> (${table.accountId} IS NULL)`),
    check('reports_reason_known', sql`${table.reason} IN (${sql.raw(REPORT_REASONS.map((reason) => `'${reason}'`).join(', '))})`),
    uniqueIndex('reports_open_listing_unique')
      .on(table.reporterId, table.productId)
      .where(sql`${table.resolvedAt} IS NULL AND ${table.productId} IS NOT NULL`),
    uniqueIndex('reports_open_account_unique')
      .on(table.reporterId, table.accountId)
      .where(sql`${table.resolvedAt} IS NULL AND ${table.accountId} IS NOT NULL`),
    // The operators' queue: open reports, oldest first.
    index('reports_open_created_at_idx')
      .on(table.createdAt)
      .where(sql`${table.resolvedAt} IS NULL`),
    index('reports_product_id_idx').on(table.productId),
    index('reports_account_id_idx').on(table.accountId),
  ],
)

export type ReportRow = typeof reports.$inferSelect
