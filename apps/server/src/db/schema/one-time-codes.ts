import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { CODE_CHANNELS } from '@app/shared/account-security'

/**
 * One-time codes that prove a mobile number (sent by SMS: sign-up, sign-in, adding the number to
 * an account) or that the person holds the account's own email (a code by mail, to confirm a
 * change or a sign-in after others' failures). Only a hash of the code is stored (keyed with the server's secret, so a leaked
 * table cannot be brute-forced offline); a code is single use (`used_at`), short-lived
 * (`expires_at`) and allows a few wrong tries (`attempts`). A newer code for the same number
 * replaces the older ones.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Where the code went: an E.164 number as users.mobile, or an email as users.email. */
    recipient: text('recipient').notNull(),
    /** Only SMS count towards the hourly cap on SMS. */
    channel: text('channel', { enum: CODE_CHANNELS }).notNull().default('sms'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('one_time_codes_recipient_created_idx').on(table.recipient, table.createdAt),
    // The hourly cap on code SMS counts every number's codes of the last hour.
    index('one_time_codes_created_idx').on(table.createdAt),
    check('one_time_codes_attempts_not_negative', sql`${table.attempts} >= 0`),
    check('one_time_codes_channel_known', sql`${table.channel} IN ('sms', 'email')`),
  ],
)

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect
