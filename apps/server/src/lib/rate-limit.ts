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

/** At most `max` hits in a window of `windowMs`, which opens on the first hit. */
export interface Limit {
  max: number
  windowMs: number
}

/**
 * Failed attempts with growing waits: `free` attempts, then the next one waits `firstWaitMs`, the
 * one after twice that, and so on up to `maxWaitMs`. The count is forgotten `forgetMs` after its
 * last wait ends (or after its last attempt, while none is due).
 */
export interface Backoff {
  free: number
  firstWaitMs: number
  maxWaitMs: number
  forgetMs: number
}

/** One counter an attempt is counted on: a fixed window or growing waits. */
export type AttemptCounter = { key: string; limit: Limit } | { key: string; backoff: Backoff }

/**
 * What a store needs to give one counted attempt back: the counter, and for growing waits the
 * wait the attempt set and the one it replaced, so the wait is undone only if no later attempt
 * has set another since.
 */
export interface HeldCount {
  key: string
  kind: 'limit' | 'backoff'
  previousUntil: number
  setUntil: number
}

export type StoreReservation = { allowed: true; held: HeldCount[] } | { allowed: false; retryInMs: number }

/** An attempt counted before the work it limits; `giveBack` when it must not count (it succeeded). */
export type Attempt = { allowed: true; giveBack(): Promise<void> } | { allowed: false; retryInMs: number }

export interface RateLimiter {
  /** Counts one hit against `key`; the window opens on the first hit. */
  hit(key: string, windowMs: number): Promise<Counter>
  /** Reads `key` without counting. */
  peek(key: string): Promise<Counter>
  /** Counts one hit and throws a 429 AppError once the count passes `limit.max`. */
  enforce(key: string, limit: Limit): Promise<void>
  /**
   * Counts one attempt on every counter, or on none when one of them refuses it (then it answers
   * how long to wait). Check and count are one atomic step, so parallel attempts cannot all pass
   * a check made before any of them was counted: count before the work, give back after it.
   */
  reserve(counters: AttemptCounter[]): Promise<Attempt>
  /** Deletes counters and marks. */
  forget(keys: string[]): Promise<void>
  /** Sets a mark on `key` for `ttlMs` (an address an account signed in from). */
  remember(key: string, ttlMs: number): Promise<void>
  /** Whether `key` is marked. */
  recall(key: string): Promise<boolean>
}

/** Where the counters are kept. */
export interface CounterStore {
  hit(key: string, windowMs: number): Promise<Counter>
  peek(key: string): Promise<Counter>
  reserve(counters: AttemptCounter[]): Promise<StoreReservation>
  release(held: HeldCount[]): Promise<void>
  forget(keys: string[]): Promise<void>
  remember(key: string, ttlMs: number): Promise<void>
  recall(key: string): Promise<boolean>
  close(): Promise<void>
}

/** The 429 every limited call answers, with Retry-After in seconds (RFC 9110). */
export function rateLimitedError(resetInMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000))
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return new AppError(429, 'RATE_LIMITED', msg('error.rateLimited', { minutes }), undefined, {
    'retry-after': String(seconds),
  })
}

/** The wait due after the `count`th failure of a backoff counter (0 while failures are free). */
export function backoffWaitMs(backoff: Backoff, count: number): number {
  if (count < backoff.free) return 0
  return Math.min(backoff.firstWaitMs * 2 ** (count - backoff.free), backoff.maxWaitMs)
}

interface Entry {
  count: number
  /** When the entry is dropped: the window's end, or the time a backoff count is forgotten. */
  expiresAt: number
  /** Backoff: no attempt before this time. */
  until: number
}

/**
 * Counters in this process's memory: right for one process, lost on restart. Every operation runs
 * without awaiting anything, so it is atomic against every other request of the process.
 */
