import { sql } from 'drizzle-orm'
import { doublePrecision, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * A buyer's profile: at most one per user, which the unique index
 * enforces even when two requests race. Name, email and profile image live on `users`.
 */
export const buyerProfiles = pgTable(
  'buyer_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    preferences: text('preferences')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    city: text('city').notNull(),
    state: text('state').notNull(),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('buyer_profiles_user_id_unique').on(table.userId)],
)

export type BuyerProfileRow = typeof buyerProfiles.$inferSelect
export type NewBuyerProfileRow = typeof buyerProfiles.$inferInsert
