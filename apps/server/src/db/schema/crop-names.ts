import { integer, pgTable, text } from 'drizzle-orm/pg-core'

/**
 * The crop dictionary (lib/crop-names.ts) as a table, so the database itself can tell which crop a
 * listing's name or a search names: every name of every crop in the five languages and Latin
 * spellings, normalised (crop_name_text). Reference data, loaded at start when the dictionary's
 * checksum differs from the one in `reference_data` (db/crop-names.ts); nothing else writes here.
 */
export const cropNames = pgTable('crop_names', {
  /** The name as search compares it; no two crops share one. */
  name: text('name').primaryKey(),
  /** The crop's key (lib/crop-names cropKey): its first English name. */
  crop: text('crop').notNull(),
  /** en, hi, mr, ta, bn or latin. */
  language: text('language').notNull(),
  /** The crop's place in the dictionary: among equally good matches the earlier crop wins. */
  rank: integer('rank').notNull(),
})

export type CropNameTableRow = typeof cropNames.$inferSelect
