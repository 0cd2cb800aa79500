import { and, asc, avg, count, desc, eq } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { orderLines, orders, reviews, users, type ReviewRow } from '#src/db/schema/index'

/** The owner of reviews. Orders and their lines are only read here, for ownership and state. */

export interface ReviewableLine {
  lineId: string
  orderId: string
  productId: string | null
  productName: string
  orderStatus: (typeof orders.$inferSelect)['status']
  buyerId: string
  farmerId: string
}

const lineColumns = {
  lineId: orderLines.id,
  orderId: orders.id,
  productId: orderLines.productId,
  productName: orderLines.productName,
  orderStatus: orders.status,
  buyerId: orders.buyerId,
  farmerId: orders.farmerId,
}

/** The order's lines, oldest first, with the order's parties and status. */
export function findOrderLines(db: Db, orderId: string): Promise<ReviewableLine[]> {
  return db
    .select(lineColumns)
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orders.id, orderId))
    .orderBy(asc(orderLines.productName), asc(orderLines.id))
}

export async function findOrderLine(db: Db, orderId: string, lineId: string): Promise<ReviewableLine | undefined> {
  const [row] = await db
    .select(lineColumns)
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.id, orderId), eq(orderLines.id, lineId)))
    .limit(1)
  return row
}

export interface ReviewWithBuyer {
  review: ReviewRow
  buyerName: string
}

export function findReviewsOfOrder(db: Db, orderId: string): Promise<ReviewWithBuyer[]> {
  return db
    .select({ review: reviews, buyerName: users.name })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.buyerId))
    .where(eq(reviews.orderId, orderId))
}

/** Inserts the line's review; undefined when the line already has one (the unique index decides a race). */
export async function insertReview(db: Db, review: typeof reviews.$inferInsert): Promise<ReviewRow | undefined> {
  const [row] = await db.insert(reviews).values(review).onConflictDoNothing({ target: reviews.orderLineId }).returning()
  return row
}

export async function farmerRatingSummary(db: Db, farmerId: string): Promise<{ average: string | null; count: number }> {
  const [row] = await db
    .select({ average: avg(reviews.farmerRating), count: count() })
    .from(reviews)
    .where(eq(reviews.farmerId, farmerId))
  return { average: row?.average ?? null, count: row?.count ?? 0 }
}

/** A page of a listing's reviews, newest first, with each buyer's full name (the service shortens it). */
export function findProductReviews(db: Db, productId: string, page: { limit: number; offset: number }): Promise<ReviewWithBuyer[]> {
  return db
    .select({ review: reviews, buyerName: users.name })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.buyerId))
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset)
}

export async function productRatingSummary(db: Db, productId: string): Promise<{ average: string | null; count: number }> {
  const [row] = await db
    .select({ average: avg(reviews.productRating), count: count() })
    .from(reviews)
    .where(eq(reviews.productId, productId))
  return { average: row?.average ?? null, count: row?.count ?? 0 }
}
