import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { SECURITY_EVENT_KINDS } from '@app/shared/account-security'
import { users } from './users'

/**
 * Every change of how an account signs in (its mobile number, email or password), for the owner
 * to see on their profile and for the operator's audit. A change the old contact was told about
 * carries what undoes it: the SHA-256 of the link's token, until when it works, and the value the
 * field had before (a number, an email, or a password hash: never shown, only written back).
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SECURITY_EVENT_KINDS }).notNull(),
    /** The value before and after as the owner is shown it ("…45"), never whole. */
    shownBefore: text('shown_before'),
    shownAfter: text('shown_after'),
    undoTokenHash: text('undo_token_hash'),
    undoExpiresAt: timestamp('undo_expires_at', { withTimezone: true }),
    /** What the changed field held before; null when it was empty. */
    previousValue: text('previous_value'),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('security_events_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('security_events_undo_token_unique').on(table.undoTokenHash),
    check('security_events_kind_known', sql`${table.kind} IN (${sql.raw(SECURITY_EVENT_KINDS.map((kind) => `'${kind}'`).join(', '))})`),
  ],
)

export type SecurityEventRow = typeof securityEvents.$inferSelect
