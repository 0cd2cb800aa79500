import { integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { PAYMENT_METHODS } from '@app/shared/payments'
import { paymentStatus } from './order-events'
import { orders } from './orders'

export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS)

/**
 * An order's payment, one per order, kept apart from its status: the money goes straight to the
 * farmer, so `received` is only ever set by the farmer's confirmation.
 */
export const orderPayments = pgTable('order_payments', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  method: paymentMethod('method').notNull(),
  status: paymentStatus('status').notNull().default('pending'),
  /** The 12-digit UTR the buyer entered for a UPI payment. */
  utr: text('utr'),
  /** The UPI ID paid to, copied at acceptance so a later profile change does not redirect it. */
  payeeUpiId: text('payee_upi_id'),
  /**
   * For UPI, when the payment window ends: PAY_WITHIN_HOURS after acceptance, set once. A refusal
   * does not restart it; null before acceptance and for cash.
   */
  payBy: timestamp('pay_by', { withTimezone: true }),
  /** How many times the farmer said the payment did not arrive (for UPI, see MAX_PAYMENT_REFUSALS). */
  refusals: integer('refusals').notNull().default(0),
  /**
   * When the buyer was reminded to pay before the window ends: set as the reminder is queued, so
   * each order gets it once whichever instance runs the reminder sweep.
   */
  remindedAt: timestamp('reminded_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export type OrderPaymentRow = typeof orderPayments.$inferSelect
export type NewOrderPaymentRow = typeof orderPayments.$inferInsert
