import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { MAX_CONTACT_MESSAGE_LENGTH } from '@app/shared/contact'
import { MAX_NAME_LENGTH } from '@app/shared/limits'

/**
 * Messages sent through the Contact Us form. Each is also mailed to SUPPORT_EMAIL;
 * `mailed_at` stays null when that failed, so an operator can find the messages support never got.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [
    index('contact_messages_created_at_idx').on(table.createdAt),
    // The shared ContactSchema already bounds both; the checks keep any other writer honest.
    check('contact_messages_name_length', sql`char_length(${table.name}) <= ${sql.raw(String(MAX_NAME_LENGTH))}`),
    check('contact_messages_message_length', sql`char_length(${table.message}) <= ${sql.raw(String(MAX_CONTACT_MESSAGE_LENGTH))}`),
  ],
)

export type ContactMessageRow = typeof contactMessages.$inferSelect
export type NewContactMessageRow = typeof contactMessages.$inferInsert
