import { sql } from 'drizzle-orm'
import { check, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { orders } from './orders'
import { users } from './users'

/**
 * The receipt issued for an order, numbered in sequence per farmer as an invoice is: the first
 * time either side asks for the order's receipt it takes the farmer's next number, and keeps it.
 * Numbers are taken under an advisory lock per farmer, so two first requests never share a number
 * nor leave one unused; the unique indexes are the last word if anything else ever wrote here.
 */
export const receipts = pgTable(
  'receipts',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    farmerId: uuid('farmer_id')
      .notNull()
      .references(() => users.id),
    /** 1, 2, 3… for each farmer; shown as R-0001. */
    number: integer('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('receipts_farmer_id_number_unique').on(table.farmerId, table.number),
    check('receipts_number_positive', sql`${table.number} > 0`),
  ],
)

export type ReceiptRow = typeof receipts.$inferSelect
