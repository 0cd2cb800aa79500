import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ContactSchema } from '@app/shared/contact'
import { MessageResponseSchema } from '@app/shared/errors'
import { errorResponses } from '#src/lib/openapi'
import { clientRateLimits } from '#src/lib/rate-limit'
import * as service from './contact.service'

/**
 * POST /api/contact: the Contact Us form. An older build of the app sent nothing from it; here the
 * message is stored and mailed to support, so no farmer's question is lost.
 */
export default async function contactRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const limits = clientRateLimits(app.rateLimiter, 'contact', app.config.contactRateLimit)

  routes.post(
    '/',
    {
      // Per client address before anything else, so malformed floods count too; per sender email
      // once the body is valid, so one address cannot fill support's mailbox from many clients.
      onRequest: limits.perIp,
      preHandler: limits.perEmail,
      schema: {
        tags: ['info'],
        summary: 'Send a message to support (stored, and mailed to SUPPORT_EMAIL with reply-to the sender)',
        body: ContactSchema,
        response: { 201: MessageResponseSchema, ...errorResponses(400, 413, 415, 429, 502) },
      },
    },
    async (request, reply) => {
      await service.sendContactMessage({ db: app.db, mailer: app.mailer, config: app.config, log: request.log }, request.body)
      return reply.code(201).send({ message: request.t.t('contact.thanks') })
    },
  )
}
