import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm'
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
 * Takes `quantity` out of the listing's stock in one statement, and marks it out_of_stock when
 * nothing is left. The condition and the write are one UPDATE: PostgreSQL locks the row, and a
 * concurrent UPDATE of the same row waits, then re-checks the condition against the committed
 * stock (READ COMMITTED), so two sales can never take the same units. Undefined when the listing
 * is missing, another farmer's, or has less than `quantity` left.
 */
export async function takeStock(db: Db, productId: string, farmerId: string, quantity: number): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({
      quantityAvailable: sql`${products.quantityAvailable} - ${quantity}`,
      status: sql`case when ${products.quantityAvailable} - ${quantity} <= 0 then 'out_of_stock'::product_status else ${products.status} end`,
      updatedAt: new Date(),
    })
    .where(and(eq(products.id, productId), eq(products.farmerId, farmerId), gte(products.quantityAvailable, quantity)))
    .returning()
  return row
}
