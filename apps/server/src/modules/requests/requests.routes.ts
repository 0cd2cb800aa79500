import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  BuyerRequestsResponseSchema,
  RequestProductParamsSchema,
  RequestResponseInputSchema,
  RequestResponseSavedSchema,
} from '@app/shared/buyer-requests'
import { en } from '@app/shared/messages/en'
import { ConfirmOrderInputSchema, OrderCreatedResponseSchema } from '@app/shared/orders'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import { getAuth } from '#src/lib/sessions'
import { confirmRequestProduct } from '#src/modules/orders/orders.service'
import * as service from './requests.service'

/**
 * Buyer interest requests (requestToBuyProducts, at the path existing clients use) and the
 * farmer's answers and order confirmations, under /api. Farmers only.
 */
export default async function requestRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const farmerOnly = app.requireRole('farmer')

  routes.get(
    '/addProductByFarmer/requestToBuyProducts',
    {
      onRequest: farmerOnly,
      schema: {
        tags: ['requests'],
        summary: 'Buyers interested in the signed-in farmer’s products, one request per buyer',
        description:
          '`checkProductIds`: one entry per buyer whose cart holds any of this farmer’s ' +
          'products (newest first), listing only those products, each once with its first `addedAt`; `responses` (not in ' +
          'the spec) gives the stored answer per product, pending with nulls when none. A product whose order was ' +
          'confirmed stays listed with its `orderId` after leaving the cart. `checkProducts`: those products; ' +
          '`additionalBuyerInfo`: each buyer’s profile details (nulls and [] without a profile).',
        security: bearerAuth,
        response: { 200: BuyerRequestsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.listFarmerRequests(app, getAuth(request).user.id),
  )

  routes.put(
    '/requests/:requestId/products/:productId/response',
    {
      onRequest: farmerOnly,
      schema: {
        tags: ['requests'],
        summary: 'Store the farmer’s answer for one product of a request',
        description:
          'Body `{ status, quantityOffered?, expectedDeliveryDate? }`. status: any answer status except confirmed ' +
          '(use the confirm call). quantityOffered: a whole number from 0 to the product’s available quantity, or null. ' +
          'expectedDeliveryDate: YYYY-MM-DD, today (India) or later, or null. 404 unless the product is this farmer’s ' +
          'and in the request’s buyer’s cart; 409 once its order is confirmed.',
        security: bearerAuth,
        params: RequestProductParamsSchema,
        body: RequestResponseInputSchema,
        response: { 200: RequestResponseSavedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { requestId, productId } = request.params
      const response = await service.saveResponse(app, getAuth(request).user.id, requestId, productId, request.body)
      return { message: en['requests.responseSaved'], response }
    },
  )

  routes.post(
    '/requests/:requestId/products/:productId/confirm',
    {
      onRequest: farmerOnly,
      config: { changesListings: true },
      schema: {
        tags: ['requests'],
        summary: 'Confirm This Product: create an order and take its quantity from stock',
        description:
          'Body `{ quantity, expectedDeliveryDate? }`: quantity a whole number of at least 1; without a date, the one ' +
          'stored with the answer is used. In one transaction: the quantity leaves the product’s stock (out_of_stock ' +
          'at 0), the order is recorded, the answer becomes confirmed with the order’s id, and the product leaves the ' +
          'buyer’s cart. 409 when less than `quantity` is left or the product is already confirmed; 404 as for the answer call.',
        security: bearerAuth,
        params: RequestProductParamsSchema,
        body: ConfirmOrderInputSchema,
        response: { 201: OrderCreatedResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { requestId, productId } = request.params
      const order = await confirmRequestProduct(app, getAuth(request).user, requestId, productId, request.body)
      return reply.code(201).send({ message: en['orders.created'], order })
    },
  )
}
