import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { OperatorDashboardSchema } from '@app/shared/admin-dashboard'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import { operatorDashboard } from './admin-dashboard.service'

/** GET /api/admin/dashboard: operators only. */
export default async function adminDashboardRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  routes.get(
    '/dashboard',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'The market at a glance: orders, value and new accounts by day (last 30 days), open queues, certificates expiring',
        security: bearerAuth,
        response: { 200: OperatorDashboardSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return operatorDashboard(app)
    },
  )
}
