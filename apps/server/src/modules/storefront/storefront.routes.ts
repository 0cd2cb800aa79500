import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { msg } from '@app/shared/messages/refs'
import { FarmerStorefrontResponseSchema } from '@app/shared/storefront'
import { errorResponses } from '#src/lib/openapi'
import { viewerOf } from '#src/lib/sandbox'
import * as service from './storefront.service'

const FarmerParamsSchema = z.object({ farmerId: z.uuid({ error: msg('storefront.notFound') }) })

/** A farmer's public storefront, under /api. Its listings come from Browse with `farmer={id}`. */
export default async function storefrontRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/farmers/:farmerId',
    {
      // Public, but a demo account sees only the demo sandbox (lib/sandbox).
      onRequest: app.identify,
      schema: {
        tags: ['browse'],
        summary: 'A farmer’s public storefront: who sells, from where, rating and how many listings',
        description:
          'Public; no token needed. Never a phone number or an email. `rating` is the same as GET /farmers/{farmerId}/rating; ' +
          '`listingCount` counts listings of every status; the listings themselves come from GET ' +
          '/orderProduct/get-AllListedProduct?farmer={farmerId}. 404 for an unknown id, an account that is not a farmer, ' +
          'or a real farm asked by a demo account (token of one).',
        params: FarmerParamsSchema,
        response: { 200: FarmerStorefrontResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ farmer: await service.getStorefront(app, request.params.farmerId, viewerOf(request)) }),
  )
}
