import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * One row per signed-in device. The Bearer token names its row (`sid` claim), so deleting the row
 * (logout, password reset) revokes the token even though the JWT itself would still verify: a
 * token kept in browser storage can then be ended from the server.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * When the session last showed that its owner holds it: signed in, or entered the password or
     * a code to the account's own contact. A change of how the account signs in needs this to be recent.
     */
    provenAt: timestamp('proven_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
)

export type SessionRow = typeof sessions.$inferSelect
