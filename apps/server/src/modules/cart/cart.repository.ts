import { and, asc, count, eq } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { cartItems, products, requestResponses, type CartItemRow } from '#src/db/schema/index'

/** The product a buyer is adding, read under a share lock so its status cannot change until the entry is in. */
export async function findProductForCart(db: Db, productId: string): Promise<{ status: string; quantityAvailable: number } | undefined> {
  const [row] = await db
    .select({ status: products.status, quantityAvailable: products.quantityAvailable })
    .from(products)
    .where(eq(products.id, productId))
    .for('share')
  return row
}

export async function countCartEntries(db: Db, buyerId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(cartItems).where(eq(cartItems.buyerId, buyerId))
  return row?.value ?? 0
}

export async function insertCartEntry(db: Db, buyerId: string, productId: string): Promise<CartItemRow> {
  const [row] = await db.insert(cartItems).values({ buyerId, productId }).returning()
  if (!row) throw new Error('cart insert returned no row')
  return row
}

/**
 * Forgets a farmer's confirmed answer for this buyer and product: that answer belongs to the order
 * it created, and the buyer adding the product again is fresh interest, to be answered afresh.
 */
export async function deleteConfirmedResponse(db: Db, buyerId: string, productId: string): Promise<void> {
  await db
    .delete(requestResponses)
    .where(and(eq(requestResponses.buyerId, buyerId), eq(requestResponses.productId, productId), eq(requestResponses.status, 'confirmed')))
}

/** Every entry of the buyer's cart, oldest first. */
export function findCartEntries(db: Db, buyerId: string): Promise<CartItemRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.buyerId, buyerId)).orderBy(asc(cartItems.addedAt), asc(cartItems.id))
}

/** Removes every entry of the product from the buyer's cart; how many there were. */
export async function deleteCartEntries(db: Db, buyerId: string, productId: string): Promise<number> {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.buyerId, buyerId), eq(cartItems.productId, productId)))
    .returning({ id: cartItems.id })
  return deleted.length
}
