import type { ListedProduct } from '@app/shared/browse'
import { cartLineIssue, cartTotals, lineAmount, type CartEntry, type CartLineIssue } from '@app/shared/cart'

/**
 * One line of the cart: the listing, the buyer's line (chosen quantity, price last seen), its
 * amount (price per unit × chosen quantity) and what, if anything, keeps it from checkout.
 */
export type CartLine = { product: ListedProduct; entry: CartEntry; amount: number; issue: CartLineIssue | null }

/**
 * The cart's lines, oldest first. The answer holds one entry per product; an entry whose product
 * the answer does not carry (a listing deleted meanwhile) is left out. The amount comes from the
 * same function as the Order Summary, so the two always agree.
 */
export function toCartLines(entries: readonly CartEntry[], products: readonly ListedProduct[]): CartLine[] {
  const byId = new Map(products.map((product) => [product._id, product]))
  return entries.flatMap((entry) => {
    const product = byId.get(entry.productId)
    if (!product) return []
    return [
      {
        product,
        entry,
        amount: lineAmount({ pricePerUnit: product.pricePerUnit, quantity: entry.quantity }),
        issue: cartLineIssue(entry, product),
      },
    ]
  })
}

/**
 * The Order Summary over the lines that can be checked out as they are: their count (one per
 * line) and the shared totals. A flagged line is left out until the buyer sorts it out.
 */
export function orderSummary(payable: readonly CartLine[]) {
  return {
    itemCount: payable.length,
    ...cartTotals(payable.map((line) => ({ pricePerUnit: line.product.pricePerUnit, quantity: line.entry.quantity }))),
  }
}
