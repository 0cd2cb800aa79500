import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { RequestProductParamsSchema } from '@app/shared/buyer-requests'
import { InboxCountsSchema } from '@app/shared/inbox'
import {
  ACCEPT_WITHIN_HOURS,
  CheckoutInputSchema,
  CheckoutPreviewSchema,
  CheckoutResponseSchema,
  ConfirmOrderInputSchema,
  OrderCreatedResponseSchema,
  OrderResponseSchema,
  OrdersResponseSchema,
  OrderTransitionInputSchema,
  PAY_WITHIN_HOURS,
} from '@app/shared/orders'
import { CheckoutPreviewQuerySchema } from '@app/shared/delivery'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import { getAuth } from '#src/lib/sessions'
import { getInboxCounts } from './inbox.service'
import * as service from './orders.service'

/** Any text: an id that is not a UUID is answered as a missing order (404), like another user's. */
export const OrderParamsSchema = z.object({ orderId: z.string() })

/** The job that cancels orders whose reservation ran out, and how often it runs (every 5 minutes). */
export const ORDERS_EXPIRY_QUEUE = 'orders-expiry'
const ORDERS_EXPIRY_CRON = '*/5 * * * *'

/**
 * Orders, under /api: checkout (one order per farmer of the cart), the lifecycle transitions,
 * the lists both sides see, and the farmer's Confirm This Product (an accepted order from a request).
 */
