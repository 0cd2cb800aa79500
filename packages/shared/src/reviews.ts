import { z } from 'zod'
import { PRODUCT_REVIEWS_PAGE_SIZE } from './limits'
import { msg } from './messages/refs'

export { PRODUCT_REVIEWS_PAGE_SIZE } from './limits'

/**
 * Reviews come from real orders only: once an order is delivered, its buyer may rate each line's
 * product and the farmer, 1 to 5 with a comment, once per line. The ratings a listing shows are
 * these reviews' product ratings and nothing else.
 */

export const MAX_REVIEW_COMMENT_LENGTH = 1000

/** Order statuses after which the buyer may review: the goods have arrived. */
export const REVIEWABLE_ORDER_STATUSES = ['delivered', 'completed'] as const

const ratingSchema = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*[1-5]\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(1, message).max(5, message),
  )

/** POST /orders/{orderId}/lines/{lineId}/review. */
export const ReviewInputSchema = z.object({
  productRating: ratingSchema(msg('reviews.productRatingInvalid')),
  farmerRating: ratingSchema(msg('reviews.farmerRatingInvalid')),
  comment: z
    .string({ error: msg('reviews.commentTooLong') })
    .trim()
    .max(MAX_REVIEW_COMMENT_LENGTH, msg('reviews.commentTooLong'))
    .default(''),
})
export type ReviewInput = z.input<typeof ReviewInputSchema>

export const ReviewSchema = z.object({
  _id: z.string(),
  lineId: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  productRating: z.number().int(),
  farmerRating: z.number().int(),
  comment: z.string(),
  buyerName: z.string(),
  createdAt: z.string(),
})
export type Review = z.infer<typeof ReviewSchema>

/**
 * GET /orders/{orderId}/reviews: each line of the order, with its review when written, and
 * whether the buyer may still write one.
 */
export const OrderReviewsResponseSchema = z.object({
  lines: z.array(
    z.object({
      lineId: z.string(),
      productName: z.string(),
      review: ReviewSchema.nullable(),
      canReview: z.boolean(),
    }),
  ),
})
export type OrderReviewsResponse = z.infer<typeof OrderReviewsResponseSchema>

/** POST …/review: 201 with the review written. */
export const ReviewCreatedResponseSchema = z.object({ message: z.string(), review: ReviewSchema })
export type ReviewCreatedResponse = z.infer<typeof ReviewCreatedResponseSchema>

/** GET /farmers/{farmerId}/rating: the farmer's average over every review, to one decimal, and how many. */
export const FarmerRatingResponseSchema = z.object({ average: z.string().nullable(), count: z.number().int() })
export type FarmerRatingResponse = z.infer<typeof FarmerRatingResponseSchema>

/**
 * A review as anyone may read it on the listing's page: the product's rating, the comment and
 * who wrote it by first name and initial only.
 */
export const PublicReviewSchema = z.object({
  _id: z.string(),
  productRating: z.number().int(),
  comment: z.string(),
  /** "Asha K.": the buyer's first name and the initial of the last, never the whole name. */
  buyerName: z.string(),
  createdAt: z.string(),
})
export type PublicReview = z.infer<typeof PublicReviewSchema>

/**
 * GET /products/{id}/reviews?limit&offset: the newest reviews first, how many there are, and their
 * average product rating to one decimal (null with none).
 */
export const ProductReviewsResponseSchema = z.object({
  reviews: z.array(PublicReviewSchema),
  total: z.number().int(),
  average: z.string().nullable(),
  hasMore: z.boolean(),
})
export type ProductReviewsResponse = z.infer<typeof ProductReviewsResponseSchema>

/** Most reviews one request may ask for. */
export const MAX_PRODUCT_REVIEWS_LIMIT = 50
/** Deepest offset: past it a listing's reviews are a history nobody pages through by hand. */
export const MAX_PRODUCT_REVIEWS_OFFSET = 10_000

/** A whole number in [min, max] written in the URL as plain digits; absent or empty takes `fallback`. */
function pagingParam(min: number, max: number, fallback: number, message: string) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string({ error: message })
      .regex(/^\d{1,9}$/, message)
      .transform(Number)
      .pipe(z.number().min(min, message).max(max, message))
      .optional()
      .transform((value) => value ?? fallback),
  )
}

/** GET /products/{id}/reviews's query: `limit` 1–50 (default PRODUCT_REVIEWS_PAGE_SIZE) and `offset`. */
export const ProductReviewsQuerySchema = z.object({
  limit: pagingParam(
    1,
    MAX_PRODUCT_REVIEWS_LIMIT,
    PRODUCT_REVIEWS_PAGE_SIZE,
    msg('browse.limitInvalid', { max: MAX_PRODUCT_REVIEWS_LIMIT }),
  ),
  offset: pagingParam(0, MAX_PRODUCT_REVIEWS_OFFSET, 0, msg('browse.offsetInvalid', { max: MAX_PRODUCT_REVIEWS_OFFSET })),
})
export type ProductReviewsQuery = z.output<typeof ProductReviewsQuerySchema>

/** "Asha K." for "Asha Kulkarni": the first name and the last name's initial; a single name alone. */
export function publicBuyerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  const first = words[0] ?? ''
  const last = words.length > 1 ? words[words.length - 1] : undefined
  return last ? `${first} ${Array.from(last)[0]?.toUpperCase() ?? ''}.` : first
}
