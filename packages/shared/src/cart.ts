import { z } from 'zod'
import { ListedProductSchema } from './browse'
import { DELIVERY_CHARGE_RUPEES } from './limits'
import { en } from './messages/en'

/**
 * The buyer's cart. Each Add to Cart is one entry; several entries of one product count as its
 * quantity.
 */

/** Entries one cart may hold: far more than a person collects, few enough to bound the rows. */
export const MAX_CART_ENTRIES = 100

/** A product id in a path or body: any other text is refused before it reaches the database. */
export function productIdSchema(message: string) {
  return z.uuid({ error: message })
}

/**
 * POST /orderProduct/addToCart: `{ productId, userId }`. The buyer is always the signed-in user;
 * the spec's `userId` may be sent and is ignored.
 */
export const AddToCartSchema = z.object({ productId: productIdSchema(en['cart.productIdInvalid']) })
export type AddToCart = z.input<typeof AddToCartSchema>

/** One Add to Cart: which product, and when (the farmer's request shows it as "Interest shown"). */
export const CartEntrySchema = z.object({ productId: z.string(), addedAt: z.string() })
export type CartEntry = z.infer<typeof CartEntrySchema>

/**
 * GET /orderProduct/getProductFromCart: `cart.products` holds every entry, oldest first;
 * `product` holds each distinct product once, in the order it was first added.
 */
export const CartResponseSchema = z.object({
  cart: z.object({ products: z.array(CartEntrySchema) }),
  product: z.array(ListedProductSchema),
})
export type CartResponse = z.infer<typeof CartResponseSchema>

/** A cart line's amount: price per unit × quantity available, in paise to stay exact. */
function lineAmountPaise(product: { pricePerUnit: number; quantityAvailable: number }): number {
  return Math.round(product.pricePerUnit * 100) * product.quantityAvailable
}

/**
 * The cart's Order Summary: subtotal = Σ price × quantity available over the cart's
 * products, delivery ₹49 only when the subtotal is positive, total = subtotal + delivery.
 */
export function cartTotals(products: readonly { pricePerUnit: number; quantityAvailable: number }[]): {
  subtotal: number
  delivery: number
  total: number
} {
  const subtotalPaise = Math.round(products.reduce((sum, product) => sum + lineAmountPaise(product), 0))
  const subtotal = subtotalPaise / 100
  const delivery = subtotal > 0 ? DELIVERY_CHARGE_RUPEES : 0
  return { subtotal, delivery, total: (subtotalPaise + delivery * 100) / 100 }
}
