import { sql } from 'drizzle-orm'
import { date, index, numeric, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { FULFILMENTS, ORDER_STATUSES } from '@app/shared/orders'
import { users } from './users'

export const orderStatus = pgEnum('order_status', ORDER_STATUSES)
export const fulfilment = pgEnum('fulfilment', FULFILMENTS)

/**
 * What one buyer bought from one farmer: a checkout makes one per farmer, Confirm This Product one
 * (accepted) per confirmation. Its lines are in order_lines, its history in order_events, its
 * payment in order_payments. Money is numeric, exact to the paisa; the totals are fixed when the
 * order is made and never follow a later edit of a listing. Users are never deleted while they have
 * orders.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short, unique, readable aloud: the UPI transaction reference (`tr`). */
    reference: text('reference').notNull(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    farmerId: uuid('farmer_id')
      .notNull()
      .references(() => users.id),
    status: orderStatus('status').notNull().default('placed'),
    fulfilment: fulfilment('fulfilment').notNull().default('pickup'),
    /** For delivery the buyer's address, for pickup the farm's, as they were when it was made. */
    address: text('address').notNull().default(''),
    deliveryFee: numeric('delivery_fee', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    subtotal: numeric('subtotal', { precision: 24, scale: 2, mode: 'number' }).notNull(),
    total: numeric('total', { precision: 24, scale: 2, mode: 'number' }).notNull(),
    expectedDeliveryDate: date('expected_delivery_date', { mode: 'string' }),
    /** When an unanswered (placed) or unpaid (accepted, UPI) order gives its stock back; null when nothing waits. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_reference_unique').on(table.reference),
    index('orders_buyer_id_created_at_idx').on(table.buyerId, table.createdAt.desc()),
    index('orders_farmer_id_created_at_idx').on(table.farmerId, table.createdAt.desc()),
    // The expiry sweep reads only orders still holding stock against a deadline.
    index('orders_hold_until_idx')
      .on(table.holdUntil)
      .where(sql`${table.holdUntil} IS NOT NULL`),
  ],
)

export type OrderRow = typeof orders.$inferSelect
export type NewOrderRow = typeof orders.$inferInsert
