import { check, doublePrecision, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { users } from './users'

/**
 * The address a buyer last had an order delivered to, kept for their next checkout: one per
 * account. Apart from the buyer profile, whose own rules (a phone, preferences) have nothing to do
 * with where a parcel goes. The point is the PIN code's, from the PIN directory, when it has one.
 */
export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    line: text('line').notNull(),
    town: text('town').notNull(),
    state: text('state').notNull(),
    pin: text('pin').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('delivery_addresses_user_id_unique').on(table.userId),
    check('delivery_addresses_pin_format', sql`${table.pin} ~ '^[1-9][0-9]{5}$'`),
  ],
)

export type DeliveryAddressRow = typeof deliveryAddresses.$inferSelect
