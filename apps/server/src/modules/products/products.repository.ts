import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { products, type NewProductRow, type ProductRow } from '#src/db/schema/index'

/** A farmer's own listings, newest first. */
export function findProductsByFarmer(db: Db, farmerId: string): Promise<ProductRow[]> {
  return db.select().from(products).where(eq(products.farmerId, farmerId)).orderBy(desc(products.createdAt), desc(products.id))
}

/** Deletes the listing only if `farmerId` owns it; false when there was nothing of theirs to delete. */
export async function deleteProductOfFarmer(db: Db, productId: string, farmerId: string): Promise<boolean> {
  const deleted = await db
    .delete(products)
    .where(and(eq(products.id, productId), eq(products.farmerId, farmerId)))
    .returning({ id: products.id })
  return deleted.length > 0
}

export async function insertProducts(db: Db, rows: NewProductRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(products).values(rows)
}
