import { MAX_CART_ENTRIES, type CartResponse } from '@app/shared/cart'
import { en, format } from '@app/shared/messages/en'
import type { AppDeps } from '#src/app-deps'
import { AppError } from '#src/lib/app-error'
import { findListedProductsByIds } from '#src/modules/browse/browse.repository'
import { toListedProductDto } from '#src/modules/browse/browse.service'
import * as repo from './cart.repository'

/**
 * Adds one entry of the product to the buyer's cart. Only a listing a buyer could buy goes in:
 * status available (the screens disable Add to Cart for any other) with some quantity left.
 */
export async function addToCart(deps: Pick<AppDeps, 'db'>, buyerId: string, productId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // Before the product's lock, as confirming an order takes them (answer, then product): one
    // order of locks everywhere leaves no two transactions waiting on each other.
    await repo.deleteConfirmedResponse(tx, buyerId, productId)
    const product = await repo.findProductForCart(tx, productId)
    if (!product) throw new AppError(404, 'NOT_FOUND', en['products.notFound'])
    if (product.status !== 'available' || product.quantityAvailable <= 0) {
      throw new AppError(409, 'CONFLICT', en['cart.productNotAvailable'])
    }
    if ((await repo.countCartEntries(tx, buyerId)) >= MAX_CART_ENTRIES) {
      throw new AppError(409, 'CONFLICT', format('cart.full', { max: MAX_CART_ENTRIES }))
    }
    await repo.insertCartEntry(tx, buyerId, productId)
  })
}

/** The spec's cart shape: every entry, and each distinct product once in the order first added. */
export async function getCart(deps: Pick<AppDeps, 'db'>, buyerId: string): Promise<CartResponse> {
  const entries = await repo.findCartEntries(deps.db, buyerId)
  const productIds = [...new Set(entries.map((entry) => entry.productId))]
  const rows = await findListedProductsByIds(deps.db, productIds)
  const byId = new Map(rows.map((row) => [row.product.id, row]))
  return {
    cart: { products: entries.map((entry) => ({ productId: entry.productId, addedAt: entry.addedAt.toISOString() })) },
    product: productIds.flatMap((id) => {
      const row = byId.get(id)
      return row ? [toListedProductDto(row)] : []
    }),
  }
}

/** Removes the product (all its entries) from the cart; 404 when it is not there. */
export async function removeFromCart(deps: Pick<AppDeps, 'db'>, buyerId: string, productId: string): Promise<void> {
  if ((await repo.deleteCartEntries(deps.db, buyerId, productId)) === 0) {
    throw new AppError(404, 'NOT_FOUND', en['cart.notInCart'])
  }
}
