import { and, asc, count, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { cartItems, products, users, type CartItemRow, type ProductRow } from '#src/db/schema/index'

/** What the cart needs of a listing to check a quantity against it. */
export type CartProduct = Pick<ProductRow, 'status' | 'unit' | 'pricePerUnit' | 'quantityAvailable' | 'minOrderQuantity' | 'orderStep'>

/**
 * The product a buyer is adding or changing, read under a share lock: its status, price, stock and
 * order rules cannot change (a farmer's edit or a sale waits) until the line is written.
 */
export async function findProductForCart(db: Db, productId: string): Promise<CartProduct | undefined> {
  const [row] = await db
    .select({
      status: products.status,
      unit: products.unit,
      pricePerUnit: products.pricePerUnit,
      quantityAvailable: products.quantityAvailable,
      minOrderQuantity: products.minOrderQuantity,
      orderStep: products.orderStep,
    })
    .from(products)
    // A listing an operator hid cannot be added: it reads as one that does not exist.
    .where(and(eq(products.id, productId), isNull(products.hiddenAt)))
    .for('share')
  return row
}

/**
 * Locks the buyer's cart until the transaction ends, by locking the buyer's user row: one change
 * of one buyer's cart at a time, so parallel adds neither lose quantity nor pass the line limit.
 * NO KEY UPDATE leaves the row's key free, so inserts that reference the user (sessions, cart
 * lines) are not blocked by it.
 */
export async function lockCart(db: Db, buyerId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, buyerId)).for('no key update')
}

export async function countCartLines(db: Db, buyerId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(cartItems).where(eq(cartItems.buyerId, buyerId))
  return row?.value ?? 0
}

export async function findCartLine(db: Db, buyerId: string, productId: string): Promise<CartItemRow | undefined> {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.buyerId, buyerId), eq(cartItems.productId, productId)))
  return row
}

export async function insertCartLine(
  db: Db,
  line: { buyerId: string; productId: string; quantity: number; priceSeen: number },
): Promise<CartItemRow> {
  const [row] = await db.insert(cartItems).values(line).returning()
  if (!row) throw new Error('cart insert returned no row')
  return row
}

/** Sets the line's quantity; undefined when the product is not in the buyer's cart. */
export async function setCartLineQuantity(db: Db, buyerId: string, productId: string, quantity: number): Promise<CartItemRow | undefined> {
  const [row] = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.buyerId, buyerId), eq(cartItems.productId, productId)))
    .returning()
  return row
}

/**
 * The buyer has seen the listing's current price: the line takes it, in one statement, so a price
 * changed a moment later is flagged again. Undefined when the product is not in the buyer's cart.
 */
export async function acceptCartLinePrice(db: Db, buyerId: string, productId: string): Promise<CartItemRow | undefined> {
  const [row] = await db
    .update(cartItems)
    .set({ priceSeen: sql`(select ${products.pricePerUnit} from ${products} where ${products.id} = ${productId})` })
    .where(and(eq(cartItems.buyerId, buyerId), eq(cartItems.productId, productId)))
    .returning()
  return row
}

/** Every line of the buyer's cart, oldest first. */
export function findCartEntries(db: Db, buyerId: string): Promise<CartItemRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.buyerId, buyerId)).orderBy(asc(cartItems.addedAt), asc(cartItems.id))
}

/** Removes the product's line from the buyer's cart; how many lines went (0 or 1). */
export async function deleteCartEntries(db: Db, buyerId: string, productId: string): Promise<number> {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.buyerId, buyerId), eq(cartItems.productId, productId)))
    .returning({ id: cartItems.id })
  return deleted.length
}
