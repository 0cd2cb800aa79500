import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { orders } from './orders'
import { users } from './users'

/**
 * In-app notifications (the bell). Email and SMS copies are sent by the job queue and leave no
 * row here. `read_at` null means unread.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /**
     * Where the notice opens, an app path without a language prefix, for a notice about no order
     * (an operator's decision about a listing or the account); null for an order's notices, which
     * open their order.
     */
    link: text('link'),
    /** Makes a retried job idempotent: the same event never notifies the same user twice. */
    dedupeKey: text('dedupe_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_id_created_at_idx').on(table.userId, table.createdAt.desc()),
    index('notifications_user_id_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} IS NULL`),
    uniqueIndex('notifications_user_id_dedupe_key_unique').on(table.userId, table.dedupeKey),
  ],
)

export type NotificationRow = typeof notifications.$inferSelect
