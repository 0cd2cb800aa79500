import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ContactSchema } from '@app/shared/contact'
import { MessageResponseSchema } from '@app/shared/errors'
import { en } from '@app/shared/messages/en'
import { errorResponses } from '#src/lib/openapi'
import * as service from './contact.service'

/**
 * POST /api/contact (issue 5): the Contact Us form. SPEC.md §5 describes an older build in which
 * the form sent nothing; here the message is stored and mailed to support.
 */
export default async function contactRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const { maxPerIp, maxPerEmail, windowMinutes } = app.config.contactRateLimit
  const windowMs = windowMinutes * 60 * 1000

  routes.post(
    '/',
    {
      // Per client address before anything else, so malformed floods count too; per sender email
      // once the body is valid, so one address cannot fill support's mailbox from many clients.
      onRequest: async (request) => {
        await app.rateLimiter.enforce(`contact:ip:${request.ip}`, { max: maxPerIp, windowMs })
      },
      preHandler: async (request) => {
        const { email } = request.body as { email: string }
        await app.rateLimiter.enforce(`contact:email:${email}`, { max: maxPerEmail, windowMs })
      },
      schema: {
        tags: ['info'],
        summary: 'Send a message to support (stored, and mailed to SUPPORT_EMAIL with reply-to the sender)',
        body: ContactSchema,
        response: { 201: MessageResponseSchema, ...errorResponses(400, 413, 415, 429, 502) },
      },
    },
    async (request, reply) => {
      await service.sendContactMessage(
        { db: app.db, mailer: app.mailer, supportEmail: app.config.supportEmail, log: request.log },
        request.body,
      )
      return reply.code(201).send({ message: en['contact.thanks'] })
    },
  )
}
