import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createRateLimiter, memoryCounterStore, redisCounterStore } from '#src/lib/rate-limit'

/**
 * `app.rateLimiter` (lib/rate-limit), for the auth and contact forms, weather lookups and unknown
 * API paths. Counts are shared through Redis when REDIS_URL is set, so several server processes
 * count together; otherwise they are kept in memory.
 */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    const store = app.redis ? redisCounterStore(app.redis) : memoryCounterStore()
    app.addHook('onClose', () => store.close())
    app.decorate('rateLimiter', createRateLimiter(store, app.log))
  },
  { name: 'rate-limit', dependencies: ['redis'] },
)
