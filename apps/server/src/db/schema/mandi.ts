import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'

/**
 * The mandis (wholesale markets) the daily price feed names, each placed at the middle of its
 * district's PIN codes (pincodes) so the nearest ones to a farm can be found; null when the
 * directory has no district of that name in that state.
 */
export const mandiMarkets = pgTable(
  'mandi_markets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** As the feed writes it: "Maharashtra", "Nashik", "Lasalgaon APMC". */
    state: text('state').notNull(),
    district: text('district').notNull(),
    market: text('market').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (table) => [
    unique('mandi_markets_place_unique').on(table.state, table.district, table.market),
    check('mandi_markets_point_whole', sql`(${table.latitude} IS NULL) = (${table.longitude} IS NULL)`),
  ],
)

/**
 * One day's rates of one commodity (variety, grade) at one market, in ₹ per quintal, as the
 * Government of India's open data publishes them (Agmarknet). Stored every day, so history builds
 * up; `crop` is the crop dictionary's key the commodity maps to (lib/mandi-commodities), null for
 * a commodity the map does not name. `demo`: the embedded demo's made-up rows.
 */
export const mandiPrices = pgTable(
  'mandi_prices',
  {
    marketId: integer('market_id')
      .notNull()
      .references(() => mandiMarkets.id, { onDelete: 'cascade' }),
    commodity: text('commodity').notNull(),
    variety: text('variety').notNull().default(''),
    grade: text('grade').notNull().default(''),
    arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
    crop: text('crop'),
    minPrice: numeric('min_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    maxPrice: numeric('max_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    modalPrice: numeric('modal_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    demo: boolean('demo').notNull().default(false),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'mandi_prices_pkey', columns: [table.marketId, table.commodity, table.variety, table.grade, table.arrivalDate] }),
    // The lookups: one crop's latest days across markets, and one crop's days at a few markets.
    index('mandi_prices_crop_date').on(table.crop, table.arrivalDate),
    index('mandi_prices_crop_market_date').on(table.crop, table.marketId, table.arrivalDate),
    check(
      'mandi_prices_prices_valid',
      sql`${table.minPrice} >= 0 AND ${table.minPrice} <= ${table.modalPrice} AND ${table.modalPrice} <= ${table.maxPrice}`,
    ),
  ],
)

export type MandiMarketRow = typeof mandiMarkets.$inferSelect
export type MandiPriceRow = typeof mandiPrices.$inferSelect
