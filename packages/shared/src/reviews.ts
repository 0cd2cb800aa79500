import { z } from 'zod'
import { msg } from './messages/refs'

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
