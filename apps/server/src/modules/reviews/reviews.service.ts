import { msg } from '@app/shared/messages/refs'
import type { Role } from '@app/shared/roles'
import {
  publicBuyerName,
  REVIEWABLE_ORDER_STATUSES,
  type FarmerRatingResponse,
  type ProductReviewsQuery,
  type ProductReviewsResponse,
  type OrderReviewsResponse,
  type Review,
  type ReviewInput,
} from '@app/shared/reviews'
import type { AppDeps } from '#src/app-deps'
import { AppError } from '#src/lib/app-error'
import { maySeeListing, type Viewer as SandboxViewer } from '#src/lib/sandbox'
import { findListedProductsByIds } from '#src/modules/browse/browse.repository'
import { hasUnresolvedComplaint } from '#src/modules/complaints/complaints.repository'
import { findOrderForUpdate } from '#src/modules/orders/orders.repository'
import { appendProductRating } from '#src/modules/products/products.repository'
import * as repo from './reviews.repository'

type Viewer = { id: string; role: Role }

function orderNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', msg('orders.notFound'))
}

function isReviewable(status: repo.ReviewableLine['orderStatus']): boolean {
  return (REVIEWABLE_ORDER_STATUSES as readonly string[]).includes(status)
}

function toReviewDto({ review, buyerName }: repo.ReviewWithBuyer, productName: string): Review {
  return {
    _id: review.id,
    lineId: review.orderLineId,
    productId: review.productId,
    productName,
    productRating: review.productRating,
    farmerRating: review.farmerRating,
    comment: review.comment,
    buyerName,
    createdAt: review.createdAt.toISOString(),
  }
}

/** The order's lines with their reviews, for its buyer or its farmer (404 for anyone else). */
export async function listOrderReviews(deps: Pick<AppDeps, 'db'>, viewer: Viewer, orderId: string): Promise<OrderReviewsResponse> {
  const lines = await repo.findOrderLines(deps.db, orderId)
  const first = lines[0]
  if (!first || (first.buyerId !== viewer.id && first.farmerId !== viewer.id)) throw orderNotFound()
  const written = new Map((await repo.findReviewsOfOrder(deps.db, orderId)).map((row) => [row.review.orderLineId, row]))
  // An unresolved complaint holds the order's reviews (createReview).
  const held = await hasUnresolvedComplaint(deps.db, orderId)
  return {
    lines: lines.map((line) => {
      const review = written.get(line.lineId)
      return {
        lineId: line.lineId,
        productName: line.productName,
        review: review ? toReviewDto(review, line.productName) : null,
        canReview: !review && !held && viewer.id === line.buyerId && isReviewable(line.orderStatus),
      }
    }),
  }
}

/**
 * The buyer's review of one line of a delivered (or completed) order, once. The product's rating
 * joins the listing's ratings in the same transaction. While the order has an unresolved complaint
 * its review window is held: 409, and the buyer reviews once the complaint is resolved or
 * withdrawn. The order's lock orders a review against a complaint being opened at the same moment.
 */
export async function createReview(
  deps: Pick<AppDeps, 'db'>,
  buyer: { id: string; name: string },
  orderId: string,
  lineId: string,
  input: Required<Pick<ReviewInput, 'comment'>> & { productRating: number; farmerRating: number },
): Promise<Review> {
  return deps.db.transaction(async (tx) => {
    const line = await repo.findOrderLine(tx, orderId, lineId)
    if (!line || line.buyerId !== buyer.id) throw new AppError(404, 'NOT_FOUND', msg('reviews.lineNotFound'))
    if (!isReviewable(line.orderStatus)) throw new AppError(409, 'CONFLICT', msg('reviews.notReviewable'))
    await findOrderForUpdate(tx, orderId)
    if (await hasUnresolvedComplaint(tx, orderId)) throw new AppError(409, 'CONFLICT', msg('reviews.heldByComplaint'))
    const row = await repo.insertReview(tx, {
      orderId,
      orderLineId: lineId,
      productId: line.productId,
      farmerId: line.farmerId,
      buyerId: buyer.id,
      productRating: input.productRating,
      farmerRating: input.farmerRating,
      comment: input.comment,
    })
    if (!row) throw new AppError(409, 'CONFLICT', msg('reviews.alreadyReviewed'))
    if (line.productId) await appendProductRating(tx, line.productId, input.productRating)
    return toReviewDto({ review: row, buyerName: buyer.name }, line.productName)
  })
}

function oneDecimal(average: string | null): string | null {
  return average === null ? null : Number(average).toFixed(1)
}

/** A farmer's rating from every review: the average to one decimal, and how many reviews. */
export async function farmerRating(deps: Pick<AppDeps, 'db'>, farmerId: string): Promise<FarmerRatingResponse> {
  const { average, count } = await repo.farmerRatingSummary(deps.db, farmerId)
  return { average: oneDecimal(average), count }
}

/**
 * A page of a listing's reviews for its public page, newest first, each buyer named by first name
 * and initial only; with how many there are and their average product rating. 404 for a listing
 * that does not exist, or a real farm's listing asked by a demo account (lib/sandbox).
 */
export async function productReviews(
  deps: Pick<AppDeps, 'db'>,
  productId: string,
  viewer: SandboxViewer | null,
  page: ProductReviewsQuery,
): Promise<ProductReviewsResponse> {
  const [listing] = await findListedProductsByIds(deps.db, [productId])
  if (!listing || !maySeeListing(viewer, listing.farmerIsDemo)) throw new AppError(404, 'NOT_FOUND', msg('products.notFound'))
  const [rows, summary] = await Promise.all([
    repo.findProductReviews(deps.db, productId, page),
    repo.productRatingSummary(deps.db, productId),
  ])
  return {
    reviews: rows.map(({ review, buyerName }) => ({
      _id: review.id,
      productRating: review.productRating,
      comment: review.comment,
      buyerName: publicBuyerName(buyerName),
      createdAt: review.createdAt.toISOString(),
    })),
    total: summary.count,
    average: oneDecimal(summary.average),
    hasMore: page.offset + rows.length < summary.count,
  }
}
