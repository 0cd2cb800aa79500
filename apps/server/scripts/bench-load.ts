/**
 * `npm run bench:load`: a mixed workload against two server processes on one PostgreSQL and one
 * Redis. Runs the built server (`apps/server/dist/server.js`): build it first
 * with `npm run build`.
 *
 * 1. Creates a fresh database `kisansetu_load_<time>` on the server of BENCH_DATABASE_URL (default
 *    postgres://postgres@127.0.0.1:5432/postgres) and a temporary DATA_DIR both instances share.
 * 2. Starts instance 1 with SEED_DEMO_DATA=true (demo catalogue, guest accounts), then adds
 *    `--listings` generated listings and 2 × `--connections` buyers, then starts instance 2. Both
 *    get the same JWT_SECRET, PostgreSQL and Redis, and auth rate limits raised so far that the
 *    workload's sign-ins (all from 127.0.0.1) are never refused.
 * 3. Checks that a token signed in on instance 1 is accepted by instance 2, then drives autocannon
 *    (`--connections`, `--duration`) with half the connections on each instance. Each connection
 *    repeats a cycle of 20 requests: sign in as a buyer (5%), 16 browse pages with varied search
 *    terms, sorts and pages (80%), and add to cart, read the cart, remove from the cart (15%).
 * 4. Prints throughput, p50/p99 latency, errors and every non-2xx status; stops the servers, drops
 *    the database and deletes the run's Redis keys. Exits 1 on any connection error or 5xx.
 *
 *   npm run bench:load -- --duration 60 --connections 100 --listings 5000
 *
 * Redis: BENCH_REDIS_URL, else REDIS_URL, else redis://127.0.0.1:6379/9. A Redis database of its
 * own by default: the run counts thousands of sign-ins from 127.0.0.1, which must not trip the
 * limits of tests sharing the Redis server. Not part of `npm test`.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { Redis } from 'ioredis'
import { createDatabase, dropDatabase } from '@app/test-support/postgres'
import { openPostgres } from '#src/db/client'
import { hashPassword } from '#src/lib/passwords'
import { CROPS, freePort, line, loadListings, requireBuild, startInstance, stopInstance, waitHealthy, type Instance } from './bench-common'

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    listings: { type: 'string', default: '5000' },
  },
})
const duration = Number(args.duration)
const connections = Number(args.connections)
const listings = Number(args.listings)
for (const [name, value] of [
  ['duration', duration],
  ['connections', connections],
  ['listings', listings],
] as const) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number above 0`)
}

const adminUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const redisUrl = process.env.BENCH_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379/9'
const DB_NAME = `kisansetu_load_${Date.now()}`
const BUYER_PASSWORD = 'bench-load-password'
const buyerEmail = (n: number) => `bench.buyer.${n}@example.in`

requireBuild('bench:load')

/** Adds the generated listings and the workload's buyers (one argon2id hash shared by all). */
async function loadExtraData(url: string, buyers: number): Promise<string[]> {
  const database = await openPostgres(url)
  try {
    await loadListings(database.db, listings, 200)
    const passwordHash = await hashPassword(BUYER_PASSWORD)
    await database.db.execute(sql`
      insert into users (name, email, role, password_hash)
      select 'Bench Buyer ' || g, 'bench.buyer.' || g || '@example.in', 'buyer', ${passwordHash}
      from generate_series(0, ${buyers - 1}::int) g`)
    const result = (await database.db.execute(sql`
      select id from products where status = 'available' and quantity_available > 0 order by random() limit 500`)) as unknown as {
      rows: { id: string }[]
    }
    return result.rows.map((row) => row.id)
  } finally {
    await database.close()
  }
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/user/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BUYER_PASSWORD }),
  })
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { token: string }).token
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!

/** What buyers type: crop names, varieties, partial words, a category, and nothing at all. */
const SEARCH_TERMS = [
  '',
  '',
  '',
  ...CROPS.map(([name]) => name.toLowerCase()),
  ...CROPS.map(([, , varieties]) => varieties[0]!),
  'tom',
  'dal',
  'seedless',
  'fruit',
  'organic',
  'no such crop',
]
const SORTS = ['', 'price_asc', 'price_desc']

