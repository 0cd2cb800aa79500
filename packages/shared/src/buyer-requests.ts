import { z } from 'zod'
import { msg } from './messages/refs'
import { PRODUCT_LIMITS, ProductSchema } from './products'

/**
 * Buyer interest requests: a farmer sees one request per buyer whose cart holds any of the
 * farmer's products, and answers it product by product. The answers are stored on the server.
 */

/** The farmer's answer per product, in the order the status select lists them. */
export const RESPONSE_STATUSES = [
  'pending',
  'available_now',
  'available_later',
  'partial_available',
  'negotiating',
  'confirmed',
  'unavailable',
] as const
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number]

/** A product nobody has answered yet is `pending`. */
export const DEFAULT_RESPONSE_STATUS: ResponseStatus = 'pending'

/** Statuses the farmer sets with the status select; `confirmed` comes only from Confirm This Product. */
export const SETTABLE_RESPONSE_STATUSES = RESPONSE_STATUSES.filter(
  (status): status is Exclude<ResponseStatus, 'confirmed'> => status !== 'confirmed',
)

/** The quantity box shows for these statuses only: the farmer has something to offer now or later. */
export const QUANTITY_STATUSES: readonly ResponseStatus[] = ['available_now', 'available_later', 'partial_available']
/** The expected delivery date shows for this status only. */
export const DELIVERY_DATE_STATUSES: readonly ResponseStatus[] = ['available_later']

/** Confirm This Product shows when the status is neither pending nor unavailable (nor done). */
export function canConfirm(status: ResponseStatus): boolean {
  return status !== 'pending' && status !== 'unavailable' && status !== 'confirmed'
}

/** A request's category, for the tabs. Completed has no rule and stays empty. */
export const REQUEST_CATEGORIES = ['new', 'in_progress', 'confirmed', 'completed'] as const
export type RequestCategory = (typeof REQUEST_CATEGORIES)[number]

/**
 * No products or all pending gives new; any confirmed gives confirmed; otherwise any
 * product neither pending nor unavailable gives in_progress; otherwise new.
 */
export function requestCategory(statuses: readonly ResponseStatus[]): RequestCategory {
  if (statuses.length === 0 || statuses.every((status) => status === 'pending')) return 'new'
  if (statuses.includes('confirmed')) return 'confirmed'
  if (statuses.some((status) => status !== 'pending' && status !== 'unavailable')) return 'in_progress'
  return 'new'
}

/** Today's date in India as `YYYY-MM-DD`: the earliest expected delivery date a farmer may give. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now)
}

/** '' and null mean "not given", as for any optional form value. */
function emptyToNull(value: unknown): unknown {
  return value === '' || value === undefined ? null : value
}

/** A whole number of units from `min` up, given as a JSON number or as the digits a number box holds. */
export function wholeNumberSchema(invalid: string, min: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: invalid }).int(invalid).min(min, invalid).max(PRODUCT_LIMITS.quantity, invalid),
  )
}

/** A delivery date: a real `YYYY-MM-DD` no earlier than today in India. */
export function deliveryDateSchema() {
  return z.preprocess(
    emptyToNull,
    z.iso
      .date({ error: msg('requests.deliveryDateInvalid') })
      .refine((date) => date >= todayInIndia(), msg('requests.deliveryDateInPast'))
      .nullable(),
  )
}

/**
 * PUT /requests/{requestId}/products/{productId}/response: the farmer's answer for one product.
 * The quantity's upper bound (the product's available quantity) is checked by the server.
 */
export const RequestResponseInputSchema = z.object({
  status: z
    .enum(RESPONSE_STATUSES, { error: msg('requests.statusInvalid') })
    .refine((status) => status !== 'confirmed', msg('requests.confirmThroughConfirm')),
  quantityOffered: z.preprocess(emptyToNull, wholeNumberSchema(msg('requests.quantityInvalid'), 0).nullable()),
  expectedDeliveryDate: deliveryDateSchema(),
})
export type RequestResponseInput = z.input<typeof RequestResponseInputSchema>
export type RequestResponseFields = z.output<typeof RequestResponseInputSchema>

/** The path of the answer and confirm calls; a malformed id is a 400, never a database error. */
export const RequestProductParamsSchema = z.object({
  requestId: z.uuid({ error: msg('requests.idInvalid') }),
  productId: z.uuid({ error: msg('products.notFound') }),
})

/** The stored answer for one product of a request; `pending` with nulls until the farmer answers. */
export const RequestResponseSchema = z.object({
  productId: z.string(),
  status: z.enum(RESPONSE_STATUSES),
  quantityOffered: z.number().nullable(),
  expectedDeliveryDate: z.iso.date().nullable(),
  /** The order Confirm This Product created, once it has. */
  orderId: z.string().nullable(),
  /** When the farmer last answered; null while pending and never answered. */
  updatedAt: z.string().nullable(),
})
export type RequestResponse = z.infer<typeof RequestResponseSchema>

/** PUT …/response answers the stored answer. */
export const RequestResponseSavedSchema = z.object({ message: z.string(), response: RequestResponseSchema })
export type RequestResponseSaved = z.infer<typeof RequestResponseSavedSchema>

/**
 * One product of a request: when the buyer first added it and how much they asked for (their cart
 * line's quantity, in the listing's unit; for a confirmed product, the quantity confirmed).
 */
export const RequestEntrySchema = z.object({ productId: z.string(), addedAt: z.string(), quantity: z.number() })
export type RequestEntry = z.infer<typeof RequestEntrySchema>

/**
 * One `checkProductIds` entry: one buyer's interest in this farmer's products. `products` lists
 * each product once with when it was first added and the quantity asked; `responses` (which older
 * clients ignore) holds the farmer's stored answer for each of those products, in the same order.
 */
export const BuyerRequestSchema = z.object({
  /** Stable for this buyer and farmer: the same request keeps its id across reloads. */
  _id: z.string(),
  /** `email` is null for an account made with a mobile number alone. */
  userId: z.object({ _id: z.string(), name: z.string(), email: z.string().nullable() }),
  products: z.array(RequestEntrySchema),
  /** The earliest interest shown in any of these products. */
  createdAt: z.string(),
  responses: z.array(RequestResponseSchema),
})
export type BuyerRequest = z.infer<typeof BuyerRequestSchema>

/** `additionalBuyerInfo` entry: what the buyer's profile shows; nulls and [] when they have none. */
export const AdditionalBuyerInfoSchema = z.object({
  userId: z.string(),
  profileImage: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.object({ city: z.string().nullable(), state: z.string().nullable() }),
  preferences: z.array(z.string()),
})
export type AdditionalBuyerInfo = z.infer<typeof AdditionalBuyerInfoSchema>

/** GET /addProductByFarmer/requestToBuyProducts, newest request first. */
export const BuyerRequestsResponseSchema = z.object({
  checkProductIds: z.array(BuyerRequestSchema),
  /** Each product named by any request, once. */
  checkProducts: z.array(ProductSchema),
  additionalBuyerInfo: z.array(AdditionalBuyerInfoSchema),
})
export type BuyerRequestsResponse = z.infer<typeof BuyerRequestsResponseSchema>
