import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { receiptFileName } from '@app/shared/receipts'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import { getAuth } from '#src/lib/sessions'
import * as service from './receipts.service'

const ReceiptParamsSchema = z.object({ orderId: z.string() })

/** Order receipts, under /api. An order's buyer and farmer only. */
export default async function receiptRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/orders/:orderId/receipt.pdf',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'An order’s receipt as a one-page A4 PDF (its buyer or its farmer)',
        description:
          'application/pdf: reference, date (India), buyer and farmer, fulfilment and address, lines, subtotal, delivery ' +
          'fee, total, payment method and status ("Paid" only once the farmer marked the payment received). Amounts are ' +
          'written "Rs." (the PDF standard fonts have no ₹ sign). 404 for an order of others, a missing one, or an id ' +
          'that is not a UUID.',
        security: bearerAuth,
        params: ReceiptParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The PDF document'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { reference, pdf } = await service.getReceiptPdf(app, getAuth(request).user, request.params.orderId)
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${receiptFileName(reference)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf)
    },
  )
}
