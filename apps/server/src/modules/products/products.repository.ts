import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { products, type NewProductRow, type ProductRow } from '#src/db/schema/index'

/** The columns a farmer's form sets; id, owner, ratings and timestamps are the server's. */
export type ProductColumns = Omit<NewProductRow, 'id' | 'farmerId' | 'ratings' | 'createdAt' | 'updatedAt'>

/** A farmer's own listings, newest first. */
export function findProductsByFarmer(db: Db, farmerId: string): Promise<ProductRow[]> {
  return db.select().from(products).where(eq(products.farmerId, farmerId)).orderBy(desc(products.createdAt), desc(products.id))
}

export async function findProductById(db: Db, productId: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, productId)).limit(1)
  return row
}

export async function insertProduct(db: Db, farmerId: string, columns: ProductColumns): Promise<ProductRow> {
  const [row] = await db
    .insert(products)
    .values({ ...columns, farmerId })
    .returning()
  if (!row) throw new Error('product insert returned no row')
  return row
}

/**
 * Replaces the listing's fields only if `farmerId` owns it, and stamps `updated_at`; undefined
 * when there was nothing of theirs to update. One statement checks and writes, so no race.
 */
export async function updateProductOfFarmer(
  db: Db,
  productId: string,
  farmerId: string,
  columns: ProductColumns,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...columns, updatedAt: new Date() })
    .where(and(eq(products.id, productId), eq(products.farmerId, farmerId)))
    .returning()
  return row
}

/** Deletes the listing only if `farmerId` owns it; false when there was nothing of theirs to delete. */
export async function deleteProductOfFarmer(db: Db, productId: string, farmerId: string): Promise<boolean> {
  const deleted = await db
    .delete(products)
    .where(and(eq(products.id, productId), eq(products.farmerId, farmerId)))
    .returning({ id: products.id })
  return deleted.length > 0
}

/** One of `farmerId`'s listings; undefined when it is missing or another farmer's. */
export async function findProductOfFarmer(db: Db, productId: string, farmerId: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.farmerId, farmerId)))
    .limit(1)
  return row
}

/** `farmerId`'s listings among `productIds`. */
export function findProductsOfFarmerByIds(db: Db, farmerId: string, productIds: string[]): Promise<ProductRow[]> {
  if (productIds.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(products)
    .where(and(eq(products.farmerId, farmerId), inArray(products.id, productIds)))
}

/**
 * Takes `quantity` out of a listing's stock, going out_of_stock when nothing is left. The condition
 * and the write are one UPDATE: PostgreSQL locks the row, and a concurrent UPDATE of the same row
 * waits, then re-checks the condition against the committed stock (READ COMMITTED), so two sales
 * can never take the same units. With `farmerId` only that farmer's listing (a confirmation by its
 * farmer); with `onlyAvailable` only a listing still offered (a buyer's checkout). Undefined when
 * the listing is missing, fails those conditions, or has less than `quantity` left.
 */
export async function takeStock(
  db: Db,
  take: { productId: string; quantity: number; farmerId?: string; onlyAvailable?: boolean },
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({
      quantityAvailable: sql`${products.quantityAvailable} - ${take.quantity}`,
      status: sql`case when ${products.quantityAvailable} - ${take.quantity} <= 0 then 'out_of_stock'::product_status else ${products.status} end`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(products.id, take.productId),
        take.farmerId === undefined ? undefined : eq(products.farmerId, take.farmerId),
        take.onlyAvailable ? eq(products.status, 'available') : undefined,
        // Never a listing an operator hid, whoever sells it (modules/moderation).
        isNull(products.hiddenAt),
        gte(products.quantityAvailable, take.quantity),
      ),
    )
    .returning()
  return row
}

/**
 * Gives `quantity` back to a listing (an order rejected, cancelled or expired). A listing that went
 * out_of_stock because its stock reached 0 is available again; one the farmer marked out of stock
 * or unavailable by hand keeps that status. Nothing happens to a deleted listing.
 */
export async function returnStock(db: Db, productId: string, quantity: number): Promise<void> {
  await db
    .update(products)
    .set({
      quantityAvailable: sql`${products.quantityAvailable} + ${quantity}`,
      status: sql`case when ${products.status} = 'out_of_stock' and ${products.quantityAvailable} <= 0 and ${products.quantityAvailable} + ${quantity} > 0 then 'available'::product_status else ${products.status} end`,
      updatedAt: new Date(),
    })
    .where(eq(products.id, productId))
}

/** Adds one review's product rating to the listing's ratings: the only way a rating gets there. */
export async function appendProductRating(db: Db, productId: string, rating: number): Promise<void> {
  await db
    .update(products)
    .set({ ratings: sql`array_append(${products.ratings}, ${rating}::integer)` })
    .where(eq(products.id, productId))
}
