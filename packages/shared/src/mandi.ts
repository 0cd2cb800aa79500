import { z } from 'zod'
import { msg } from './messages/refs'
import { PinCodeSchema } from './pincodes'
import { KG_PER_UNIT, PRODUCT_UNITS, type ProductUnit } from './units'

/**
 * Price references: the daily mandi (wholesale market) rates the Government of India publishes
 * (Agmarknet, through data.gov.in), and the prices buyers paid on KisanSetu itself.
 */

/** Mandi rates are quoted per quintal (100 kg). */
export const KG_PER_QUINTAL = 100

/** A market's rate counts as "today's" when its latest day is at most this many days old: markets do not trade every day. */
export const MANDI_RECENT_DAYS = 7
/** Days of modal prices the Mandi Prices page charts for each market. */
export const MANDI_HISTORY_DAYS = 30
/** Markets the listing form and the product page show, nearest first. */
export const NEAREST_MARKETS = 3
/** Markets the Mandi Prices page shows, nearest first. */
export const PAGE_MARKETS = 6

/** The windows, in days, KisanSetu's own prices are summed over. */
export const OWN_PRICE_WINDOWS = [7, 30] as const
export type OwnPriceWindow = (typeof OWN_PRICE_WINDOWS)[number]
/**
 * Own prices are shown only where at least this many completed orders from at least this many
 * farmers stand behind them, so no single trade or farmer can be read off the figures.
 */
export const OWN_PRICE_MIN_ORDERS = 3
export const OWN_PRICE_MIN_FARMERS = 2

/** Where the mandi rates come from, for the attribution the licence asks for wherever they show. */
export const MANDI_SOURCE_URL = 'https://data.gov.in/resource/current-daily-price-various-commodities-various-markets-mandi'
export const MANDI_LICENCE_URL = 'https://data.gov.in/government-open-data-license-india'

/**
 * A price of ₹`perQuintal` a quintal in ₹ per `unit`, to the paisa; null for a unit that is not a
 * weight (dozen, piece, litre…): a mandi rate says nothing about those.
 */
export function mandiPriceIn(unit: ProductUnit, perQuintal: number): number | null {
  const kg = KG_PER_UNIT[unit]
  if (kg === undefined) return null
  return Math.round((perQuintal * kg * 100) / KG_PER_QUINTAL) / 100
}

/** A price of ₹`perKg` a kilogram in ₹ per `unit`, to the paisa; null for a unit that is not a weight. */
export function perKgPriceIn(unit: ProductUnit, perKg: number): number | null {
  const kg = KG_PER_UNIT[unit]
  if (kg === undefined) return null
  return Math.round(perKg * kg * 100) / 100
}

/** GET /api/prices: a crop as the visitor typed it (any of the five languages), and where and in what unit. */
export const PriceQuerySchema = z.object({
  crop: z
    .string({ error: msg('prices.cropRequired') })
    .trim()
    .min(1, msg('prices.cropRequired'))
    .max(60, msg('prices.cropTooLong')),
  /** Nearest markets first from this PIN code's place; without it, the markets with the latest rates. */
  pin: PinCodeSchema.optional(),
  unit: z.enum(PRODUCT_UNITS, { error: msg('prices.unitInvalid') }).default('kg'),
  /** `true`: each market's modal price for the last MANDI_HISTORY_DAYS days as well (the chart). */
  history: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
})
export type PriceQuery = z.input<typeof PriceQuerySchema>

const rupees = z.number().nonnegative()
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** One market's latest day: prices in ₹ per the answer's unit. */
export const MandiMarketPriceSchema = z.object({
  market: z.string(),
  district: z.string(),
  state: z.string(),
  /** From the PIN code's place to the market's district, rounded to the km; null when either is not placed. */
  distanceKm: z.number().int().nullable(),
  /** The day the market traded: YYYY-MM-DD. */
  date: isoDate,
  minPrice: rupees,
  maxPrice: rupees,
  modalPrice: rupees,
  /** Each day's modal price over the last MANDI_HISTORY_DAYS days, oldest first (only when history was asked). */
  history: z.array(z.object({ date: isoDate, modalPrice: rupees })).optional(),
})
export type MandiMarketPrice = z.infer<typeof MandiMarketPriceSchema>

/** KisanSetu's own prices for the crop in one district over one window, in ₹ per the answer's unit. */
export const OwnPriceSchema = z.object({
  district: z.string(),
  state: z.string(),
  days: z.union([z.literal(7), z.literal(30)]),
  orders: z.number().int(),
  median: rupees,
  min: rupees,
  max: rupees,
})
export type OwnPrice = z.infer<typeof OwnPriceSchema>

export const PriceReferenceSchema = z.object({
  /** The crop the text names (the crop dictionary's key, e.g. 'tomato'); null when it names none we know. */
  crop: z.string().nullable(),
  /** The crop's name in the caller's language; null with `crop`. */
  cropName: z.string().nullable(),
  unit: z.enum(PRODUCT_UNITS),
  /** False for a unit that is not a weight: no price converts to it, and the lists are empty. */
  comparable: z.boolean(),
  /**
   * Mandi rates; null where this server has no source of them (production without an API key).
   * `demo`: the embedded demo's made-up rates, to be marked as such wherever they show.
   */
  mandi: z
    .object({
      demo: z.boolean(),
      markets: z.array(MandiMarketPriceSchema),
    })
    .nullable(),
  /** With a PIN code, its district's; without, the districts with the most orders (up to PAGE_MARKETS). */
  ownPrices: z.array(OwnPriceSchema),
})
export type PriceReference = z.infer<typeof PriceReferenceSchema>
