import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { MessageResponseSchema } from '@app/shared/errors'
import { msg } from '@app/shared/messages/refs'
import { ListedProductResponseSchema, PlaceQuerySchema } from '@app/shared/browse'
import { FarmerProductsResponseSchema, ProductInputSchema, ProductSavedResponseSchema } from '@app/shared/products'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import { viewerOf } from '#src/lib/sandbox'
import { getAuth } from '#src/lib/sessions'
import * as service from './products.service'

const ProductIdParamsSchema = z.object({ id: z.uuid({ error: msg('products.notFound') }) })

const BODY_DESCRIPTION =
  'The product fields. The whole object is sent on update, as the client holds it: ' +
  '`_id`, `farmerId`, `ratings`, `createdAt` and `updatedAt` may be present and are ignored. ' +
  'Defaults: category grain, unit kg, status available, deliveryRadiusKm 0. Numbers may be sent as ' +
  'text; empty text and null mean none. Certificate details are kept only when isCertified is true.'

/**
 * The farmer's product calls at the paths existing clients use, and the public read of one listing.
 * Registered under /api, since the spec's delete path has no common prefix with the others.
 */
/** Where a farmer deletes a listing: the spec's path and its client's. */
export const DELETE_PRODUCT_PATHS = ['/delete-productByFarmer/:id', '/addProductByFarmer/delete-productByFarmer/:id'] as const

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
    async (request) => ({ getAllProduct: await service.listFarmerProducts(app, getAuth(request).user) }),
  )

  routes.post(
    '/addProductByFarmer/add-productByFarmer',
    {
      onRequest: farmerOnly,
      config: { changesListings: true },
      schema: {
        tags: ['products'],
        summary: 'List a new product for the signed-in farmer',
        description: `${BODY_DESCRIPTION} The owner is always the signed-in farmer, whatever farmerId the body carries.`,
        security: bearerAuth,
        body: ProductInputSchema,
        response: { 201: ProductSavedResponseSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const product = await service.createFarmerProduct(app, getAuth(request).user, request.body)
      return reply.code(201).send({ message: request.t.t('products.created'), product })
    },
  )

  routes.patch(
    '/addProductByFarmer/update-productByFarmer/:id',
    {
      onRequest: farmerOnly,
      config: { changesListings: true },
      schema: {
        tags: ['products'],
        summary: "Replace the fields of one of the signed-in farmer's listings",
        description: `${BODY_DESCRIPTION} Another farmer's listing answers 404, as a missing one does. updatedAt is set by the server.`,
        security: bearerAuth,
        params: ProductIdParamsSchema,
        body: ProductInputSchema,
        response: { 200: ProductSavedResponseSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const product = await service.updateFarmerProduct(app, getAuth(request).user, request.params.id, request.body)
      return { message: request.t.t('products.updated'), product }
    },
  )

  // The spec's path, and the one its client calls (beside the other listing calls under
  // /addProductByFarmer): both stay, or that client's delete button answers 404.
  for (const url of DELETE_PRODUCT_PATHS) {
    routes.delete(
      url,
      {
        onRequest: farmerOnly,
        config: { changesListings: true },
        schema: {
          tags: ['products'],
          summary: "Delete one of the signed-in farmer's listings",
          security: bearerAuth,
          params: ProductIdParamsSchema,
          response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        await service.deleteFarmerProduct(app, getAuth(request).user.id, request.params.id)
        return { message: request.t.t('products.deleted') }
      },
    )
  }

  routes.get(
    '/products/:id',
    {
      // Public, but a demo account sees only the demo sandbox (lib/sandbox).
      onRequest: app.identify,
      schema: {
        tags: ['products'],
        summary: 'One listing, for its page, with its farmer’s name and price per kg',
        description:
          "Not one of the specification's calls: the listing's page reads one listing by id, as Browse lists it (`farmerName`, " +
          '`pricePerKg`: the price of one kilogram for listings sold by weight, else null). Public, since it is what a farmer shows a buyer; no token needed. ' +
          'A demo account (token of one) gets 404 for a real farm’s listing: it sees only the demo sandbox. ' +
          'With `near` (latitude,longitude in degrees) or `pin` (a PIN code), as Browse takes them, the answer also carries ' +
          '`distanceKm` from that place (null when the listing’s place is unknown); an unknown PIN code gets 400. ' +
          '`cropName`, when the listing’s name names a crop the dictionary knows, is that crop’s name in the request’s language.',
        params: ProductIdParamsSchema,
        querystring: PlaceQuerySchema,
        response: { 200: ListedProductResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ product: await service.getProduct(app, request.params.id, viewerOf(request), request.query, request.locale) }),
  )
}
