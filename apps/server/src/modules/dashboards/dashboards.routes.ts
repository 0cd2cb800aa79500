import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { SalesSummarySchema } from '@app/shared/dashboards'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import { getAuth } from '#src/lib/sessions'
import * as service from './dashboards.service'

/** The farmer's sales dashboard, under /api/me. Farmers only. */
export default async function dashboardRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/sales-summary',
    {
      onRequest: app.requireRole('farmer'),
      schema: {
        tags: ['dashboards'],
        summary: 'The signed-in farmer’s sales figures: work waiting, orders by status, earnings by week',
        description:
          '`today`: the farmer’s orders waiting now: `newOrders` (placed), `toPack` (accepted), `toDeliver` (packed, out ' +
          'for delivery or ready for pickup). `countsByStatus`: every status, 0 when none. `earningsByWeek`: the last 8 ' +
          'weeks, this one included, oldest first, each from Monday (India time), zeros included; an order counts at its ' +
          '`total` (rupees) in the week the farmer marked its payment received. `setup`: the new farmer’s checklist, each ' +
          'step true once done: `profile` (a farmer profile exists), `upiId` (it has a UPI ID), `listing` (at least one listing).',
        security: bearerAuth,
        response: { 200: SalesSummarySchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.getSalesSummary(app, getAuth(request).user.id),
  )
}
