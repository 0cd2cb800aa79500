import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { OrderResponseSchema, PAY_WITHIN_HOURS } from '@app/shared/orders'
import { MAX_PAYMENT_REFUSALS, PaymentConfirmationInputSchema, SubmitUtrInputSchema } from '@app/shared/payments'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import { getAuth } from '#src/lib/sessions'
import { getOrderForViewer } from '#src/modules/orders/orders.service'
import * as service from './payments.service'

// Any text: an id that is not a UUID is an order that does not exist (404), as for the orders' own calls.
const OrderParamsSchema = z.object({ orderId: z.string() })

/**
 * The payment steps of an order, under /api/orders. The money goes straight to the farmer, so the
 * buyer only reports a UPI payment and the farmer alone says whether it arrived.
 */
export default async function paymentRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.post(
    '/:orderId/payment/utr',
    {
      onRequest: app.requireRole('buyer'),
      schema: {
        tags: ['payments'],
        summary: 'The buyer reports a UPI payment of the order with its UTR',
        description:
          'Body `{ utr }`: the 12-digit UTR the UPI app showed (spaces are ignored). The payment becomes `submitted`, ' +
          'never `received`: only the farmer confirms that. 404 for anyone but the order’s buyer; 409 when the order ' +
          'takes no UPI payment now (not accepted yet, final, cash, or a UTR already awaiting the farmer) or when the UTR ' +
          'is already on another order of the same farmer.',
        security: bearerAuth,
        params: OrderParamsSchema,
        body: SubmitUtrInputSchema,
        response: { 200: OrderResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { user } = getAuth(request)
      await service.submitUtr(app, user.id, request.params.orderId, request.body.utr)
      return { message: request.t.t('payments.utrSaved'), order: await getOrderForViewer(app, user, request.params.orderId) }
    },
  )

  routes.post(
    '/:orderId/payment/confirmation',
    {
      onRequest: app.requireRole('farmer'),
      // A refusal may cancel the order and give its stock back.
      config: { changesListings: true },
      schema: {
        tags: ['payments'],
        summary: 'The farmer says whether the order’s payment arrived',
        description:
          'Body `{ received }`. UPI: once the buyer entered a UTR; cash: any time the order is accepted and not final. ' +
          '`received: false` lets the buyer enter a UTR again within the payment window of an accepted UPI order ' +
          `(${PAY_WITHIN_HOURS} hours from acceptance, not restarted by a refusal). The system cancels the order at once, ` +
          `giving its stock back and telling both sides, once the farmer has refused ${MAX_PAYMENT_REFUSALS} times or ` +
          'refuses after the window ended. 404 for anyone but the order’s farmer; 409 when there is nothing to confirm now.',
        security: bearerAuth,
        params: OrderParamsSchema,
        body: PaymentConfirmationInputSchema,
        response: { 200: OrderResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { user } = getAuth(request)
      const { received } = request.body
      await service.confirmPayment(app, user.id, request.params.orderId, received)
      const order = await getOrderForViewer(app, user, request.params.orderId)
      let message = request.t.t('payments.markedReceived')
      if (!received) message = request.t.t(order.status === 'cancelled' ? 'payments.notReceivedCancelled' : 'payments.markedNotReceived')
      return { message, order }
    },
  )
}
