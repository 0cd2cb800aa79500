import { MAX_CART_ENTRIES, type CartEntry, type CartResponse } from '@app/shared/cart'
import { msg } from '@app/shared/messages/refs'
import { largestOrderQuantity, quantityProblem, quantityProblemMessage } from '@app/shared/quantity'
import type { AppDeps } from '#src/app-deps'
import type { CartItemRow } from '#src/db/schema/index'
import { AppError } from '#src/lib/app-error'
import { assertMayTrade } from '#src/lib/sandbox'
import { findListedProductsByIds } from '#src/modules/browse/browse.repository'
import { toListedProductDto } from '#src/modules/browse/browse.service'
import { deleteConfirmedResponse } from '#src/modules/requests/requests.repository'
import * as repo from './cart.repository'

export function toCartEntryDto(row: CartItemRow): CartEntry {
  return { productId: row.productId, addedAt: row.addedAt.toISOString(), quantity: row.quantity, priceSeen: row.priceSeen }
}

function notAvailable(): AppError {
  return new AppError(409, 'CONFLICT', msg('cart.productNotAvailable'))
}

function notInCart(): AppError {
  return new AppError(404, 'NOT_FOUND', msg('cart.notInCart'))
}

/**
 * Only a listing a buyer could buy takes a quantity: status available (the screens disable Add to
 * Cart for any other) with at least one minimum order left.
 */
function assertOrderable(product: repo.CartProduct): void {
  if (product.status !== 'available' || largestOrderQuantity(product) === null) throw notAvailable()
}

/** A quantity the listing's rules refuse, as the quantity field's error. */
function assertQuantityFits(product: repo.CartProduct, quantity: number): void {
  const problem = quantityProblem(product, quantity)
  if (!problem) return
  const message = quantityProblemMessage(problem, product.unit)
  throw new AppError(400, 'VALIDATION_FAILED', message, { quantity: [message] })
}

/**
 * Adds to the buyer's line of the product: `quantity` when given, one minimum order when not (what
 * the spec's Add to Cart, which sends none, always did: one more lot). The line's new quantity must
 * be an order the listing allows (minimum, whole steps, within stock). A new line records the price
 * the buyer sees now; an existing line keeps the price it recorded, so a change since stays flagged
 * until the buyer accepts it.
 *
 * The product's share lock holds its rules still, and the cart lock makes one buyer's changes run
 * one after another: two parallel adds of 1 kg give 2 kg, never 1, and the line limit holds.
 */
export async function addToCart(
  deps: Pick<AppDeps, 'db'>,
  buyerId: string,
  productId: string,
  quantity: number | undefined,
): Promise<CartEntry> {
  return deps.db.transaction(async (tx) => {
    await assertMayTrade(tx, buyerId, productId)
    // Before the product's lock, as confirming an order takes them (answer, then product): one
    // order of locks everywhere leaves no two transactions waiting on each other.
    await deleteConfirmedResponse(tx, buyerId, productId)
    const product = await repo.findProductForCart(tx, productId)
    if (!product) throw new AppError(404, 'NOT_FOUND', msg('products.notFound'))
    assertOrderable(product)
    await repo.lockCart(tx, buyerId)
    const line = await repo.findCartLine(tx, buyerId, productId)
    const added = quantity ?? product.minOrderQuantity
    // In hundredths, where sums of two-decimal quantities are exact.
    const total = line ? Math.round(line.quantity * 100 + added * 100) / 100 : added
    assertQuantityFits(product, total)
    if (line) {
      const row = await repo.setCartLineQuantity(tx, buyerId, productId, total)
      if (!row) throw new Error('locked cart line vanished')
      return toCartEntryDto(row)
    }
    if ((await repo.countCartLines(tx, buyerId)) >= MAX_CART_ENTRIES) {
      throw new AppError(409, 'CONFLICT', msg('cart.full', { max: MAX_CART_ENTRIES }))
    }
    return toCartEntryDto(await repo.insertCartLine(tx, { buyerId, productId, quantity: total, priceSeen: product.pricePerUnit }))
  })
}

/**
 * PATCH /me/cart/{productId}: sets the line's quantity to an order the listing allows now. 404 when
 * the product is not in the cart, 409 when the listing can no longer be ordered at all.
 */
export async function setCartQuantity(deps: Pick<AppDeps, 'db'>, buyerId: string, productId: string, quantity: number): Promise<CartEntry> {
  return deps.db.transaction(async (tx) => {
    const product = await repo.findProductForCart(tx, productId)
    await repo.lockCart(tx, buyerId)
    // A deleted listing takes its cart lines with it: missing either way.
    if (!product || !(await repo.findCartLine(tx, buyerId, productId))) throw notInCart()
    assertOrderable(product)
    assertQuantityFits(product, quantity)
    const row = await repo.setCartLineQuantity(tx, buyerId, productId, quantity)
    if (!row) throw notInCart()
    return toCartEntryDto(row)
  })
}

/** POST /me/cart/{productId}/accept-price: the buyer has seen the listing's current price. */
export async function acceptCartPrice(deps: Pick<AppDeps, 'db'>, buyerId: string, productId: string): Promise<CartEntry> {
  const row = await repo.acceptCartLinePrice(deps.db, buyerId, productId)
  if (!row) throw notInCart()
  return toCartEntryDto(row)
}

/** The spec's cart shape: the lines, oldest first, and each line's listing in the same order. */
export async function getCart(deps: Pick<AppDeps, 'db'>, buyerId: string): Promise<CartResponse> {
  const entries = await repo.findCartEntries(deps.db, buyerId)
  const rows = await findListedProductsByIds(
    deps.db,
    entries.map((entry) => entry.productId),
  )
  const byId = new Map(rows.map((row) => [row.product.id, row]))
  return {
    cart: { products: entries.map(toCartEntryDto) },
    product: entries.flatMap((entry) => {
      const row = byId.get(entry.productId)
      // A listing an operator hid is gone for buyers: its line reads as one whose listing is gone.
      return row && !row.product.hiddenAt ? [toListedProductDto(row)] : []
    }),
  }
}

/** Removes the product's line from the cart; 404 when it is not there. */
export async function removeFromCart(deps: Pick<AppDeps, 'db'>, buyerId: string, productId: string): Promise<void> {
  if ((await repo.deleteCartEntries(deps.db, buyerId, productId)) === 0) throw notInCart()
}
