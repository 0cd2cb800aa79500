import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  BuyerRequestsResponseSchema,
  RequestProductParamsSchema,
  RequestResponseInputSchema,
  RequestResponseSavedSchema,
} from '@app/shared/buyer-requests'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import { getAuth } from '#src/lib/sessions'
import * as service from './requests.service'

/**
 * Buyer interest requests (requestToBuyProducts, at the path existing clients use) and the
 * farmer's answers, under /api. Farmers only. Confirm This Product, which makes an order, is in
 * the orders module.
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
    async (request) => service.listFarmerRequests(app, getAuth(request).user),
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
      return { message: request.t.t('requests.responseSaved'), response }
    },
  )
}
