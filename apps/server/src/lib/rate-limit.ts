import type { FastifyBaseLogger, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify'
import type { Redis } from 'ioredis'
import { msg } from '@app/shared/messages/refs'
import { AppError } from '#src/lib/app-error'
import { REDIS_KEY_PREFIX } from '#src/lib/redis'

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

/** Where the counters are kept. */
export interface CounterStore {
  hit(key: string, windowMs: number): Promise<Counter>
  peek(key: string): Promise<Counter>
  close(): Promise<void>
}

/** The 429 every limited call answers, with Retry-After in seconds (RFC 9110 §10.2.3). */
export function rateLimitedError(resetInMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000))
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return new AppError(429, 'RATE_LIMITED', msg('error.rateLimited', { minutes }), undefined, {
    'retry-after': String(seconds),
  })
}

/** Fixed windows in this process's memory: right for one process, lost on restart. */
export function memoryCounterStore(): CounterStore {
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

/** Counters in Redis, shared by every server process. The connection is the caller's to close. */
export function redisCounterStore(redis: Redis): CounterStore {
  const prefix = `${REDIS_KEY_PREFIX}rate-limit:`
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [number, number]
      return { count, resetInMs: Math.max(0, ttl) }
    },
    async peek(key) {
      const [[, value], [, ttl]] = (await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()) as [[Error | null, string | null], [Error | null, number]]
      return value === null ? { count: 0, resetInMs: 0 } : { count: Number(value), resetInMs: Math.max(0, ttl) }
    },
    async close() {},
  }
}

/**
 * The limiter over a store. If the store fails, the request is let through: an outage of the
 * counter must not lock every user out of sign-in. The failure is logged so it gets fixed.
 */
export function createRateLimiter(store: CounterStore, log: FastifyBaseLogger): RateLimiter {
  async function safely(operation: () => Promise<Counter>): Promise<Counter> {
    try {
      return await operation()
    } catch (err) {
      log.error({ err }, 'rate limit store failed; request allowed')
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
  return limiter
}

/** How often one action may be taken per client address and per email, in one window. */
export interface ClientLimits {
  maxPerIp: number
  maxPerEmail: number
  windowMinutes: number
}

/**
 * Route hooks limiting the action `scope` (`contact`, `auth:signin`, …) per client address and
 * per email, the one way every form that sends an email is limited:
 * - `perIp` runs onRequest, before the body is parsed, so malformed floods count too;
 * - `perEmail` runs as preHandler, once the body is valid and its email normalised by the shared
 *   schema, so one address cannot be flooded from many clients;
 * - `perEmailFailures` + `recordFailure`, for sign-in: only failed attempts count per email, so
 *   guessing one account's password is throttled while its owner can still sign in on each device.
 */
export function clientRateLimits(limiter: RateLimiter, scope: string, limits: ClientLimits) {
  const windowMs = limits.windowMinutes * 60 * 1000
  const emailKey = (email: string) => `${scope}:email:${email}`
  const bodyEmail = (body: unknown) => (body as { email: string }).email
  const perIp: onRequestAsyncHookHandler = async (request) => {
    await limiter.enforce(`${scope}:ip:${request.ip}`, { max: limits.maxPerIp, windowMs })
  }
  const perEmail: preHandlerAsyncHookHandler = async (request) => {
    await limiter.enforce(emailKey(bodyEmail(request.body)), { max: limits.maxPerEmail, windowMs })
  }
  const perEmailFailures: preHandlerAsyncHookHandler = async (request) => {
    const failures = await limiter.peek(emailKey(bodyEmail(request.body)))
    if (failures.count >= limits.maxPerEmail) throw rateLimitedError(failures.resetInMs)
  }
  return {
    perIp,
    perEmail,
    perEmailFailures,
    async recordFailure(email: string): Promise<void> {
      await limiter.hit(emailKey(email), windowMs)
    },
  }
}
