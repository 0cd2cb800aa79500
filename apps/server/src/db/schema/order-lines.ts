import { sql } from 'drizzle-orm'
import { check, index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { orders } from './orders'
import { products } from './products'

/**
 * One product of an order, as sold: name, unit and price per unit copied from what the buyer was
 * shown, so a later edit of the listing changes nothing here. Deleting the listing keeps the line
 * (product_id becomes null).
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    unit: text('unit').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    pricePerUnit: numeric('price_per_unit', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    // price × quantity of two numeric(12,2) has 4 decimals; it is rounded to the paisa when stored.
    amount: numeric('amount', { precision: 24, scale: 2, mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('order_lines_order_id_product_id_unique').on(table.orderId, table.productId),
    // A listing's sales (its prices paid, and the set null when it is deleted) without reading every line.
    index('order_lines_product_id_idx').on(table.productId),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
)

export type OrderLineRow = typeof orderLines.$inferSelect
export type NewOrderLineRow = typeof orderLines.$inferInsert
