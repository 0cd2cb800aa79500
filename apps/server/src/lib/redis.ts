import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'

/** Every key the app writes starts with this, so one Redis can serve other apps too. */
export const REDIS_KEY_PREFIX = 'kisansetu:'

/**
 * The app's one Redis connection (REDIS_URL), shared by the rate-limit counters and the caches.
 * Errors are logged, never thrown at the process; the connection retries on its own.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  // No offline queue: while Redis is away a command fails at once instead of holding the request.
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 })
  redis.on('error', (err) => log.warn({ err }, 'redis error'))
  await redis.connect()
  return redis
}
