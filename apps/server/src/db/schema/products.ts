import { sql, type SQL } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { HIDDEN_CAUSES } from '@app/shared/moderation-constants'
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES } from '@app/shared/products'
import { KG_PER_UNIT, PRODUCT_UNITS } from '@app/shared/units'
import { earthPoint } from '#src/lib/distance'
import { users } from './users'

export const productCategory = pgEnum('product_category', PRODUCT_CATEGORIES)
export const productStatus = pgEnum('product_status', PRODUCT_STATUSES)
// The units are reference data the quantities depend on: an enum, so no row can hold another.
export const productUnit = pgEnum('product_unit', PRODUCT_UNITS)

/**
 * The columns Browse filters on besides an index's leading one (`other`: the state or the category),
 * carried in that index after its order so a filtered count never reads the table.
 */
function filterColumns(
  table: {
    category: AnyPgColumn
    locationState: AnyPgColumn
    isOrganic: AnyPgColumn
    isCertified: AnyPgColumn
    status: AnyPgColumn
    quantityAvailable: AnyPgColumn
    pricePerKg: AnyPgColumn
  },
  other: 'category' | 'locationState',
) {
  return [table[other], table.isOrganic, table.isCertified, table.status, table.quantityAvailable, table.pricePerKg]
}

/** A farmer's listing: every field of the API's product, flattened into columns. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmerId: uuid('farmer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    variety: text('variety').notNull().default(''),
    description: text('description').notNull().default(''),
    category: productCategory('category').notNull().default('grain'),
    // Money is exact: numeric, never a float, so sums and orders are right to the paisa. mode
    // 'number' hands rupees to JS as a number; 12 digits with 2 decimals stay exact in a double.
    pricePerUnit: numeric('price_per_unit', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    unit: productUnit('unit').notNull().default('kg'),
    /**
     * The price of one kilogram, kept by the database from the price and the unit (KG_PER_UNIT in
     * @app/shared/units), so Browse can compare a price per quintal with one per kg, filter by a
     * price range and sort by it from an index. Null for units that are not weights (dozen, litre…).
     */
    pricePerKg: numeric('price_per_kg', { mode: 'number' }).generatedAlwaysAs(
      (): SQL =>
        sql`case ${sql.raw(
          Object.entries(KG_PER_UNIT)
            .map(([unit, kg]) => `when unit = '${unit}' then price_per_unit / ${kg}`)
            .join(' '),
        )} end`,
    ),
    quantityAvailable: numeric('quantity_available', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    /** The least one order may take, in `unit`; orders above it grow by whole `order_step`s. */
    minOrderQuantity: numeric('min_order_quantity', { precision: 12, scale: 2, mode: 'number' }).notNull().default(1),
    orderStep: numeric('order_step', { precision: 12, scale: 2, mode: 'number' }).notNull().default(1),
    /** URLs, as the spec's product shape carries them (uploads are served under /uploads). */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isOrganic: boolean('is_organic').notNull().default(false),
    isCertified: boolean('is_certified').notNull().default(false),
    certificationAuthority: text('certification_authority'),
    certificateNumber: text('certificate_number'),
    certifiedOn: date('certified_on', { mode: 'string' }),
    harvestDate: date('harvest_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    locationCity: text('location_city').notNull().default(''),
    locationState: text('location_state').notNull().default(''),
    locationPin: text('location_pin').notNull().default(''),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    /**
     * Where distances to the listing are measured to: the farmer's point when the listing has one,
     * else the middle of its PIN code's post offices (pincodes); null when neither is known. Kept
     * by the database (the products_place trigger of migration 0018) on every write, and brought up
     * to date when the PIN code table is reloaded (db/pincodes.ts), so no writer can forget it.
     */
    placeLatitude: doublePrecision('place_latitude'),
    placeLongitude: doublePrecision('place_longitude'),
    /**
     * The crop the listing's name names (lib/crop-names key, "tomato"), whatever language or spelling
     * the farmer wrote it in; null when it names none the dictionary knows. Kept by the database (the
     * products_crop trigger of migration 0028, through crop_of_name) on every write of the name, and
     * for every listing when the dictionary is reloaded (db/crop-names.ts), so Browse finds a crop by
     * equality on an index rather than by each of its names.
     */
    crop: text('crop'),
    deliveryAvailable: boolean('delivery_available').notNull().default(false),
    deliveryRadiusKm: numeric('delivery_radius_km', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    status: productStatus('status').notNull().default('available'),
    /**
     * When an operator hid the listing, why (shown to its farmer as written) and how: on its own, or
     * with its farmer's account suspended (restoring the account shows those again, not the others).
     * A hidden listing is seen by its farmer alone; nobody can put it in a cart or order it.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenCause: text('hidden_cause', { enum: HIDDEN_CAUSES }),
    ratings: integer('ratings')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A minimum or step of 0 would let an order of nothing through, and a step of 0 divides by it.
    check('products_min_order_quantity_positive', sql`${table.minOrderQuantity} > 0`),
    check('products_order_step_positive', sql`${table.orderStep} > 0`),
    check('products_hidden_cause_known', sql`${table.hiddenCause} IN (${sql.raw(HIDDEN_CAUSES.map((cause) => `'${cause}'`).join(', '))})`),
    index('products_farmer_id_created_at_idx').on(table.farmerId, table.createdAt.desc()),
    // Browse. Search is a substring match on name or variety (trigram GIN; the
    // extension comes from migration 0003) or a category among those whose name matches (btree).
    index('products_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('products_variety_trgm_idx').using('gin', table.variety.op('gin_trgm_ops')),
    // A category's listings newest first: the category chips' page and the search's category branch.
    // The other filters' columns follow the order's, so a count of the category with more filters
    // is read from this index alone (an index-only scan stopping at the cap), never from the table.
    index('products_category_created_at_idx').on(
      table.category,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
      ...filterColumns(table, 'locationState'),
    ),
    // Search also finds a listing by its town (trigram GIN, as name and variety).
    index('products_location_city_trgm_idx').using('gin', table.locationCity.op('gin_trgm_ops')),
    // A state's listings newest first: the state filter's page and count, and the search's state branch
    // ("one of the states whose name contains the text"). No trigram index on the state: PostgreSQL
    // would also take it for the filter's equality, which this B-tree answers far more cheaply.
    // The other filters' columns follow, as in the category's index, so that counting a state with
    // other filters up to the cap reads the index alone rather than rows of the table.
    index('products_location_state_created_at_idx').on(
      table.locationState,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
      ...filterColumns(table, 'category'),
    ),
    // The yes/no filters keep a minority of listings: partial indexes in the newest-first order hold only
    // those, so the filter's page is read in order and its count from a small index.
    index('products_organic_created_at_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.isOrganic}`),
    index('products_certified_created_at_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.isCertified}`),
    index('products_in_stock_created_at_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.status} = 'available' and ${table.quantityAvailable} > 0`),
    // One index per order the browse list is read in, each ending in the tie-breaks that keep
    // pages stable: newest first, and by price either way with newest first among equal prices.
    // NULLS FIRST is PostgreSQL's default for DESC, so a plain `ORDER BY … DESC` matches them.
    index('products_created_at_id_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('products_price_asc_idx').on(table.pricePerUnit.asc(), table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('products_price_desc_idx').on(
      table.pricePerUnit.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // By price per kg either way, listings not sold by weight last, newest first among equal prices; the
    // same indexes answer a price range.
    index('products_price_kg_asc_idx').on(
      table.pricePerKg.asc().nullsLast(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('products_price_kg_desc_idx').on(
      table.pricePerKg.desc().nullsLast(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // A crop's listings (search by a crop's name, a plural, a synonym or a misspelling) newest first;
    // the search's crop branch reads it as a bitmap, a broad crop search's newest page in order.
    index('products_crop_created_at_idx').on(table.crop, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // How many of a crop's listings are shown (a crop search's count, capped): read from this index
    // alone, where the crop indexes above would visit each listing's row to see it is not hidden.
    // Only crops are in it, so no query without a crop condition can take it for a list of the shown.
    index('products_crop_listed_idx')
      .on(table.crop)
      .where(sql`${table.hiddenAt} is null and ${table.crop} is not null`),
    // A crop's listings in each of the other orders: a broad crop search's page is a range of one of
    // these (a few rows read), where the order's own index would pass over every cheaper crop first.
    index('products_crop_price_asc_idx').on(
      table.crop,
      table.pricePerUnit.asc(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('products_crop_price_desc_idx').on(
      table.crop,
      table.pricePerUnit.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('products_crop_price_kg_asc_idx').on(
      table.crop,
      table.pricePerKg.asc().nullsLast(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('products_crop_price_kg_desc_idx').on(
      table.crop,
      table.pricePerKg.desc().nullsLast(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The names that name no crop, by trigram: a search that names a crop finds that crop's listings
    // by the crop indexes, and other listings by their own words through this small index.
    index('products_name_no_crop_trgm_idx')
      .using('gin', table.name.op('gin_trgm_ops'))
      .where(sql`${table.crop} is null`),
    // Near a place: "within R km" (earth_box) and "nearest first" (KNN) from one GiST index on the
    // listing's place as a point on the Earth (lib/distance.ts).
    index('products_place_earth_idx').using('gist', earthPoint({ latitude: table.placeLatitude, longitude: table.placeLongitude })),
  ],
)

export type ProductRow = typeof products.$inferSelect
export type NewProductRow = typeof products.$inferInsert
