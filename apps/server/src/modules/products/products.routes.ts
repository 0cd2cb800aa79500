import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { MessageResponseSchema } from '@app/shared/errors'
import { en } from '@app/shared/messages/en'
import { FarmerProductsResponseSchema } from '@app/shared/products'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import { getAuth } from '#src/plugins/auth'
import * as service from './products.service'

const ProductIdParamsSchema = z.object({ id: z.uuid({ error: en['products.notFound'] }) })

/**
 * The farmer's product calls of SPEC.md §7 that issue 2 needs (list and delete), at the spec's
 * paths. Registered under /api, since the spec's delete path has no common prefix with the list.
 */
export default async function productRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const farmerOnly = app.requireRole('farmer')

  routes.get(
    '/addProductByFarmer/get-productByFarmer',
    {
      onRequest: farmerOnly,
      schema: {
        tags: ['products'],
        summary: "The signed-in farmer's listings, newest first",
        security: bearerAuth,
        response: { 200: FarmerProductsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ getAllProduct: await service.listFarmerProducts(app.db, getAuth(request).user.id) }),
  )

  for (const url of ['/delete-productByFarmer/:id', '/addProductByFarmer/delete-productByFarmer/:id']) {
    routes.delete(
      url,
      {
        onRequest: farmerOnly,
        schema: {
          tags: ['products'],
          summary: "Delete one of the signed-in farmer's listings",
          security: bearerAuth,
          params: ProductIdParamsSchema,
          response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        await service.deleteFarmerProduct(app.db, getAuth(request).user.id, request.params.id)
        return { message: en['products.deleted'] }
      },
    )
  }
}