export function memoryCounterStore({ now = Date.now }: { now?: () => number } = {}): CounterStore {
  const entries = new Map<string, Entry>()
  const sweep = setInterval(() => {
    const time = now()
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key)
  }, 60_000)
  sweep.unref()
  const live = (key: string, time: number) => {
    const entry = entries.get(key)
    return entry && entry.expiresAt > time ? entry : undefined
  }
  const open = (key: string, expiresAt: number) => {
    const entry = { count: 0, expiresAt, until: 0 }
    entries.set(key, entry)
    return entry
  }
  return {
    async hit(key, windowMs) {
      const time = now()
      const entry = live(key, time) ?? open(key, time + windowMs)
      entry.count += 1
      return { count: entry.count, resetInMs: entry.expiresAt - time }
    },
    async peek(key) {
      const time = now()
      const entry = live(key, time)
      return entry ? { count: entry.count, resetInMs: entry.expiresAt - time } : { count: 0, resetInMs: 0 }
    },
    async reserve(counters) {
      const time = now()
      let wait = 0
      for (const counter of counters) {
        const entry = live(counter.key, time)
        if (!entry) continue
        if ('limit' in counter) {
          if (entry.count >= counter.limit.max) wait = Math.max(wait, entry.expiresAt - time)
        } else if (entry.until > time) {
          wait = Math.max(wait, entry.until - time)
        }
      }
      if (wait > 0) return { allowed: false, retryInMs: wait }
      const held = counters.map((counter): HeldCount => {
        if ('limit' in counter) {
          const entry = live(counter.key, time) ?? open(counter.key, time + counter.limit.windowMs)
          entry.count += 1
          return { key: counter.key, kind: 'limit', previousUntil: 0, setUntil: 0 }
        }
        const entry = live(counter.key, time) ?? open(counter.key, 0)
        entry.count += 1
        const previousUntil = entry.until
        const waitMs = backoffWaitMs(counter.backoff, entry.count)
        if (waitMs > 0) entry.until = time + waitMs
        entry.expiresAt = Math.max(entry.until, time) + counter.backoff.forgetMs
        return { key: counter.key, kind: 'backoff', previousUntil, setUntil: entry.until }
      })
      return { allowed: true, held }
    },
    async release(held) {
      const time = now()
      for (const count of held) {
        const entry = live(count.key, time)
        if (!entry) continue
        entry.count = Math.max(0, entry.count - 1)
        if (count.kind === 'backoff' && entry.until === count.setUntil) entry.until = count.previousUntil
      }
    },
    async forget(keys) {
      for (const key of keys) entries.delete(key)
    },
    async remember(key, ttlMs) {
      open(key, now() + ttlMs).count = 1
    },
    async recall(key) {
      return live(key, now()) !== undefined
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

/**
 * `reserve` in one script, so no other command runs between the checks and the counts. KEYS are
 * the counters; ARGV[1] is now (ms), then five values per counter: 'l', max, windowMs (a window,
 * a string key as HIT_SCRIPT makes) or 'b', free, firstWaitMs, maxWaitMs, forgetMs (growing
 * waits, a hash of the count `c` and the time `u` before which no attempt may start). Answers
 * {0, wait} or {1, then the previous and the set `u` of each counter}.
 */
const RESERVE_SCRIPT = `
local now = tonumber(ARGV[1])
local wait = 0
for i, key in ipairs(KEYS) do
  local at = 2 + (i - 1) * 5
  if ARGV[at] == 'l' then
    local count = tonumber(redis.call('GET', key) or '0')
    if count >= tonumber(ARGV[at + 1]) then wait = math.max(wait, redis.call('PTTL', key)) end
  else
    local untilMs = tonumber(redis.call('HGET', key, 'u') or '0')
    if untilMs > now then wait = math.max(wait, untilMs - now) end
  end
end
if wait > 0 then return { 0, wait } end
local held = { 1 }
for i, key in ipairs(KEYS) do
  local at = 2 + (i - 1) * 5
  if ARGV[at] == 'l' then
    if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, ARGV[at + 2]) end
    table.insert(held, 0)
    table.insert(held, 0)
  else
    local free, firstWait, maxWait, forget = tonumber(ARGV[at + 1]), tonumber(ARGV[at + 2]), tonumber(ARGV[at + 3]), tonumber(ARGV[at + 4])
    local count = redis.call('HINCRBY', key, 'c', 1)
    local previous = tonumber(redis.call('HGET', key, 'u') or '0')
    local untilMs = previous
    if count >= free then
      untilMs = now + math.min(firstWait * 2 ^ (count - free), maxWait)
      redis.call('HSET', key, 'u', string.format('%.0f', untilMs))
    end
    redis.call('PEXPIRE', key, string.format('%.0f', math.max(untilMs, now) - now + forget))
    table.insert(held, previous)
    table.insert(held, untilMs)
  end
end
return held
`

/**
 * Gives counted attempts back. ARGV has three values per key: 'l' or 'b', the previous `u` and
 * the `u` the attempt set; a wait is undone only if no later attempt has replaced it.
 */
const RELEASE_SCRIPT = `
for i, key in ipairs(KEYS) do
  local at = 1 + (i - 1) * 3
  if redis.call('EXISTS', key) == 1 then
    if ARGV[at] == 'l' then
      if redis.call('DECR', key) < 0 then redis.call('SET', key, 0, 'KEEPTTL') end
    else
      if redis.call('HINCRBY', key, 'c', -1) < 0 then redis.call('HSET', key, 'c', 0) end
      if redis.call('HGET', key, 'u') == ARGV[at + 2] then redis.call('HSET', key, 'u', ARGV[at + 1]) end
    end
  end
end
return 0
`

/** Counters in Redis, shared by every server process. The connection is the caller's to close. */
export function redisCounterStore(redis: Redis, { now = Date.now }: { now?: () => number } = {}): CounterStore {
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
    async reserve(counters) {
      if (counters.length === 0) return { allowed: true, held: [] }
      const args = counters.flatMap((counter) =>
        'limit' in counter
          ? ['l', counter.limit.max, counter.limit.windowMs, 0, 0]
          : ['b', counter.backoff.free, counter.backoff.firstWaitMs, counter.backoff.maxWaitMs, counter.backoff.forgetMs],
      )
      const keys = counters.map((counter) => prefix + counter.key)
      const answer = (await redis.eval(RESERVE_SCRIPT, keys.length, ...keys, now(), ...args)) as number[]
      if (answer[0] === 0) return { allowed: false, retryInMs: Math.max(1, answer[1] ?? 1) }
      const held = counters.map((counter, index): HeldCount => ({
        key: counter.key,
        kind: 'limit' in counter ? 'limit' : 'backoff',
        previousUntil: answer[1 + index * 2] ?? 0,
        setUntil: answer[2 + index * 2] ?? 0,
      }))
      return { allowed: true, held }
    },
    async release(held) {
      if (held.length === 0) return
      const args = held.flatMap((count) => [count.kind === 'limit' ? 'l' : 'b', String(count.previousUntil), String(count.setUntil)])
      await redis.eval(RELEASE_SCRIPT, held.length, ...held.map((count) => prefix + count.key), ...args)
    },
    async forget(keys) {
      if (keys.length > 0) await redis.del(...keys.map((key) => prefix + key))
    },
    async remember(key, ttlMs) {
      await redis.set(prefix + key, '1', 'PX', ttlMs)
    },
    async recall(key) {
      return (await redis.exists(prefix + key)) === 1
    },
    async close() {},
  }
}

/**
 * The limiter over a store. If the store fails, the request is let through: an outage of the
 * counter must not lock every user out of sign-in. The failure is logged so it gets fixed.
 */
export function createRateLimiter(store: CounterStore, log: FastifyBaseLogger): RateLimiter {
  async function safely<T>(operation: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await operation()
    } catch (err) {
      log.error({ err }, 'rate limit store failed; request allowed')
      return fallback
    }
  }
  const none: Counter = { count: 0, resetInMs: 0 }
  const limiter: RateLimiter = {
    hit: (key, windowMs) => safely(() => store.hit(key, windowMs), none),
    peek: (key) => safely(() => store.peek(key), none),
    async enforce(key, limit) {
      const counter = await limiter.hit(key, limit.windowMs)
      if (counter.count > limit.max) throw rateLimitedError(counter.resetInMs)
    },
    async reserve(counters) {
      const reservation = await safely(() => store.reserve(counters), { allowed: true, held: [] })
      if (!reservation.allowed) return reservation
      return { allowed: true, giveBack: () => safely(() => store.release(reservation.held), undefined) }
    },
    forget: (keys) => safely(() => store.forget(keys), undefined),
    remember: (key, ttlMs) => safely(() => store.remember(key, ttlMs), undefined),
    recall: (key) => safely(() => store.recall(key), false),
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
 * Route hooks limiting the action `scope` (`contact`, `auth:signup`, …) per client address and
 * per email, the one way every form that sends an email is limited:
 * - `perIp` runs onRequest, before the body is parsed, so malformed floods count too;
 * - `perEmail` runs as preHandler, once the body is valid and its email normalised by the shared
 *   schema, so one address cannot be flooded from many clients.
 * Sign-in counts failures instead, with growing waits (modules/auth/auth.throttle.ts).
 */
export function clientRateLimits(limiter: RateLimiter, scope: string, limits: ClientLimits) {
  const windowMs = limits.windowMinutes * 60 * 1000
  const bodyEmail = (body: unknown) => (body as { email: string }).email
  const perIp: onRequestAsyncHookHandler = async (request) => {
    await limiter.enforce(`${scope}:ip:${request.ip}`, { max: limits.maxPerIp, windowMs })
  }
  const perEmail: preHandlerAsyncHookHandler = async (request) => {
    await limiter.enforce(`${scope}:email:${bodyEmail(request.body)}`, { max: limits.maxPerEmail, windowMs })
  }
  return { perIp, perEmail }
}
