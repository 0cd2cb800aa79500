import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AddToCartSchema, CartEntrySavedResponseSchema, CartResponseSchema, productIdSchema, SetCartQuantitySchema } from '@app/shared/cart'
import { MessageResponseSchema } from '@app/shared/errors'
import { msg } from '@app/shared/messages/refs'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import { getAuth } from '#src/lib/sessions'
import * as service from './cart.service'

const CartProductParamsSchema = z.object({ productId: productIdSchema(msg('cart.notInCart')) })

const QUANTITY_RULES =
  'A line’s quantity is in the listing’s unit: its minimum order, or the minimum plus whole steps (`minOrderQuantity`, ' +
  '`orderStep`), never more than `quantityAvailable`; otherwise 400 with `fieldErrors.quantity`.'

/** The cart, under /api/orderProduct at the paths existing clients use. Buyers only. */
export default async function cartRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const buyerOnly = app.requireRole('buyer')

  routes.post(
    '/addToCart',
    {
      onRequest: buyerOnly,
      schema: {
        tags: ['cart'],
        summary: 'Add a product to the signed-in buyer’s cart',
        description:
          'Body `{ productId, userId, quantity? }`; `userId` is ignored, the cart is always the signed-in buyer’s. One line ' +
          'per product: without `quantity` one minimum order is added to the line, with it that much. A new line records ' +
          `the current price as \`priceSeen\`; an existing line keeps its own. ${QUANTITY_RULES} 404 for a missing product, ` +
          '409 for one that is not available (status other than available, or less than one minimum order left) or a ' +
          'full cart. Demo sandbox: 403 when a real buyer adds a demo listing (`demo: true`); a demo account gets 404 ' +
          'for a real listing.',
        security: bearerAuth,
        body: AddToCartSchema,
        response: { 201: CartEntrySavedResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { productId, quantity } = request.body
      const entry = await service.addToCart(app, getAuth(request).user.id, productId, quantity)
      return reply.code(201).send({ message: request.t.t('cart.added'), entry })
    },
  )

  routes.get(
    '/getProductFromCart',
    {
      onRequest: buyerOnly,
      schema: {
        tags: ['cart'],
        summary: 'The signed-in buyer’s cart: its lines and the products they name',
        description:
          '`cart.products`: one line per product, oldest first, with the chosen `quantity` and the `priceSeen` per unit. ' +
          '`product`: each line’s listing, in the same order.',
        security: bearerAuth,
        response: { 200: CartResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.getCart(app, getAuth(request).user.id),
  )

  routes.delete(
    '/cancelOrder/:productId',
    {
      onRequest: buyerOnly,
      schema: {
        tags: ['cart'],
        summary: 'Remove a product (its whole line) from the signed-in buyer’s cart',
        security: bearerAuth,
        params: CartProductParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.removeFromCart(app, getAuth(request).user.id, request.params.productId)
      return { message: request.t.t('cart.removed') }
    },
  )
}

/** Changes to one line of the signed-in buyer's cart, under /api/me/cart. Buyers only. */
export async function cartLineRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const buyerOnly = app.requireRole('buyer')

  routes.patch(
    '/:productId',
    {
      onRequest: buyerOnly,
      schema: {
        tags: ['cart'],
        summary: 'Set the quantity of a product in the signed-in buyer’s cart',
        description: `Body \`{ quantity }\`. ${QUANTITY_RULES} 404 when the product is not in the cart; 409 when the listing is no longer available or sold out.`,
        security: bearerAuth,
        params: CartProductParamsSchema,
        body: SetCartQuantitySchema,
        response: { 200: CartEntrySavedResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const entry = await service.setCartQuantity(app, getAuth(request).user.id, request.params.productId, request.body.quantity)
      return { message: request.t.t('cart.quantitySaved'), entry }
    },
  )

  routes.post(
    '/:productId/accept-price',
    {
      onRequest: buyerOnly,
      schema: {
        tags: ['cart'],
        summary: 'Accept the current price of a product in the signed-in buyer’s cart',
        description:
          'The line’s `priceSeen` becomes the listing’s `pricePerUnit`: a price that changed since the product was added ' +
          'is flagged until the buyer accepts it. No body. 404 when the product is not in the cart.',
        security: bearerAuth,
        params: CartProductParamsSchema,
        response: { 200: CartEntrySavedResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const entry = await service.acceptCartPrice(app, getAuth(request).user.id, request.params.productId)
      return { message: request.t.t('cart.priceAccepted'), entry }
    },
  )
}
