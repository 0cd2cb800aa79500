import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { receiptFileName, ReceiptResponseSchema } from '@app/shared/receipts'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import { getAuth } from '#src/lib/sessions'
import * as service from './receipts.service'

const ReceiptParamsSchema = z.object({ orderId: z.string() })

const NUMBERING =
  'The first request for an order’s receipt, from its buyer or its farmer, by this call or the other, gives it the ' +
  'farmer’s next receipt number (R-0001, R-0002…, per farmer); it keeps that number. '

/** Order receipts, under /api. An order's buyer and farmer only. */
export default async function receiptRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/orders/:orderId/receipt',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'An order’s receipt: its number and the order (its buyer or its farmer)',
        description: `${NUMBERING}404 for an order of others, a missing one, or an id that is not a UUID.`,
        security: bearerAuth,
        params: ReceiptParamsSchema,
        response: { 200: ReceiptResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ message: '', ...(await service.getReceipt(app, getAuth(request).user, request.params.orderId)) }),
  )

  routes.get(
    '/orders/:orderId/receipt.pdf',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'An order’s receipt as a one-page A4 PDF (its buyer or its farmer)',
        description:
          'application/pdf, in the language of the request (Accept-Language, else the account’s): receipt number, ' +
          'reference, date (India), buyer and farmer, fulfilment and address, lines, subtotal, delivery fee, total in ₹, ' +
          'payment method and status ("Paid" only once the farmer marked the payment received). Names in Devanagari, ' +
          `Tamil and Bengali are drawn in embedded Noto Sans fonts. ${NUMBERING}404 for an order of others, a missing ` +
          'one, or an id that is not a UUID.',
        security: bearerAuth,
        params: ReceiptParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The PDF document'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { reference, pdf } = await service.getReceiptPdf(app, getAuth(request).user, request.params.orderId, request.locale)
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${receiptFileName(reference)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf)
    },
  )
}