export default async function orderRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const buyerOnly = app.requireRole('buyer')
  const farmerOnly = app.requireRole('farmer')

  routes.get(
    '/orders',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'The signed-in user’s orders: a buyer’s own, or those a farmer received; newest first',
        description:
          'Each order with its lines, payment and history. The other side’s phone is null until the order is accepted ' +
          'and again once it is rejected or cancelled.',
        security: bearerAuth,
        response: { 200: OrdersResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ orders: await service.listOrders(app, getAuth(request).user) }),
  )

  routes.get(
    '/orders/:orderId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'One order of the signed-in user (its buyer or its farmer)',
        description: '404 for an order of others, a missing one, or an id that is not a UUID.',
        security: bearerAuth,
        params: OrderParamsSchema,
        response: { 200: OrderResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ message: '', order: await service.getOrderForViewer(app, getAuth(request).user, request.params.orderId) }),
  )

  routes.post(
    '/orders/:orderId/transitions',
    {
      onRequest: app.authenticate,
      config: { changesListings: true },
      schema: {
        tags: ['orders'],
        summary: 'Take one step of the order’s lifecycle',
        description:
          'Body `{ action, note?, reasonCode? }`. The farmer accepts or rejects a placed order; a rejection needs a reason: ' +
          'a preset `reasonCode` (out_of_stock, quality_not_ready, cannot_deliver_there, price_changed, quantity_too_small, ' +
          'other), which the buyer reads in their own language, with an optional `note` in the farmer’s words (required ' +
          'with other), or a `note` alone. The farmer ' +
          'packs an accepted one, sends it out for delivery or makes it ready for pickup (by the order’s fulfilment), and ' +
          'marks it delivered; the buyer cancels a placed order and completes a delivered one. The farmer may also ' +
          '`withdraw` (cancel, with a reason given as for a rejection) an accepted order that is not paid: its payment `pending` or ' +
          '`not_received`; a UTR awaiting the farmer is answered first (…/payment/confirmation). A rejection or ' +
          'cancellation gives the stock back and tells the other side, with the reason. 400 for a reject or withdraw ' +
          'without a reason; 403 for a step that is the other side’s; 409 for one the status does not allow, and for a ' +
          'withdrawal once a payment is reported or received; 404 unless the signed-in user is the order’s buyer or farmer.',
        security: bearerAuth,
        params: OrderParamsSchema,
        body: OrderTransitionInputSchema,
        response: { 200: OrderResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const order = await service.transitionOrder(app, getAuth(request).user, request.params.orderId, request.body)
      return { message: request.t.t('orders.updated'), order }
    },
  )

  routes.get(
    '/me/inbox-counts',
    {
      onRequest: farmerOnly,
      schema: {
        tags: ['orders'],
        summary: 'What waits for the signed-in farmer: orders and buyer requests, counted for the inbox',
        description:
          '`action`: orders waiting for the farmer’s answer (placed, or a UTR the buyer entered); `requests`: buyer ' +
          'requests with a product neither confirmed nor marked unavailable; `active`: the other orders under way; `done`: ' +
          'completed, rejected and cancelled orders; `newRequests`: open requests with a product not answered yet; ' +
          '`waiting`: `action` + `newRequests`, the badge on the farmer’s Orders links.',
        security: bearerAuth,
        response: { 200: InboxCountsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getInboxCounts(app, getAuth(request).user),
  )

  routes.get(
    '/me/checkout',
    {
      onRequest: buyerOnly,
      schema: {
        tags: ['orders'],
        summary: 'The signed-in buyer’s cart grouped by farmer, with what each farmer offers',
        description:
          'Lines at the listings’ current prices; per farmer the pickup address (town), whether delivery is offered (every ' +
          'product of the group delivers) and its fee, the farmer’s delivery area, and whether UPI is possible. `ready` is ' +
          'false while any line is flagged (changed price, stock or status). With `?pin=` (a PIN code the buyer is typing), ' +
          'each farmer’s `distanceKm` and `deliveryRefusal` judge that PIN code; without it, the saved delivery address. ' +
          '`savedAddress` fills checkout’s address form: the last address delivered to, else the buyer profile’s.',
        security: bearerAuth,
        querystring: CheckoutPreviewQuerySchema,
        response: { 200: CheckoutPreviewSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const preview = await service.checkoutPreview(app, getAuth(request).user.id, request.query)
      // Refusals are message references until here: the caller reads them in their language.
      return {
        ...preview,
        groups: preview.groups.map((group) => ({
          ...group,
          deliveryRefusal: group.deliveryRefusal === null ? null : request.t.text(group.deliveryRefusal),
        })),
      }
    },
  )

  routes.post(
    '/me/checkout',
    {
      onRequest: buyerOnly,
      config: { changesListings: true },
      schema: {
        tags: ['orders'],
        summary: 'Place the cart: one order per farmer',
        description:
          'Body `{ orders: [{ farmerId, fulfilment, paymentMethod }], confirmedTotal, deliveryAddress? }`, a choice for exactly the farmers ' +
          'in the cart, the total the buyer confirmed and, for delivery, `deliveryAddress { line, town, pin, state }` (kept for the ' +
          'next checkout; its PIN code must be in the directory, else 400 on `deliveryAddress.pin`; left out: the saved address, ' +
          'else the buyer profile’s). Delivery outside a farmer’s area is refused with 409, the reason as `message` and on ' +
          '`fieldErrors["orders.{index}.fulfilment"]`; pickup stays possible. In one transaction each farmer’s order is placed at the prices ' +
          `the buyer saw, its stock is taken and held for ${ACCEPT_WITHIN_HOURS} hours for the farmer to accept (an ` +
          `accepted UPI order then waits ${PAY_WITHIN_HOURS} hours from acceptance for payment), and the lines leave the cart. 409, ` +
          'placing nothing, when a line is flagged, the choices do not match the cart, delivery or UPI is not offered, ' +
          'delivery has no address, the total differs, or the stock ran out.',
        security: bearerAuth,
        body: CheckoutInputSchema,
        response: { 201: CheckoutResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const orders = await service.checkout(app, getAuth(request).user.id, request.body)
      return reply.code(201).send({ message: request.t.t('checkout.placed'), orders })
    },
  )

  routes.post(
    '/requests/:requestId/products/:productId/confirm',
    {
      onRequest: farmerOnly,
      config: { changesListings: true },
      schema: {
        tags: ['requests'],
        summary: 'Confirm This Product: create an accepted order and take its quantity from stock',
        description:
          'Body `{ quantity, expectedDeliveryDate? }`: quantity a whole number from 1 to what the buyer’s cart line asks ' +
          'for (400 above it); without a date, the one stored with the answer is used. In one transaction: the quantity ' +
          'leaves the product’s stock (out_of_stock at 0), an accepted order (pickup, paid in cash at pickup) is recorded at ' +
          'the price the buyer’s cart line agreed to, the answer becomes confirmed with the order’s id, and the product ' +
          'leaves the buyer’s cart. 409 when less than `quantity` is left or the product is already confirmed; 404 ' +
          'unless the product is this farmer’s and in the request’s buyer’s cart.',
        security: bearerAuth,
        params: RequestProductParamsSchema,
        body: ConfirmOrderInputSchema,
        response: { 201: OrderCreatedResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { requestId, productId } = request.params
      const order = await service.confirmRequestProduct(app, getAuth(request).user, requestId, productId, request.body)
      return reply.code(201).send({ message: request.t.t('orders.created'), order })
    },
  )

  // Reservations that ran out are cancelled every few minutes, once across all instances.
  app.addHook('onReady', async () => {
    await app.jobs.work(ORDERS_EXPIRY_QUEUE, async () => {
      await service.expireOverdueOrders(app, new Date())
    })
    await app.jobs.schedule(ORDERS_EXPIRY_QUEUE, ORDERS_EXPIRY_CRON)
  })
}
