import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * Every stored upload, per user who sent it: what the storage quota counts, and what the
 * clean-up job (modules/images) removes once no listing or profile has used it for a day. Keys are
 * content-hashed, so two users who send the same picture share one file and have a row each; the
 * file goes when the last row does. The demo photos the seed stores have no row: they are
 * neither counted nor removed.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the account is deleted: its rows stay, so the job still removes their files. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Storage key of the file (`products/<hash>.webp`, `profiles/<user id>/<hash>.webp`); a product photo's thumbnail goes with it. */
    key: text('key').notNull(),
    /** Bytes stored for this upload, the thumbnail's included. */
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Since when no listing or profile names the file, as the clean-up job last saw it (null while
     * one does). A new upload starts unused; the file is removed a day after this time.
     */
    unreferencedSince: timestamp('unreferenced_since', { withTimezone: true }).defaultNow(),
  },
  (table) => [
    uniqueIndex('uploads_user_id_key_unique').on(table.userId, table.key),
    index('uploads_key_idx').on(table.key),
    index('uploads_unreferenced_since_idx')
      .on(table.unreferencedSince)
      .where(sql`${table.unreferencedSince} IS NOT NULL`),
    check('uploads_bytes_positive', sql`${table.bytes} > 0`),
  ],
)

export type UploadRow = typeof uploads.$inferSelect