function browsePath(): string {
  const params = new URLSearchParams()
  const search = pick(SEARCH_TERMS)
  const sort = pick(SORTS)
  if (search) params.set('search', search)
  if (sort) params.set('sort', sort)
  // Mostly the first pages a person pages through with Load More, sometimes a bigger or deeper one.
  const limit = Math.random() < 0.8 ? 6 : pick([12, 24, 48])
  const offset = Math.random() < 0.9 ? 6 * Math.floor(Math.random() * 5) : 6 * Math.floor(Math.random() * 100)
  params.set('limit', String(limit))
  if (offset > 0) params.set('offset', String(offset))
  return `/api/orderProduct/get-AllListedProduct?${params.toString()}`
}

type Kind = 'browse' | 'cart' | 'signin'
const tally: Record<Kind, Map<number, number>> = { browse: new Map(), cart: new Map(), signin: new Map() }
const count = (kind: Kind, status: number) => tally[kind].set(status, (tally[kind].get(status) ?? 0) + 1)

/** One connection's state through a cycle (autocannon resets it at the start of each cycle). */
interface Cycle {
  buyer?: number
  token?: string
  productId?: string
}

/**
 * The cycle of 20 requests each connection repeats: sign-in 1 (5%), cart 3 (15%), browse 16 (80%).
 * Buyers come from a pool, so no two connections work on one cart at once and every removal finds
 * what its connection added.
 */
function workload(buyerPool: number[], productIds: string[]): autocannon.Request[] {
  const auth = (context: Cycle) => (context.token ? { authorization: `Bearer ${context.token}` } : {})
  const browse: autocannon.Request = {
    method: 'GET',
    setupRequest: (request) => ({ ...request, path: browsePath() }),
    onResponse: (status) => count('browse', status),
  }
  const browsing = Array.from({ length: 8 }, () => browse)
  return [
    {
      method: 'POST',
      path: '/api/user/signin',
      setupRequest: (request, context: Cycle) => {
        context.buyer = buyerPool.shift() ?? pick(buyerPool)
        const body = JSON.stringify({ email: buyerEmail(context.buyer), password: BUYER_PASSWORD })
        return { ...request, headers: { 'content-type': 'application/json' }, body }
      },
      onResponse: (status, body, context: Cycle) => {
        count('signin', status)
        if (status === 200) context.token = (JSON.parse(body) as { token: string }).token
      },
    },
    ...browsing,
    {
      method: 'POST',
      path: '/api/orderProduct/addToCart',
      setupRequest: (request, context: Cycle) => {
        context.productId = pick(productIds)
        const body = JSON.stringify({ productId: context.productId })
        return { ...request, headers: { 'content-type': 'application/json', ...auth(context) }, body }
      },
      onResponse: (status) => count('cart', status),
    },
    ...browsing,
    {
      method: 'GET',
      path: '/api/orderProduct/getProductFromCart',
      setupRequest: (request, context: Cycle) => ({ ...request, headers: auth(context) }),
      onResponse: (status) => count('cart', status),
    },
    {
      method: 'DELETE',
      setupRequest: (request, context: Cycle) => ({
        ...request,
        path: `/api/orderProduct/cancelOrder/${context.productId}`,
        headers: auth(context),
      }),
      onResponse: (status, _body, context: Cycle) => {
        count('cart', status)
        if (context.buyer !== undefined) buyerPool.push(context.buyer)
      },
    },
  ]
}

function printResults(result: autocannon.Result, instances: Instance[]): { failed: boolean } {
  const statuses = Object.entries(result.statusCodeStats ?? {}).map(([status, stat]) => [Number(status), stat.count ?? 0] as const)
  const non2xx = statuses.filter(([status]) => status < 200 || status >= 300)
  const fiveXx = statuses.filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0)
  const total = statuses.reduce((sum, [, n]) => sum + n, 0)
  const mix = (Object.keys(tally) as Kind[]).map((kind) => {
    const n = [...tally[kind].values()].reduce((sum, value) => sum + value, 0)
    const codes = [...tally[kind].entries()].sort(([a], [b]) => a - b).map(([status, value]) => `${status}×${value}`)
    return `${kind} ${((n / Math.max(total, 1)) * 100).toFixed(1)}% (${codes.join(', ')})`
  })
  line('')
  line(`bench:load: ${connections} connections for ${duration} s across ${instances.map((i) => i.url).join(' and ')}`)
  line(`  responses:   ${total.toLocaleString('en-IN')} (${mix.join('; ')})`)
  line(`  throughput:  ${Math.round(result.requests.average).toLocaleString('en-IN')} req/s`)
  line(`  latency:     p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`)
  line(`  errors:      ${result.errors} (timeouts ${result.timeouts})`)
  line(`  non-2xx:     ${result.non2xx}${non2xx.length ? ` (${non2xx.map(([status, n]) => `${status}: ${n}`).join(', ')})` : ''}`)
  line(`  5xx:         ${fiveXx}`)
  line(`  server error log lines: ${instances.map((i) => `${i.name} ${i.errorLines}`).join(', ')}`)
  return { failed: result.errors > 0 || fiveXx > 0 }
}

