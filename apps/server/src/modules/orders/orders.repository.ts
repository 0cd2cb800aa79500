import { desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '#src/db/client'
import { orders, users, type OrderRow } from '#src/db/schema/index'

export interface OrderWithParties {
  order: OrderRow
  farmer: { id: string; name: string }
  buyer: { id: string; name: string }
}

export interface NewOrder {
  buyerId: string
  farmerId: string
  productId: string
  productName: string
  unit: string
  quantity: number
  pricePerUnit: number
  expectedDeliveryDate: string | null
}

/**
 * Inserts a confirmed order. The amount is computed by the database in numeric, price × quantity,
 * so it is exact to the paisa (a JavaScript product of two decimals need not be).
 */
export async function insertOrder(db: Db, order: NewOrder): Promise<OrderRow> {
  const [row] = await db
    .insert(orders)
    .values({ ...order, amount: sql`${order.pricePerUnit}::numeric * ${order.quantity}::numeric` })
    .returning()
  if (!row) throw new Error('order insert returned no row')
  return row
}

const farmers = alias(users, 'farmer')
const buyers = alias(users, 'buyer')

/** Orders where `column` is the user (as buyer or as farmer), newest first, with both parties' names. */
function findOrdersWhere(db: Db, column: typeof orders.buyerId | typeof orders.farmerId, userId: string) {
  return db
    .select({ order: orders, farmer: { id: farmers.id, name: farmers.name }, buyer: { id: buyers.id, name: buyers.name } })
    .from(orders)
    .innerJoin(farmers, eq(farmers.id, orders.farmerId))
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .where(eq(column, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
}

export function findOrdersOfBuyer(db: Db, buyerId: string): Promise<OrderWithParties[]> {
  return findOrdersWhere(db, orders.buyerId, buyerId)
}

export function findOrdersOfFarmer(db: Db, farmerId: string): Promise<OrderWithParties[]> {
  return findOrdersWhere(db, orders.farmerId, farmerId)
}

export async function findUserName(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1)
  return row?.name
}
