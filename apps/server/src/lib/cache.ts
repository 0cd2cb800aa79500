import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import { REDIS_KEY_PREFIX } from '#src/lib/redis'

/** Where a cache keeps its answers. */
export interface CacheStore<T> {
  /** The stored answer for `key`, or undefined when there is none (or it has expired). */
  get(key: string): Promise<T | undefined>
  set(key: string, value: T, ttlMs: number): Promise<void>
  /** Forgets every answer. */
  clear(): Promise<void>
}

export interface LoadOptions {
  /**
   * Runs only when `compute` is about to run for this request: not for a stored answer, nor for
   * one another request is already computing. Where work that reaches past the cache is counted.
   */
  beforeCompute?: () => Promise<void>
}

export interface Cache<T> {
  /**
   * The answer for `key`: a fresh stored one, the one already being computed for another request
   * (so a burst of identical requests costs one computation), or `compute()`'s, stored for next
   * time. A failed computation is not stored.
   */
  load(key: string, compute: () => Promise<T>, options?: LoadOptions): Promise<T>
  /** The data changed: forget every answer, and every one being computed from the old data. */
  invalidate(): Promise<void>
}

/**
 * Answers in this process's memory, at most `maxEntries`: the least recently used goes first (a
 * Map keeps insertion order, so re-inserting on use makes its first key the least recently used).
 */
export function memoryCacheStore<T>({ maxEntries, now = Date.now }: { maxEntries: number; now?: () => number }): CacheStore<T> {
  const entries = new Map<string, { value: T; expiresAt: number }>()
  return {
    async get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      entries.delete(key)
      if (entry.expiresAt <= now()) return undefined
      entries.set(key, entry)
      return entry.value
    },
    async set(key, value, ttlMs) {
      entries.delete(key)
      entries.set(key, { value, expiresAt: now() + ttlMs })
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next()
        if (oldest.done) break
        entries.delete(oldest.value)
      }
    },
    async clear() {
      entries.clear()
    },
  }
}

export interface RedisCacheStoreOptions<T> {
  /** Keys are `kisansetu:<namespace>:<key>`. */
  namespace: string
  /** Checks a stored value read back (it may have been written by an older version); undefined refuses it. */
  parse(value: unknown): T | undefined
  log: FastifyBaseLogger
}

/**
 * Answers in Redis, shared by every server process; the connection is the caller's to close.
 * A Redis failure never fails a request: a read that fails is a miss, a write that fails is
 * skipped, and both are logged.
 */
export function redisCacheStore<T>(redis: Redis, { namespace, parse, log }: RedisCacheStoreOptions<T>): CacheStore<T> {
  const prefix = `${REDIS_KEY_PREFIX}${namespace}:`
  return {
    async get(key) {
      try {
        const stored = await redis.get(prefix + key)
        return stored === null ? undefined : parse(JSON.parse(stored))
      } catch (err) {
        log.warn({ err, namespace }, 'cache read failed; computing the answer')
        return undefined
      }
    },
    async set(key, value, ttlMs) {
      try {
        await redis.set(prefix + key, JSON.stringify(value), 'PX', ttlMs)
      } catch (err) {
        log.warn({ err, namespace }, 'cache write failed')
      }
    },
    async clear() {
      try {
        for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 1000 }) as AsyncIterable<string[]>) {
          if (keys.length > 0) await redis.unlink(...keys)
        }
      } catch (err) {
        log.warn({ err, namespace }, 'cache clear failed')
      }
    },
  }
}

/** A cache keeping each answer `ttlMs` in `store`; a `ttlMs` of 0 turns it off (every load computes). */
export function createCache<T>({ ttlMs, store }: { ttlMs: number; store: CacheStore<T> }): Cache<T> {
  const computing = new Map<string, Promise<T>>()
  let generation = 0

  return {
    async load(key, compute, { beforeCompute } = {}) {
      if (ttlMs === 0) {
        await beforeCompute?.()
        return compute()
      }
      const stored = await store.get(key)
      if (stored !== undefined) return stored
      const pending = computing.get(key)
      if (pending) return pending
      await beforeCompute?.()
      // Checked again: another request may have started computing while this one waited.
      const started = computing.get(key)
      if (started) return started
      const startedAt = generation
      const promise = compute()
        .then(async (value) => {
          // Computed from data read before a change: answer this request, keep it for no other.
          if (startedAt === generation) await store.set(key, value, ttlMs)
          return value
        })
        .finally(() => {
          if (computing.get(key) === promise) computing.delete(key)
        })
      computing.set(key, promise)
      return promise
    },
    async invalidate() {
      generation += 1
      computing.clear()
      await store.clear()
    },
  }
}
