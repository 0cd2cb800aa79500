import { randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'
import { describe, expect, it } from 'vitest'
import { createCache, memoryCacheStore, redisCacheStore } from './cache'

describe('createCache over memory', () => {
  it('computes a burst of identical loads once, and keeps no answer past a change, its time or its room', async () => {
    let clock = 0
    let computed = 0
    const cache = createCache<{ total: number }>({ ttlMs: 1000, store: memoryCacheStore({ maxEntries: 2, now: () => clock }) })
    const compute = (total: number) => async () => {
      computed += 1
      return { total }
    }

    const burst = await Promise.all([cache.load('a', compute(1)), cache.load('a', compute(2)), cache.load('a', compute(3))])
    expect(burst.map((page) => page.total)).toEqual([1, 1, 1])
    expect(computed).toBe(1)
    expect((await cache.load('a', compute(4))).total).toBe(1)

    clock = 1000
    expect((await cache.load('a', compute(5))).total).toBe(5)

    // Computed from data read before a change: answered, not kept.
    let release = () => {}
    let started = () => {}
    const computing = new Promise<void>((resolve) => (started = resolve))
    const slow = cache.load('b', async () => {
      started()
      await new Promise<void>((resolve) => (release = resolve))
      return { total: 6 }
    })
    await computing
    await cache.invalidate()
    release()
    expect((await slow).total).toBe(6)
    expect((await cache.load('b', compute(7))).total).toBe(7)
    expect((await cache.load('a', compute(8))).total).toBe(8)

    await cache.load('c', compute(9))
    expect((await cache.load('b', compute(10))).total).toBe(10)
  })

  it('evicts the least recently used answer when full', async () => {
    const cache = createCache<string>({ ttlMs: 60_000, store: memoryCacheStore({ maxEntries: 2 }) })
    await cache.load('a', async () => 'a1')
    await cache.load('b', async () => 'b1')
    expect(await cache.load('a', async () => 'a2')).toBe('a1')
    await cache.load('c', async () => 'c1')
    expect(await cache.load('a', async () => 'a3')).toBe('a1')
    expect(await cache.load('b', async () => 'b2')).toBe('b2')
  })

  it('runs beforeCompute only when it computes, and keeps no failed answer', async () => {
    let counted = 0
    const beforeCompute = async () => {
      counted += 1
    }
    const cache = createCache<string>({ ttlMs: 60_000, store: memoryCacheStore({ maxEntries: 10 }) })
    await expect(cache.load('x', async () => Promise.reject(new Error('down')), { beforeCompute })).rejects.toThrow('down')
    expect(await cache.load('x', async () => 'up', { beforeCompute })).toBe('up')
    expect(await cache.load('x', async () => 'later', { beforeCompute })).toBe('up')
    expect(counted).toBe(2)
  })

  it('computes every time when its time is 0', async () => {
    const cache = createCache<number>({ ttlMs: 0, store: memoryCacheStore({ maxEntries: 10 }) })
    let computed = 0
    const compute = async () => ++computed
    expect(await Promise.all([cache.load('k', compute), cache.load('k', compute)])).toEqual([1, 2])
  })
})

describe.runIf(process.env.TEST_REDIS_URL)('createCache over Redis', () => {
  const silent = { warn() {} } as unknown as FastifyBaseLogger

  it('shares answers under its namespace, refuses what parse refuses, and forgets them all on invalidate', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL!)
    const namespace = `cache-test:${randomBytes(6).toString('hex')}`
    try {
      const parse = (value: unknown) => (typeof value === 'number' ? value : undefined)
      const store = redisCacheStore<number>(redis, { namespace, parse, log: silent })
      const one = createCache({ ttlMs: 60_000, store })
      const other = createCache({ ttlMs: 60_000, store })
      expect(await one.load('k', async () => 1)).toBe(1)
      expect(await other.load('k', async () => 2)).toBe(1)
      expect(await redis.pttl(`kisansetu:${namespace}:k`)).toBeGreaterThan(59_000)

      await redis.set(`kisansetu:${namespace}:bad`, JSON.stringify('not a number'))
      expect(await one.load('bad', async () => 3)).toBe(3)

      await one.invalidate()
      expect(await redis.keys(`kisansetu:${namespace}:*`)).toEqual([])
      expect(await other.load('k', async () => 4)).toBe(4)
    } finally {
      const keys = await redis.keys(`kisansetu:${namespace}:*`)
      if (keys.length > 0) await redis.del(...keys)
      await redis.quit()
    }
  })
})
