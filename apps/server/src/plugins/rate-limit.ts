import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import { format } from '@app/shared/messages/en'
import { AppError } from '#src/lib/app-error'

export interface Counter {
  /** Hits so far in the current window. */
  count: number
  /** Milliseconds until the window ends (0 when no window is open). */
  resetInMs: number
}

export interface Limit {
  max: number
  windowMs: number
}

export interface RateLimiter {
  /** Counts one hit against `key`; the window opens on the first hit. */
  hit(key: string, windowMs: number): Promise<Counter>
  /** Reads `key` without counting. */
  peek(key: string): Promise<Counter>
  /** Counts one hit and throws a 429 AppError once the count passes `limit.max`. */
  enforce(key: string, limit: Limit): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter
  }
}

/** The 429 every limited call answers, with Retry-After in seconds (RFC 9110 §10.2.3). */
export function rateLimitedError(resetInMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000))
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return new AppError(429, 'RATE_LIMITED', format('error.rateLimited', { minutes }), undefined, {
    'retry-after': String(seconds),
  })
}

interface Store {
  hit(key: string, windowMs: number): Promise<Counter>
  peek(key: string): Promise<Counter>
  close(): Promise<void>
}

/** Fixed windows in this process's memory: right for one process, lost on restart. */
function memoryStore(): Store {
  const windows = new Map<string, { count: number; resetAt: number }>()
  const sweep = setInterval(() => {
    const now = Date.now()
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key)
  }, 60_000)
  sweep.unref()
  return {
    async hit(key, windowMs) {
      const now = Date.now()
      let window = windows.get(key)
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs }
        windows.set(key, window)
      }
      window.count += 1
      return { count: window.count, resetInMs: window.resetAt - now }
    },
    async peek(key) {
      const now = Date.now()
      const window = windows.get(key)
      if (!window || window.resetAt <= now) return { count: 0, resetInMs: 0 }
      return { count: window.count, resetInMs: window.resetAt - now }
    },
    async close() {
      clearInterval(sweep)
    },
  }
}

/** INCR and open the window on the first hit, atomically, so parallel servers share one count. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`

async function redisStore(url: string, log: FastifyBaseLogger): Promise<Store> {
  // No offline queue: while Redis is away a command fails at once instead of holding the request.
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 })
  redis.on('error', (err) => log.warn({ err }, 'redis error'))
  await redis.connect()
  const prefix = 'kisansetu:rate-limit:'
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [number, number]
      return { count, resetInMs: Math.max(0, ttl) }
    },
    async peek(key) {
      const [[, value], [, ttl]] = (await redis.multi().get(prefix + key).pttl(prefix + key).exec()) as [
        [Error | null, string | null],
        [Error | null, number],
      ]
      return value === null ? { count: 0, resetInMs: 0 } : { count: Number(value), resetInMs: Math.max(0, ttl) }
    },
    async close() {
      await redis.quit()
    },
  }
}

/**
 * Counters for the auth calls and unknown API paths (issue 2 item 5). Shared through Redis when
 * REDIS_URL is set, so several server processes count together; otherwise kept in memory.
 */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    const store = app.config.redisUrl ? await redisStore(app.config.redisUrl, app.log) : memoryStore()
    app.addHook('onClose', () => store.close())

    // If the shared store fails, let the request through: an outage of the counter must not lock
    // every user out of sign-in. The failure is logged so it gets fixed.
    async function safely(operation: () => Promise<Counter>): Promise<Counter> {
      try {
        return await operation()
      } catch (err) {
        app.log.error({ err }, 'rate limit store failed; request allowed')
        return { count: 0, resetInMs: 0 }
      }
    }

    const limiter: RateLimiter = {
      hit: (key, windowMs) => safely(() => store.hit(key, windowMs)),
      peek: (key) => safely(() => store.peek(key)),
      async enforce(key, limit) {
        const counter = await limiter.hit(key, limit.windowMs)
        if (counter.count > limit.max) throw rateLimitedError(counter.resetInMs)
      },
    }
    app.decorate('rateLimiter', limiter)
  },
  { name: 'rate-limit' },
)
