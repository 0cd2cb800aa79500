import { sql } from 'drizzle-orm'
import { boolean, check, date, doublePrecision, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * A farmer's profile: at most one per user, which the unique index
 * enforces even when two requests race. Name, email and profile image live on `users`.
 */
export const farmerProfiles = pgTable(
  'farmer_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pin: text('pin').notNull(),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    /** Acres, to two decimals. */
    farmSize: numeric('farm_size', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    isCertifiedSustainable: boolean('is_certified_sustainable').notNull().default(false),
    certificationAuthority: text('certification_authority'),
    certifiedOn: date('certified_on', { mode: 'string' }),
    /** Links to certificate documents. */
    documents: text('documents')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Where buyers pay this farmer by UPI; null until the farmer adds one. */
    upiId: text('upi_id'),
    /** What the farmer charges to deliver one order; the spec's fixed ₹49 until the farmer sets another. */
    deliveryFee: numeric('delivery_fee', { precision: 12, scale: 2, mode: 'number' }).notNull().default(49),
    /** How far from the farm the farmer delivers, in whole km; null: no distance limit. */
    deliveryRadiusKm: integer('delivery_radius_km'),
    /** PIN codes the farmer delivers to whatever their distance; with no radius either, the farmer delivers anywhere. */
    deliveryPins: text('delivery_pins')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Where buyers collect a pickup order (house, road, landmark); shown to the buyer only once the order is accepted. */
    pickupAddress: text('pickup_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('farmer_profiles_user_id_unique').on(table.userId),
    check('farmer_profiles_delivery_radius_positive', sql`${table.deliveryRadiusKm} > 0`),
  ],
)

export type FarmerProfileRow = typeof farmerProfiles.$inferSelect
export type NewFarmerProfileRow = typeof farmerProfiles.$inferInsert
