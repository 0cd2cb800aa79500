import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiErrorSchema } from '@app/shared/errors'
import { msg } from '@app/shared/messages/refs'
import { pingDatabase } from '#src/db/client'
import { AppError } from '#src/lib/app-error'
import { errorResponses } from '#src/lib/openapi'

/** A dependency that does not answer within this time counts as down. */
const PING_TIMEOUT_MS = 2000

/** Resolves as `work` does, or rejects once `ms` have passed without an answer. */
async function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms)
      }),
    ])
  } finally {
    clearTimeout(timer)
  }
}

/** `off`: not configured (Redis without REDIS_URL); `failed`: configured and not answering. */
const CheckStateSchema = z.enum(['ok', 'off', 'failed'])
type CheckState = z.infer<typeof CheckStateSchema>

const CHECKS = ['database', 'redis', 'storage'] as const
type Check = (typeof CHECKS)[number]

const ReadyChecksSchema = z.object({ database: CheckStateSchema, redis: CheckStateSchema, storage: CheckStateSchema })

const ReadyResponseSchema = z.object({
  status: z.literal('ok'),
  checks: z.object({ database: z.literal('ok'), redis: z.enum(['ok', 'off']), storage: z.literal('ok') }),
})
/** The error body, with every check's state, so the failing one is named. */
const NotReadyResponseSchema = ApiErrorSchema.extend({ checks: ReadyChecksSchema })

/**
 * GET /api/health: liveness and the database, 200 only when the database answers, so a load
 * balancer can rely on it. GET /api/health/ready: whether this instance can do its work now,
 * every dependency checked at once (the database, Redis when configured, the photo store).
 */
export default async function healthRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: z.object({ status: z.literal('ok') }), ...errorResponses(503) },
      },
    },
    async (request) => {
      try {
        await within(pingDatabase(app.db), PING_TIMEOUT_MS, 'database')
        return { status: 'ok' as const }
      } catch (err) {
        request.log.warn({ err }, 'health check failed')
        throw new AppError(503, 'SERVICE_UNAVAILABLE', msg('error.serviceUnavailable'))
      }
    },
  )

  const probes: Record<Check, (() => Promise<unknown>) | null> = {
    database: () => pingDatabase(app.db),
    redis: app.redis ? () => app.redis!.ping() : null,
    storage: () => app.storage.ping(),
  }

  routes.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database, Redis (when configured) and the photo store answer',
        description: 'Each check has two seconds. 503 names the failing checks in `checks` (`failed`); `off` means not configured.',
        response: { 200: ReadyResponseSchema, 503: NotReadyResponseSchema },
      },
    },
    async (request, reply) => {
      const states = await Promise.all(
        CHECKS.map(async (check): Promise<CheckState> => {
          const probe = probes[check]
          if (!probe) return 'off'
          try {
            await within(probe(), PING_TIMEOUT_MS, check)
            return 'ok'
          } catch (err) {
            request.log.warn({ err, check }, 'readiness check failed')
            return 'failed'
          }
        }),
      )
      const checks = Object.fromEntries(CHECKS.map((check, index) => [check, states[index]!])) as Record<Check, CheckState>
      if (states.includes('failed')) {
        return reply.code(503).send({
          code: 'SERVICE_UNAVAILABLE' as const,
          message: request.t.text(msg('error.serviceUnavailable')),
          requestId: request.id,
          checks,
        })
      }
      return reply.code(200).send({ status: 'ok' as const, checks: checks as z.infer<typeof ReadyResponseSchema>['checks'] })
    },
  )
}
