import { sql } from 'drizzle-orm'
import { check, index, numeric, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { products } from './products'
import { users } from './users'

/**
 * A buyer's cart: one line per product, with the quantity chosen (in the listing's unit) and the
 * price per unit the buyer last saw, so a price changed since can be flagged until acknowledged.
 * A deleted listing leaves every cart with it.
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
    quantity: numeric('quantity', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    priceSeen: numeric('price_seen', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** When the product first went into the cart: the farmer's request shows it as "Interest shown". */
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One line per product: adding it again adds to the line's quantity.
    uniqueIndex('cart_items_buyer_id_product_id_unique').on(table.buyerId, table.productId),
    check('cart_items_quantity_positive', sql`${table.quantity} > 0`),
    index('cart_items_buyer_id_added_at_idx').on(table.buyerId, table.addedAt),
    // A farmer's requests start from their products and look up whose carts hold them.
    index('cart_items_product_id_idx').on(table.productId),
  ],
)

export type CartItemRow = typeof cartItems.$inferSelect
