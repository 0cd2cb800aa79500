import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AUDIT_PAGE_SIZE, AuditSearchQuerySchema, AuditSearchResponseSchema } from '@app/shared/audit'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import * as service from './audit.service'

/** GET /api/admin/audit: the operators' search of the audit log. */
export default async function auditRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  routes.get(
    '/audit',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Search the audit log, newest first',
        description:
          `Query: \`user\` (an account id, email or Indian mobile number: entries it acted in or was the subject of), ` +
          '`action` (an action such as `account.upi_changed`, or an area such as `operator`), `from` and `to` ' +
          `(YYYY-MM-DD, India’s days, both included), \`before\` (the \`nextBefore\` of the page before). ${AUDIT_PAGE_SIZE} entries a page.`,
        security: bearerAuth,
        querystring: AuditSearchQuerySchema,
        response: { 200: AuditSearchResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.searchAudit(app, request.query),
  )
}
