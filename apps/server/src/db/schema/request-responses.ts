import { date, numeric, pgEnum, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { RESPONSE_STATUSES } from '@app/shared/buyer-requests'
import { orders } from './orders'
import { products } from './products'
import { users } from './users'

export const responseStatus = pgEnum('response_status', RESPONSE_STATUSES)

/**
 * A farmer's answer to one buyer's interest in one product (one of the answer statuses), kept so it
 * survives a reload. At most one per farmer, buyer and product: the unique index also decides
 * which of two racing confirmations of the same product gets to create the order.
 */
export const requestResponses = pgTable(
  'request_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmerId: uuid('farmer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    status: responseStatus('status').notNull().default('pending'),
    quantityOffered: numeric('quantity_offered', { precision: 12, scale: 2, mode: 'number' }),
    expectedDeliveryDate: date('expected_delivery_date', { mode: 'string' }),
    /** Set with status `confirmed`: the order that confirmation created. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /**
     * When the buyer first showed interest, copied from the cart on confirmation: the confirmed
     * product leaves the cart, and the request still shows it with its "Interest shown" time.
     */
    interestedAt: timestamp('interested_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('request_responses_farmer_buyer_product_unique').on(table.farmerId, table.buyerId, table.productId)],
)

export type RequestResponseRow = typeof requestResponses.$inferSelect
