import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  backoffWaitMs,
  createRateLimiter,
  memoryCounterStore,
  redisCounterStore,
  type AttemptCounter,
  type Backoff,
  type CounterStore,
  type RateLimiter,
} from './rate-limit'

const silent = { error() {}, warn() {} } as unknown as FastifyBaseLogger
const MINUTE = 60_000
const backoff: Backoff = { free: 5, firstWaitMs: MINUTE, maxWaitMs: 8 * MINUTE, forgetMs: 24 * 60 * MINUTE }

/**
 * The limiter on each store: in memory, and in Redis when TEST_REDIS_URL is set (as in CI). Both
 * read the time from a clock the test moves, so waits of minutes are checked without waiting.
 * Keys carry a random run id, so runs sharing one Redis never meet.
 */
interface Setup {
  clock: { now: number }
  limiter: RateLimiter
  /** A second limiter on the same counters, as another server process would have. */
  other: RateLimiter
}

const stores: { store: string; open(clock: { now: number }): Promise<{ stores: [CounterStore, CounterStore]; close(): Promise<void> }> }[] =
  [
    {
      store: 'memory',
      async open(clock) {
        const store = memoryCounterStore({ now: () => clock.now })
        return { stores: [store, store], close: () => store.close() }
      },
    },
  ]
if (process.env.TEST_REDIS_URL) {
  stores.push({
    store: 'redis',
    async open(clock) {
      const connections = [new Redis(process.env.TEST_REDIS_URL!), new Redis(process.env.TEST_REDIS_URL!)] as const
      return {
        stores: [redisCounterStore(connections[0], { now: () => clock.now }), redisCounterStore(connections[1], { now: () => clock.now })],
        async close() {
          await Promise.all(connections.map((connection) => connection.quit()))
        },
      }
    },
  })
}

describe.each(stores)('rate limiter ($store)', ({ open }) => {
  const run = randomBytes(6).toString('hex')
  let setup: Setup
  let close: () => Promise<void>
  let n = 0
  /** A key no other test (or run) uses. */
  const key = (label: string) => `test:${run}:${label}:${(n += 1)}`

  beforeAll(async () => {
    const clock = { now: Date.now() }
    const opened = await open(clock)
    close = opened.close
    setup = { clock, limiter: createRateLimiter(opened.stores[0], silent), other: createRateLimiter(opened.stores[1], silent) }
  })
  afterAll(async () => {
    await close?.()
  })

  /**
   * One guess as sign-in makes it: counted first, then the (slow) password check, which fails.
   * Answers whether the password was checked.
   */
  async function guess(limiter: RateLimiter, counters: AttemptCounter[], checks: { count: number }): Promise<boolean> {
    const attempt = await limiter.reserve(counters)
    if (!attempt.allowed) return false
    checks.count += 1
    await sleep(5)
    return true
  }

  it('lets 5 of 30 parallel wrong guesses against one account, from two processes, reach the password check', async () => {
    const counters = [{ key: key('account'), backoff }]
    const checks = { count: 0 }
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => guess(i % 2 === 0 ? setup.limiter : setup.other, counters, checks)),
    )
    expect(checks.count).toBe(5)
    expect(results.filter(Boolean)).toHaveLength(5)
  })

  it('counts an attempt on every counter or on none, and says how long to wait', async () => {
    const address = key('address')
    const window = { key: address, limit: { max: 2, windowMs: 15 * MINUTE } }
    const first = key('account')
    expect((await setup.limiter.reserve([window, { key: first, backoff }])).allowed).toBe(true)
    expect((await setup.limiter.reserve([window, { key: key('account'), backoff }])).allowed).toBe(true)
    const refused = await setup.limiter.reserve([window, { key: first, backoff }])
    expect(refused).toEqual({ allowed: false, retryInMs: expect.any(Number) })
    if (refused.allowed) return
    expect(refused.retryInMs).toBeGreaterThan(14 * MINUTE)
    expect(refused.retryInMs).toBeLessThanOrEqual(15 * MINUTE)
    // The refused attempt was not counted on `first`: it still has all but one of its free failures.
    for (let i = 0; i < backoff.free - 1; i += 1) expect((await setup.limiter.reserve([{ key: first, backoff }])).allowed).toBe(true)
    expect((await setup.limiter.reserve([{ key: first, backoff }])).allowed).toBe(false)
  })

  it('makes each failure past the free ones wait twice as long as the last, up to the most', async () => {
    const counters = [{ key: key('account'), backoff }]
    for (let i = 0; i < backoff.free; i += 1) expect((await setup.limiter.reserve(counters)).allowed).toBe(true)
    for (const waitMinutes of [1, 2, 4, 8, 8]) {
      const refused = await setup.limiter.reserve(counters)
      expect(refused).toEqual({ allowed: false, retryInMs: waitMinutes * MINUTE })
      setup.clock.now += waitMinutes * MINUTE - 1
      expect((await setup.limiter.reserve(counters)).allowed).toBe(false)
      setup.clock.now += 1
      expect((await setup.limiter.reserve(counters)).allowed).toBe(true)
    }
    expect(backoffWaitMs(backoff, 4)).toBe(0)
    expect(backoffWaitMs(backoff, 5)).toBe(MINUTE)
    expect(backoffWaitMs(backoff, 5000)).toBe(8 * MINUTE)
  })

  it('takes back an attempt given back, with the wait it set', async () => {
    const counters = [{ key: key('account'), backoff }]
    for (let i = 0; i < backoff.free - 1; i += 1) expect((await setup.limiter.reserve(counters)).allowed).toBe(true)
    // Ten right passwords: each counted while it is checked, and given back.
    for (let i = 0; i < 10; i += 1) {
      const attempt = await setup.limiter.reserve(counters)
      if (!attempt.allowed) throw new Error('a right password was refused')
      await attempt.giveBack()
    }
    expect((await setup.limiter.reserve(counters)).allowed).toBe(true)
    expect((await setup.limiter.reserve(counters)).allowed).toBe(false)
  })

  it('keeps the wait a later failure set when an earlier attempt is given back', async () => {
    const counters = [{ key: key('account'), backoff }]
    for (let i = 0; i < backoff.free - 2; i += 1) await setup.limiter.reserve(counters)
    const right = await setup.limiter.reserve(counters)
    const wrong = await setup.limiter.reserve(counters)
    expect(right.allowed && wrong.allowed).toBe(true)
    if (!right.allowed) return
    await right.giveBack()
    const refused = await setup.limiter.reserve(counters)
    expect(refused).toEqual({ allowed: false, retryInMs: MINUTE })
  })

  it('gives a window slot back', async () => {
    const counters = [{ key: key('address'), limit: { max: 1, windowMs: MINUTE } }]
    const attempt = await setup.limiter.reserve(counters)
    expect(attempt.allowed).toBe(true)
    expect((await setup.limiter.reserve(counters)).allowed).toBe(false)
    if (attempt.allowed) await attempt.giveBack()
    expect((await setup.limiter.reserve(counters)).allowed).toBe(true)
  })

  it('remembers a mark for its time, and forgets marks and counters on demand', async () => {
    const mark = key('trusted')
    expect(await setup.limiter.recall(mark)).toBe(false)
    await setup.limiter.remember(mark, MINUTE)
    expect(await setup.other.recall(mark)).toBe(true)
    const counters = [{ key: key('pair'), backoff: { ...backoff, free: 1 } }]
    await setup.limiter.reserve(counters)
    expect((await setup.limiter.reserve(counters)).allowed).toBe(false)
    await setup.limiter.forget([mark, counters[0]!.key])
    expect(await setup.limiter.recall(mark)).toBe(false)
    expect((await setup.limiter.reserve(counters)).allowed).toBe(true)
  })

  it('still enforces plain windows', async () => {
    const limit = { max: 2, windowMs: MINUTE }
    const name = key('enforce')
    await setup.limiter.enforce(name, limit)
    await setup.other.enforce(name, limit)
    await expect(setup.limiter.enforce(name, limit)).rejects.toMatchObject({ statusCode: 429, headers: { 'retry-after': '60' } })
    expect((await setup.limiter.peek(name)).count).toBe(3)
  })
})

