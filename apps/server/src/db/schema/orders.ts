import { date, index, numeric, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { ORDER_STATUSES } from '@app/shared/orders'
import { products } from './products'
import { users } from './users'

export const orderStatus = pgEnum('order_status', ORDER_STATUSES)

/**
 * A confirmed sale of one product to one buyer. Name, unit and price are copied
 * from the listing when the order is made: an order records what was agreed, whatever the listing
 * says later. Deleting the listing keeps the order (product_id becomes null); users are never
 * deleted while they have orders.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    farmerId: uuid('farmer_id')
      .notNull()
      .references(() => users.id),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    unit: text('unit').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    pricePerUnit: numeric('price_per_unit', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    // price × quantity of two numeric(12,2) fits numeric(24,4); the product of a whole quantity and
    // a price in paise has 2 decimals, so (24,2) keeps it exact.
    amount: numeric('amount', { precision: 24, scale: 2, mode: 'number' }).notNull(),
    expectedDeliveryDate: date('expected_delivery_date', { mode: 'string' }),
    status: orderStatus('status').notNull().default('confirmed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_buyer_id_created_at_idx').on(table.buyerId, table.createdAt.desc()),
    index('orders_farmer_id_created_at_idx').on(table.farmerId, table.createdAt.desc()),
  ],
)

export type OrderRow = typeof orders.$inferSelect
export type NewOrderRow = typeof orders.$inferInsert
