import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { OrdersResponseSchema } from '@app/shared/orders'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import { getAuth } from '#src/lib/sessions'
import * as service from './orders.service'

/** Confirmed orders, under /api/orders. Orders are created by the requests' confirm call. */
export default async function orderRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'The signed-in user’s orders: a buyer’s own, or those a farmer received; newest first',
        security: bearerAuth,
        response: { 200: OrdersResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ orders: await service.listOrders(app, getAuth(request).user) }),
  )
}