describe('rate limiter over a failing store', () => {
  it('lets attempts through rather than lock everyone out', async () => {
    const fail = async () => {
      throw new Error('store down')
    }
    const broken: CounterStore = {
      hit: fail,
      peek: fail,
      reserve: fail,
      release: fail,
      forget: fail,
      remember: fail,
      recall: fail,
      close: async () => {},
    }
    const errors: unknown[] = []
    const limiter = createRateLimiter(broken, { error: (entry: unknown) => errors.push(entry) } as unknown as FastifyBaseLogger)
    const attempt = await limiter.reserve([{ key: 'k', backoff }])
    expect(attempt.allowed).toBe(true)
    if (attempt.allowed) await attempt.giveBack()
    expect(await limiter.recall('k')).toBe(false)
    await limiter.enforce('k', { max: 1, windowMs: MINUTE })
    expect(errors.length).toBeGreaterThanOrEqual(4)
  })
})

describe('memory counters', () => {
  it('close a window when its time is up', async () => {
    const clock = { now: 0 }
    const limiter = createRateLimiter(memoryCounterStore({ now: () => clock.now }), silent)
    const counters = [{ key: 'window', limit: { max: 1, windowMs: MINUTE } }]
    expect((await limiter.reserve(counters)).allowed).toBe(true)
    expect(await limiter.reserve(counters)).toEqual({ allowed: false, retryInMs: MINUTE })
    clock.now = MINUTE
    expect((await limiter.reserve(counters)).allowed).toBe(true)
  })

  it('forget failures a day after the last wait ends', async () => {
    const clock = { now: 0 }
    const limiter = createRateLimiter(memoryCounterStore({ now: () => clock.now }), silent)
    const counters = [{ key: 'account', backoff }]
    for (let i = 0; i < backoff.free; i += 1) await limiter.reserve(counters)
    clock.now = MINUTE + backoff.forgetMs - 1
    expect((await limiter.reserve(counters)).allowed).toBe(true)
    // That sixth failure set a 2-minute wait; a day after it ends, the count starts afresh.
    clock.now += 2 * MINUTE + backoff.forgetMs
    for (let i = 0; i < backoff.free; i += 1) expect((await limiter.reserve(counters)).allowed).toBe(true)
    expect((await limiter.reserve(counters)).allowed).toBe(false)
  })
})
