import type { ListedProduct } from '@app/shared/browse'
import { cartTotals } from '@app/shared/cart'

/** One product in the cart: the listing and how many times the cart holds it. */
export type CartLine = { product: ListedProduct; quantity: number; amount: number }

/**
 * The cart's lines in the order the products were first added. Duplicates of one id are one line
 * whose quantity is how many there are (the cart stores one entry per press); an entry whose
 * product the answer does not carry is left out. A line's amount is the marketplace's rule (price
 * per unit × quantity available), taken from the same function as the Order Summary so the two
 * always agree.
 */
export function toCartLines(entries: readonly { productId: string }[], products: readonly ListedProduct[]): CartLine[] {
  const byId = new Map(products.map((product) => [product._id, product]))
  const lines = new Map<string, CartLine>()
  for (const { productId } of entries) {
    const line = lines.get(productId)
    if (line) {
      line.quantity += 1
      continue
    }
    const product = byId.get(productId)
    if (product) lines.set(productId, { product, quantity: 1, amount: cartTotals([product]).subtotal })
  }
  return [...lines.values()]
}

/** The Order Summary: the subtotal's item count (one per line) with the shared totals. */
export function orderSummary(lines: readonly CartLine[]) {
  return { itemCount: lines.length, ...cartTotals(lines.map((line) => line.product)) }
}
