import { sql } from 'drizzle-orm'
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { orderLines } from './order-lines'
import { orders } from './orders'
import { products } from './products'
import { users } from './users'

/**
 * A buyer's review of one line of a delivered order: the product's rating, the farmer's rating and
 * a comment. One per line (the unique index decides between two racing submissions). The product's
 * `ratings` are appended from here and from nowhere else.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    farmerId: uuid('farmer_id')
      .notNull()
      .references(() => users.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    productRating: smallint('product_rating').notNull(),
    farmerRating: smallint('farmer_rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reviews_order_line_id_unique').on(table.orderLineId),
    index('reviews_farmer_id_idx').on(table.farmerId),
    index('reviews_product_id_idx').on(table.productId),
    check('reviews_product_rating_range', sql`${table.productRating} BETWEEN 1 AND 5`),
    check('reviews_farmer_rating_range', sql`${table.farmerRating} BETWEEN 1 AND 5`),
  ],
)

export type ReviewRow = typeof reviews.$inferSelect
