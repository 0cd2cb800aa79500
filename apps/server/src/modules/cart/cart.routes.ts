import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AddToCartSchema, CartResponseSchema, productIdSchema } from '@app/shared/cart'
import { MessageResponseSchema } from '@app/shared/errors'
import { en } from '@app/shared/messages/en'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import { getAuth } from '#src/lib/sessions'
import * as service from './cart.service'

const CartProductParamsSchema = z.object({ productId: productIdSchema(en['cart.notInCart']) })

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
        summary: 'Add one entry of a product to the signed-in buyer’s cart',
        description:
          'Body `{ productId, userId }` as existing clients send it; `userId` is ignored, the cart is always the signed-in ' +
          'buyer’s. Each call adds one entry; entries of one product count as its quantity. 404 for a missing product, ' +
          '409 for one that is not available (status other than available, or nothing left) or a full cart.',
        security: bearerAuth,
        body: AddToCartSchema,
        response: { 201: MessageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await service.addToCart(app, getAuth(request).user.id, request.body.productId)
      return reply.code(201).send({ message: en['cart.added'] })
    },
  )

  routes.get(
    '/getProductFromCart',
    {
      onRequest: buyerOnly,
      schema: {
        tags: ['cart'],
        summary: 'The signed-in buyer’s cart: its entries and the products they name',
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
        summary: 'Remove a product (every entry of it) from the signed-in buyer’s cart',
        security: bearerAuth,
        params: CartProductParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.removeFromCart(app, getAuth(request).user.id, request.params.productId)
      return { message: en['cart.removed'] }
    },
  )
}
