import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { ORDER_REASON_CODES, SYSTEM_CANCEL_CAUSES } from '@app/shared/orders'
import { PAYMENT_STATUSES } from '@app/shared/payments'
import { orders, orderStatus } from './orders'
import { users } from './users'

export const orderActor = pgEnum('order_actor', ['buyer', 'farmer', 'system'])
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES)
export const systemCancelCause = pgEnum('system_cancel_cause', SYSTEM_CANCEL_CAUSES)
export const orderReasonCode = pgEnum('order_reason_code', ORDER_REASON_CODES)

/**
 * An order's history, one row per change: a status transition (`status` set) or a payment step
 * (`payment_status` set), who made it (null user for the system), when, and the note given.
 * Rows are only ever added.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actor: orderActor('actor').notNull(),
    actorId: uuid('actor_id').references(() => users.id),
    status: orderStatus('status'),
    paymentStatus: paymentStatus('payment_status'),
    note: text('note').notNull().default(''),
    /** Why the system cancelled the order; null for every other event and for those recorded before it was kept. */
    cause: systemCancelCause('cause'),
    /**
     * The farmer's preset reason for a rejection or cancellation, which each reader sees in their
     * own language; `note` keeps the farmer's own words. Null otherwise, and for reasons given as a note alone.
     */
    reasonCode: orderReasonCode('reason_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order_id_created_at_idx').on(table.orderId, table.createdAt)],
)

export type OrderEventRow = typeof orderEvents.$inferSelect
export type NewOrderEventRow = typeof orderEvents.$inferInsert
