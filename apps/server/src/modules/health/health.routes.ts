import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { msg } from '@app/shared/messages/refs'
import { pingDatabase } from '#src/db/client'
import { AppError } from '#src/lib/app-error'
import { errorResponses } from '#src/lib/openapi'

/** A database that does not answer within this time counts as down. */
const PING_TIMEOUT_MS = 2000

/** GET /api/health: 200 only when the database answers, so a load balancer can rely on it. */
export default async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: z.object({ status: z.literal('ok') }), ...errorResponses(503) },
      },
    },
    async (request) => {
      let timer: NodeJS.Timeout | undefined
      try {
        await Promise.race([
          pingDatabase(app.db),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS)
          }),
        ])
        return { status: 'ok' as const }
      } catch (err) {
        request.log.warn({ err }, 'health check failed')
        throw new AppError(503, 'SERVICE_UNAVAILABLE', msg('error.serviceUnavailable'))
      } finally {
        clearTimeout(timer)
      }
    },
  )
}
