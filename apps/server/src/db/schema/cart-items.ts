import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core'
import { products } from './products'
import { users } from './users'

/**
 * A buyer's cart: one row per Add to Cart, so several rows of one product are its quantity, as the
 * cart call answers it (one entry per add). A deleted listing leaves every cart with it.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cart_items_buyer_id_added_at_idx').on(table.buyerId, table.addedAt),
    // A farmer's requests start from their products and look up whose carts hold them.
    index('cart_items_product_id_idx').on(table.productId),
  ],
)

export type CartItemRow = typeof cartItems.$inferSelect
