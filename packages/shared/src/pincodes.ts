import { z } from 'zod'
import { PointSchema } from './fields'
import { msg } from './messages/refs'
import { INDIAN_STATES } from './states'

/**
 * An Indian PIN code: six digits, the first 1 to 9 (India Post's nine PIN zones; no code starts
 * with 0). Spaces are dropped first, as people often write "411 001".
 */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/

export const PinCodeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value),
  z.string({ error: msg('places.pinInvalid') }).regex(PIN_CODE_PATTERN, msg('places.pinInvalid')),
)

/**
 * The place a PIN code names (India Post's directory): its district, written for display
 * ("Nashik"), its state by the canonical name of INDIAN_STATES, and a point in the middle of its
 * post offices, `[longitude, latitude]`, or the empty point when none of its offices has one.
 */
export const PlaceSchema = z.object({
  pin: z.string(),
  district: z.string(),
  state: z.enum(INDIAN_STATES),
  coordinates: PointSchema,
})
export type Place = z.infer<typeof PlaceSchema>
