import { z } from 'zod'
import { requiredText } from './required-text'
import { msg } from './messages/refs'
import type { MessageId } from './messages/en'
import { PIN_CODE_PATTERN, pinCodeOf } from './pin-code'
import { INDIAN_STATES } from './states'

/**
 * Where an order is delivered, and where a farmer delivers. The buyer types the delivery address in
 * checkout (kept on the account for the next one); its PIN code, looked up in the PIN directory,
 * gives the point a farmer's delivery radius is measured from.
 */

export const DELIVERY_ADDRESS_LIMITS = { line: 200, town: 60 } as const

/** A PIN code as typed ("422 001" too): six digits, the first 1 to 9. */
const AddressPinSchema = z.preprocess(
  (value: string | number | null | undefined) => (typeof value === 'number' ? String(value) : value),
  requiredText(msg('checkout.addressPinRequired'))
    .transform((text) => pinCodeOf(text) ?? text)
    .pipe(z.string().regex(PIN_CODE_PATTERN, msg('places.pinInvalid'))),
)

/**
 * A delivery address as checkout's form holds it and the server takes it: house and street, town,
 * PIN code and a state from the list. The server also checks that the PIN code is in the directory.
 */
export const DeliveryAddressInputSchema = z.object({
  line: requiredText(msg('checkout.addressLineRequired')).max(
    DELIVERY_ADDRESS_LIMITS.line,
    msg('checkout.addressLineTooLong', { max: DELIVERY_ADDRESS_LIMITS.line }),
  ),
  town: requiredText(msg('checkout.addressTownRequired')).max(
    DELIVERY_ADDRESS_LIMITS.town,
    msg('checkout.addressTownTooLong', { max: DELIVERY_ADDRESS_LIMITS.town }),
  ),
  pin: AddressPinSchema,
  state: z.enum(INDIAN_STATES, { error: msg('checkout.addressStateRequired') }),
})
export type DeliveryAddressInput = z.input<typeof DeliveryAddressInputSchema>
export type DeliveryAddressFields = z.output<typeof DeliveryAddressInputSchema>

/** A saved delivery address as answers show it. */
export const DeliveryAddressSchema = z.object({
  line: z.string(),
  town: z.string(),
  pin: z.string(),
  state: z.string(),
})
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>

/** The address on one line, as an order keeps it: "12 MG Road, Kalyan, Maharashtra 421301". */
export function deliveryAddressText(address: DeliveryAddress): string {
  return [address.line, address.town, `${address.state} ${address.pin}`.trim()].filter((part) => part.trim() !== '').join(', ')
}

/**
 * Where a farmer delivers: within `radiusKm` of the farm, and to the PIN codes of `pins` whatever
 * their distance. With neither, the farmer delivers anywhere (as before areas existed).
 */
export interface DeliveryArea {
  radiusKm: number | null
  pins: readonly string[]
}

/** Whether `area` limits delivery at all. */
export function deliveryAreaLimited(area: DeliveryArea): boolean {
  return area.radiusKm !== null || area.pins.length > 0
}

/**
 * Whether the farmer delivers to an address at `pin`, `distanceKm` from the farm (null when either
 * point is unknown). A listed PIN code is delivered to at any distance; otherwise the distance must
 * be known and within the radius.
 */
export function deliversTo(area: DeliveryArea, pin: string | null, distanceKm: number | null): boolean {
  if (!deliveryAreaLimited(area)) return true
  if (pin !== null && area.pins.includes(pin)) return true
  return area.radiusKm !== null && distanceKm !== null && distanceKm <= area.radiusKm
}

/** Km as people say it: whole km, at least 1. */
export function roundKm(km: number): number {
  return Math.max(1, Math.round(km))
}

/** Query of GET /me/checkout: a PIN code to check each farmer's delivery against (else the saved address's). */
export const CheckoutPreviewQuerySchema = z.object({
  pin: z
    .string()
    .optional()
    .transform((text) => (text === undefined || text.trim() === '' ? undefined : pinCodeOf(text))),
})

/**
 * The pickup place of an accepted order: the farm's address on one line and its point (the farm's
 * own, else its PIN code's), for a map link. Null in answers before acceptance and for anyone else.
 */
export const PickupPlaceSchema = z.object({
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
})
export type PickupPlace = z.infer<typeof PickupPlaceSchema>

/** A map link for a point that opens the phone's map app or the map site; no embedded map, nothing loaded. */
export function mapLink(lat: number, lng: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`
}

/**
 * How an order's payment method is named: cash is "Pay at pickup" when the buyer collects the
 * order and "Cash on delivery" when the farmer brings it.
 */
export function paymentMethodLabelId(method: 'upi' | 'cod', fulfilment: 'pickup' | 'delivery'): MessageId {
  if (method === 'upi') return 'payments.method.upi'
  return fulfilment === 'pickup' ? 'payments.method.payAtPickup' : 'payments.method.cod'
}

/** The radius of PostgreSQL earthdistance's `earth()`, in km: the sphere Browse measures "within R km" on. */
const EARTH_RADIUS_KM = 6378.168

/** The great-circle distance between two points in km, on the same sphere as Browse's distances. */
export function greatCircleKm(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): number {
  const radians = Math.PI / 180
  const dLat = (to.latitude - from.latitude) * radians
  const dLng = (to.longitude - from.longitude) * radians
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(from.latitude * radians) * Math.cos(to.latitude * radians) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}
