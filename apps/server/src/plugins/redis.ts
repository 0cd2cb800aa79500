import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import { connectRedis } from '#src/lib/redis'

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection (lib/redis) when REDIS_URL is set; null otherwise. */
    redis: Redis | null
  }
}

/** Connects to Redis when REDIS_URL is set, and quits with the app. */
export default fp(
  async function redisPlugin(app: FastifyInstance) {
    const redis = app.config.redisUrl ? await connectRedis(app.config.redisUrl, app.log) : null
    if (redis) app.addHook('onClose', async () => void (await redis.quit()))
    app.decorate('redis', redis)
  },
  { name: 'redis' },
)
