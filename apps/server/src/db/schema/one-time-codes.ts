import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * One-time codes sent by SMS to prove a mobile number, for sign-up, sign-in or adding the number
 * to an account. Only a hash of the code is stored (keyed with the server's secret, so a leaked
 * table cannot be brute-forced offline); a code is single use (`used_at`), short-lived
 * (`expires_at`) and allows a few wrong tries (`attempts`). A newer code for the same number
 * replaces the older ones.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** E.164, as users.mobile. */
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('one_time_codes_mobile_created_idx').on(table.mobile, table.createdAt),
    // The hourly cap on code SMS counts every number's codes of the last hour.
    index('one_time_codes_created_idx').on(table.createdAt),
    check('one_time_codes_attempts_not_negative', sql`${table.attempts} >= 0`),
  ],
)

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect
