import { z } from 'zod'
import { ListedProductSchema, type ListedProduct } from './browse'
import { requiredNumber, toHundredths, type NumberInput } from './fields'
import { DELIVERY_CHARGE_RUPEES } from './limits'
import { msg } from './messages/refs'
import { largestOrderQuantity, quantityProblem, type QuantityProblem } from './quantity'

/**
 * The buyer's cart: one line per product, with the quantity the buyer chose (in the listing's
 * unit) and the price the buyer last saw for it. A line whose listing changed since (price, stock,
 * status) is flagged, and the buyer acknowledges a new price before it can be checked out.
 */

/** Lines one cart may hold: far more than a person collects, few enough to bound the rows. */
export const MAX_CART_ENTRIES = 100

/** A product id in a path or body: any other text is refused before it reaches the database. */
export function productIdSchema(message: string) {
  return z.uuid({ error: message })
}

const QUANTITY_MESSAGES = {
  required: msg('quantity.notPositive'),
  notNumber: msg('quantity.notPositive'),
  negative: msg('quantity.notPositive'),
  tooLarge: msg('quantity.notPositive'),
}

/** A chosen quantity: a number above 0 (JSON or the text of a number box), kept to hundredths. */
const chosenQuantity = requiredNumber(QUANTITY_MESSAGES, Number.MAX_SAFE_INTEGER / 100)
  .transform(toHundredths)
  .refine((quantity) => quantity > 0, msg('quantity.notPositive'))

/**
 * POST /orderProduct/addToCart: `{ productId, userId, quantity? }`. The buyer is always the
 * signed-in user; the spec's `userId` may be sent and is ignored. Without a quantity one minimum
 * order is added; with one, that much is added to what the line already holds.
 */
export const AddToCartSchema = z.object({
  productId: productIdSchema(msg('cart.productIdInvalid')),
  quantity: z.preprocess((value: NumberInput) => (value === '' || value === null ? undefined : value), chosenQuantity.optional()),
})
export type AddToCart = z.input<typeof AddToCartSchema>

/** PATCH /me/cart/{productId}: the line's new quantity, checked against the listing's order rules. */
export const SetCartQuantitySchema = z.object({ quantity: chosenQuantity })
export type SetCartQuantity = z.input<typeof SetCartQuantitySchema>

/**
 * One cart line: which product, when it was first added (the farmer's request shows it as
 * "Interest shown"), how much the buyer wants, and the price per unit the buyer last saw.
 */
export const CartEntrySchema = z.object({ productId: z.string(), addedAt: z.string(), quantity: z.number(), priceSeen: z.number() })
export type CartEntry = z.infer<typeof CartEntrySchema>

/**
 * Add to Cart (201), PATCH /me/cart/{productId} and …/accept-price (200): the message to show and
 * the line as it now is. Older clients read only `message`.
 */
export const CartEntrySavedResponseSchema = z.object({ message: z.string(), entry: CartEntrySchema })
export type CartEntrySavedResponse = z.infer<typeof CartEntrySavedResponseSchema>

/**
 * GET /orderProduct/getProductFromCart: `cart.products` holds the lines, oldest first; `product`
 * holds each line's listing, in the same order (a deleted listing leaves the cart with it).
 */
export const CartResponseSchema = z.object({
  cart: z.object({ products: z.array(CartEntrySchema) }),
  product: z.array(ListedProductSchema),
})
export type CartResponse = z.infer<typeof CartResponseSchema>

/**
 * Why a line cannot be checked out as it is: the listing is no longer offered, nothing orderable is
 * left, the chosen quantity no longer fits (stock fell, or the farmer changed the minimum or step),
 * or the price changed since the buyer saw it. Null when the line is fine.
 */
export type CartLineIssue =
  | { kind: 'unavailable' }
  | { kind: 'soldOut' }
  | { kind: 'quantity'; problem: QuantityProblem }
  | { kind: 'priceChanged'; from: number; to: number }

type LineProduct = Pick<ListedProduct, 'status' | 'pricePerUnit' | 'minOrderQuantity' | 'orderStep' | 'quantityAvailable'>

export function cartLineIssue(entry: Pick<CartEntry, 'quantity' | 'priceSeen'>, product: LineProduct | undefined): CartLineIssue | null {
  if (!product || product.status !== 'available') return { kind: 'unavailable' }
  if (largestOrderQuantity(product) === null) return { kind: 'soldOut' }
  const problem = quantityProblem(product, entry.quantity)
  if (problem) return { kind: 'quantity', problem }
  if (entry.priceSeen !== product.pricePerUnit) return { kind: 'priceChanged', from: entry.priceSeen, to: product.pricePerUnit }
  return null
}

/**
 * A line's amount in rupees: price per unit × chosen quantity, rounded to the paisa (both carry 2
 * decimals, so the exact product has 4; the half paisa rounds up).
 */
export function lineAmount(line: { pricePerUnit: number; quantity: number }): number {
  const pricePaise = Math.round(line.pricePerUnit * 100)
  const hundredths = Math.round(line.quantity * 100)
  return Math.round((pricePaise * hundredths) / 100) / 100
}

/**
 * The cart's Order Summary: subtotal = Σ line amounts, delivery ₹49 only when the subtotal is
 * positive, total = subtotal + delivery.
 */
export function cartTotals(lines: readonly { pricePerUnit: number; quantity: number }[]): {
  subtotal: number
  delivery: number
  total: number
} {
  const subtotalPaise = lines.reduce((sum, line) => sum + Math.round(lineAmount(line) * 100), 0)
  const delivery = subtotalPaise > 0 ? DELIVERY_CHARGE_RUPEES : 0
  return { subtotal: subtotalPaise / 100, delivery, total: (subtotalPaise + delivery * 100) / 100 }
}
