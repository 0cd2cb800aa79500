import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * Links that confirm an email being added to an account. As with reset tokens, only the token's
 * SHA-256 is stored; a token is single use and short-lived, and names the email it confirms.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('email_tokens_token_hash_unique').on(table.tokenHash), index('email_tokens_user_id_idx').on(table.userId)],
)

export type EmailTokenRow = typeof emailTokens.$inferSelect
