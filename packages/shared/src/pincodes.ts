import { z } from 'zod'
import { parsedText, PointSchema } from './fields'
import { msg } from './messages/refs'
import { pinCodeOf } from './pin-code'
import { INDIAN_STATES } from './states'

export { PIN_CODE_PATTERN } from './pin-code'

/** A PIN code as a field or a path parameter, spaces dropped (pin-code.ts). */
export const PinCodeSchema = parsedText(pinCodeOf, msg('places.pinInvalid'))

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
