import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { msg } from '@app/shared/messages/refs'
import {
  FarmerRatingResponseSchema,
  MAX_PRODUCT_REVIEWS_LIMIT,
  OrderReviewsResponseSchema,
  PRODUCT_REVIEWS_PAGE_SIZE,
  ProductReviewsQuerySchema,
  ProductReviewsResponseSchema,
  ReviewCreatedResponseSchema,
  ReviewInputSchema,
} from '@app/shared/reviews'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import { viewerOf } from '#src/lib/sandbox'
import { getAuth } from '#src/lib/sessions'
import * as service from './reviews.service'

const OrderParamsSchema = z.object({ orderId: z.uuid({ error: msg('orders.notFound') }) })
const LineParamsSchema = OrderParamsSchema.extend({ lineId: z.uuid({ error: msg('reviews.lineNotFound') }) })
const ProductParamsSchema = z.object({ id: z.uuid({ error: msg('products.notFound') }) })
const FarmerParamsSchema = z.object({ farmerId: z.uuid({ error: msg('error.notFound') }) })

/** Reviews of delivered orders, under /api. */
export default async function reviewRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/orders/:orderId/reviews',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reviews'],
        summary: 'An order’s lines with their reviews, for its buyer or its farmer',
        description:
          '`canReview` is true for the buyer on a delivered or completed order’s line without a review. 404 for anyone else’s order.',
        security: bearerAuth,
        params: OrderParamsSchema,
        response: { 200: OrderReviewsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.listOrderReviews(app, getAuth(request).user, request.params.orderId),
  )

  routes.post(
    '/orders/:orderId/lines/:lineId/review',
    {
      onRequest: app.requireRole('buyer'),
      // The product's ratings change, and Browse shows them.
      config: { changesListings: true },
      schema: {
        tags: ['reviews'],
        summary: 'Review one line of a delivered order: the product and the farmer, 1–5, with a comment',
        description:
          'Once per line, by the order’s buyer, after delivery. The product rating joins the listing’s `ratings`, which ' +
          'come from reviews only. 404 for a line not in the buyer’s order, 409 before delivery or for a second review.',
        security: bearerAuth,
        params: LineParamsSchema,
        body: ReviewInputSchema,
        response: { 201: ReviewCreatedResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { orderId, lineId } = request.params
      const review = await service.createReview(app, getAuth(request).user, orderId, lineId, request.body)
      return reply.code(201).send({ message: request.t.t('reviews.saved'), review })
    },
  )

  routes.get(
    '/farmers/:farmerId/rating',
    {
      schema: {
        tags: ['reviews'],
        summary: 'A farmer’s average rating from buyers’ reviews, and how many',
        params: FarmerParamsSchema,
        response: { 200: FarmerRatingResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => service.farmerRating(app, request.params.farmerId),
  )

  routes.get(
    '/products/:id/reviews',
    {
      // Public, but a demo account sees only the demo sandbox (lib/sandbox).
      onRequest: app.identify,
      schema: {
        tags: ['reviews'],
        summary: 'A listing’s reviews for its page, newest first, a page at a time',
        description:
          `Public. \`limit\` 1–${MAX_PRODUCT_REVIEWS_LIMIT} (default ${PRODUCT_REVIEWS_PAGE_SIZE}) and \`offset\` page the reviews; ` +
          '`total` counts them all and `average` is their product rating to one decimal (null with none). A buyer is named ' +
          'by first name and last initial only ("Asha K."). 404 for an unknown listing, or a real farm’s listing asked by a demo account.',
        params: ProductParamsSchema,
        querystring: ProductReviewsQuerySchema,
        response: { 200: ProductReviewsResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => service.productReviews(app, request.params.id, viewerOf(request), request.query),
  )
}