/** Deletes what the run left in Redis: its rate-limit counters (sign-ins of the bench buyers and 127.0.0.1). */
async function cleanRedis(): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 })
  try {
    await redis.connect()
    const keys: string[] = []
    for (const pattern of ['kisansetu:rate-limit:auth:*:email:bench.buyer.*', 'kisansetu:rate-limit:auth:*:ip:127.0.0.1']) {
      let cursor = '0'
      do {
        const [next, found] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000)
        cursor = next
        keys.push(...found)
      } while (cursor !== '0')
    }
    if (keys.length > 0) await redis.del(...keys)
  } finally {
    redis.disconnect()
  }
}

const instances: Instance[] = []
const dataDir = await mkdtemp(path.join(tmpdir(), 'kisansetu-load-'))
let failed = true
try {
  const databaseUrl = await createDatabase(adminUrl, DB_NAME)
  const env = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Shared by both instances: a token issued by one must be honoured by the other.
    JWT_SECRET: randomBytes(32).toString('hex'),
    AUTH_RATE_LIMIT_MAX_PER_IP: '1000000',
    AUTH_SIGNIN_MAX_FAILURES_PER_IP: '1000000',
    AUTH_RATE_LIMIT_MAX_PER_EMAIL: '1000000',
  }
  line(`database ${DB_NAME}, Redis ${redisUrl}, DATA_DIR ${dataDir}`)
  let started = Date.now()
  instances.push(startInstance('instance 1', await freePort(), { ...env, SEED_DEMO_DATA: 'true' }))
  await waitHealthy(instances[0]!)
  line(`instance 1 migrated, seeded and healthy in ${((Date.now() - started) / 1000).toFixed(1)} s`)

  started = Date.now()
  const buyerPool = Array.from({ length: connections * 2 }, (_, n) => n)
  const productIds = await loadExtraData(env.DATABASE_URL, buyerPool.length)
  line(
    `${listings.toLocaleString('en-IN')} listings and ${buyerPool.length} buyers added in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )

  instances.push(startInstance('instance 2', await freePort(), { ...env, SEED_DEMO_DATA: 'false' }))
  await waitHealthy(instances[1]!)

  const token = await signIn(instances[0]!.url, buyerEmail(0))
  const cart = await fetch(`${instances[1]!.url}/api/orderProduct/getProductFromCart`, { headers: { authorization: `Bearer ${token}` } })
  if (cart.status !== 200) throw new Error(`instance 2 refused instance 1's token: ${cart.status}`)
  line('a token from instance 1 is accepted by instance 2; load starts')

  const result = await autocannon({
    // autocannon spreads connections over several URLs (connection i on url i % n); its types
    // only know one.
    url: instances.map((instance) => instance.url) as unknown as string,
    connections,
    duration,
    requests: workload(buyerPool, productIds),
  })
  failed = printResults(result, instances).failed
  for (const instance of instances) {
    if (instance.errorLines > 0) line(`${instance.name}, last log lines:\n${instance.tail.join('\n')}`)
  }
} catch (err) {
  process.stderr.write(`bench:load failed: ${err instanceof Error ? err.stack : String(err)}\n`)
} finally {
  for (const instance of instances) await stopInstance(instance)
  await dropDatabase(adminUrl, DB_NAME).catch((err: unknown) => process.stderr.write(`could not drop ${DB_NAME}: ${String(err)}\n`))
  await rm(dataDir, { recursive: true, force: true })
  await cleanRedis().catch((err: unknown) => process.stderr.write(`could not clean Redis: ${String(err)}\n`))
}
line(failed ? 'bench:load: FAILED (connection errors or 5xx)' : 'bench:load: no errors, no 5xx')
process.exit(failed ? 1 : 0)
