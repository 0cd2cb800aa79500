/**
 * `npm run test:cluster`: the app tested as deployed. Runs the built server (`apps/server/dist/server.js`):
 * build it first with `npm run build`. Needs HAProxy (`apt-get install -y haproxy`; installed by the
 * script when it runs as root with CI=true).
 *
 * The deployment: a fresh PostgreSQL database `kisansetu_cluster_<time>` on the server of
 * CLUSTER_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), Redis (CLUSTER_REDIS_URL,
 * else REDIS_URL, else redis://127.0.0.1:6379/10), an S3-compatible store (s3rver, in this process)
 * with a bucket, `--instances` built servers (default 2) sharing JWT_SECRET, the database, Redis
 * and the bucket, each with a DATA_DIR of its own as separate machines would have, and HAProxy in
 * front (round robin, health checks on GET /api/health). The first instance loads the demo data.
 *
 * Checks, each counted and printed; the script exits 1 on any failure:
 * 1. A photo uploaded through instance 1 is in the bucket and served by instance 2 and the balancer.
 * 2. pg-boss work happens once across the instances: each schedule exists once, and the job one
 *    checkout queued completed once, its mails written once (the outboxes of all instances counted).
 * 3. Rolling restart under load through the balancer (browse, product pages, photos, health and a
 *    trickle of checkouts): each instance is sent SIGTERM, started again once it has exited, and the
 *    balancer waited for until it marks it up. No request may fail.
 * 4. SIGKILL of one instance under load: every checkout answered 2xx has its order in the database,
 *    no buyer has two orders, and the only failures are requests in flight on the killed instance.
 * 5. Throughput and p50/p99 by route group for the steady phase before the restarts.
 *
 *   npm run test:cluster -- --instances 3 --duration 20 --connections 32
 *
 * Not part of `npm test`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { Redis } from 'ioredis'
import sharp from 'sharp'
import { GUEST_ACCOUNTS } from '@app/shared/demo-accounts'
import { createDatabase, dropDatabase } from '@app/test-support/postgres'
import { SERVER_ROOT } from '#src/config'
import { openPostgres, type Database } from '#src/db/client'
import { JOBS_SCHEMA } from '#src/lib/jobs'
import { createTokenSigner } from '#src/lib/tokens'
import { ORDER_EVENT_QUEUE } from '#src/modules/notifications/notifications.service'
import { multipart } from '../test/multipart'
import { createTestBucket, startFakeS3, type FakeS3, type TestBucket } from '../test/s3'
import { freePort, line, loadListings, requireBuild, startInstance, stopInstance, waitHealthy, type Instance } from './bench-common'

const { values: args } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '24' },
    checkouts: { type: 'string', default: '2' },
    /** Seconds of checkouts back to back on 50 connections through the balancer, after the checks; 0 skips it. */
    'checkout-load': { type: 'string', default: '0' },
  },
})
const instanceCount = Number(args.instances)
const duration = Number(args.duration)
const connections = Number(args.connections)
const checkoutConnections = Number(args.checkouts)
const checkoutLoadSeconds = Number(args['checkout-load'])
/** As bench:api places them: 50 connections, each checking out the next buyer as soon as its last answer came. */
const CHECKOUT_LOAD_CONNECTIONS = 50
for (const [name, value, least] of [
  ['instances', instanceCount, 2],
  ['duration', duration, 1],
  ['connections', connections, 1],
  ['checkouts', checkoutConnections, 1],
  ['checkout-load', checkoutLoadSeconds, 0],
] as const) {
  if (!Number.isInteger(value) || value < least) throw new Error(`--${name} must be a whole number of at least ${least}`)
}

const HAPROXY = '/usr/sbin/haproxy'
const adminUrl = process.env.CLUSTER_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const redisUrl = process.env.CLUSTER_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379/10'
const DB_NAME = `kisansetu_cluster_${Date.now()}`
/**
 * Checkout buyers prepared: more than the trickle can use in any default run, and more than the
 * checkout load can place at 800 orders a second.
 */
const CHECKOUT_BUYERS = 3000 + 800 * checkoutLoadSeconds

requireBuild('test:cluster')
// Browse and product pages are the web build's, rendered by the server.
if (!existsSync(path.join(SERVER_ROOT, '..', 'web', 'dist', 'index.html'))) {
  process.stderr.write('test:cluster: the web app is not built: run `npm run build` first.\n')
  process.exit(1)
}
requireHaproxy()

/** HAProxy from Debian's packages: installed in CI as root, otherwise the user is told how. */
function requireHaproxy(): void {
  if (existsSync(HAPROXY)) return
  if (process.env.CI === 'true' && process.getuid?.() === 0) {
    line('installing HAProxy (apt-get install -y haproxy)')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    let result = spawnSync('apt-get', ['install', '-y', 'haproxy'], { stdio: 'inherit', env })
    // A fresh image may have no package lists yet.
    if (result.status !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'inherit', env })
      result = spawnSync('apt-get', ['install', '-y', 'haproxy'], { stdio: 'inherit', env })
    }
    if (result.status === 0 && existsSync(HAPROXY)) return
  }
  process.stderr.write(`test:cluster: ${HAPROXY} is missing: install it with \`sudo apt-get install -y haproxy\`.\n`)
  process.exit(1)
}

// ---------------------------------------------------------------------------------------------
// The balancer

/**
 * HAProxy's configuration. Requests are retried on another instance only where that is safe:
 * - `retry-on conn-failure` (every method): the request never reached an instance, as when one has
 *   stopped listening or was killed, and `option redispatch` sends the retry to another instance.
 * - `empty-response` and 503 too for GET and HEAD only (`disable-l7-retry` for the rest): a
 *   connection closed without an answer, or a draining instance's 503, may follow a request the
 *   instance did run, and a checkout must never be placed twice.
 * No `on-marked-down shutdown-sessions`: an instance marked down because it is draining after
 * SIGTERM is still finishing the requests it holds, and cutting them would fail them; a killed
 * instance's connections are already gone.
 */
function haproxyConfig(balancerPort: number, statsPort: number, ports: number[]): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-keep-alive 10s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response 503
  option forwardfor

frontend app
  bind 127.0.0.1:${balancerPort}
  http-request disable-l7-retry unless METH_GET
  default_backend instances

backend instances
  balance roundrobin
  option httpchk
  http-check send meth GET uri /api/health ver HTTP/1.1 hdr host 127.0.0.1
  http-check expect status 200
  default-server check inter 1s fall 2 rise 1
  # Which instance answered, for the report.
  http-response set-header x-served-by %s
${ports.map((port, n) => `  server s${n + 1} 127.0.0.1:${port}`).join('\n')}

frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`
}

interface Balancer {
  url: string
  statsUrl: string
  child: ChildProcess
  tail: string[]
}

async function startBalancer(dir: string, ports: number[]): Promise<Balancer> {
  const [balancerPort, statsPort] = [await freePort(), await freePort()]
  const file = path.join(dir, 'haproxy.cfg')
  await writeFile(file, haproxyConfig(balancerPort, statsPort, ports))
  const check = spawnSync(HAPROXY, ['-c', '-f', file], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`HAProxy refused its configuration:\n${check.stdout}${check.stderr}`)
  // -db: in the foreground, so it is this process's child and stops with it.
  const child = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] })
  const balancer: Balancer = {
    url: `http://127.0.0.1:${balancerPort}`,
    statsUrl: `http://127.0.0.1:${statsPort}/stats;csv`,
    child,
    tail: [],
  }
  const collect = (chunk: Buffer) => {
    for (const text of chunk.toString().split('\n')) {
      if (!text) continue
      balancer.tail.push(text)
      if (balancer.tail.length > 40) balancer.tail.shift()
    }
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  return balancer
}

/** Each server's state as HAProxy sees it (`UP`, `DOWN`, `UP 1/2`…), by server name (s1, s2…). */
async function serverStates(balancer: Balancer): Promise<Map<string, string>> {
  const csv = await (await fetch(balancer.statsUrl)).text()
  const states = new Map<string, string>()
  for (const row of csv.split('\n')) {
    const cells = row.split(',')
    if (cells[0] === 'instances' && /^s\d+$/.test(cells[1] ?? '')) states.set(cells[1]!, cells[17] ?? '')
  }
  return states
}

/** Resolves at the moment HAProxy shows server `name` in `state` (UP or DOWN); throws after `timeoutMs`. */
async function waitForState(balancer: Balancer, name: string, state: 'UP' | 'DOWN', timeoutMs = 30_000): Promise<number> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if ((await serverStates(balancer)).get(name) === state) return performance.now()
    await sleep(50)
  }
  throw new Error(`HAProxy did not mark ${name} ${state} within ${timeoutMs / 1000} s:\n${balancer.tail.join('\n')}`)
}

// ---------------------------------------------------------------------------------------------
// Requests and their record

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!

type Group = 'browse' | 'product page' | 'photos' | 'health' | 'checkout'
const GROUPS: Group[] = ['browse', 'product page', 'photos', 'health', 'checkout']
type Phase = 'steady' | 'rolling restart' | 'kill' | 'after' | 'checkout load'

interface Outcome {
  group: Group
  phase: Phase
  /** performance.now() at the start and end. */
  start: number
  end: number
  /** 0 when the connection failed. */
  status: number
  error?: string
  servedBy?: string
  body?: string
}

/** Keep-alive connections to the balancer, as browsers and apps hold them. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 })

function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; keepBody?: boolean } = {},
) {
  return new Promise<{ status: number; servedBy?: string; body: string; error?: string }>((resolve) => {
    const request = http.request(url, { method: options.method ?? 'GET', headers: options.headers, agent }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          servedBy: response.headers['x-served-by'] as string | undefined,
          body: Buffer.concat(chunks).toString(),
        }),
      )
      response.on('error', (err) => resolve({ status: 0, body: '', error: err.message }))
    })
    request.on('error', (err) => resolve({ status: 0, body: '', error: err.message }))
    request.end(options.body)
  })
}

const outcomes: Outcome[] = []
let phase: Phase = 'steady'
let running = true

async function timed(group: Group, url: string, options: Parameters<typeof send>[1] = {}): Promise<Outcome> {
  const start = performance.now()
  const startPhase = phase
  const answer = await send(url, options)
  const outcome: Outcome = { group, phase: startPhase, start, end: performance.now(), ...answer }
  // Failures keep the start of their answer, for the report.
  if (failed(outcome)) outcome.body = outcome.body?.slice(0, 200)
  else if (!options.keepBody) delete outcome.body
  outcomes.push(outcome)
  return outcome
}

const failed = (outcome: Outcome) => outcome.status < 200 || outcome.status >= 300

const SEARCHES = ['', '', '', 'tomato', 'onion', 'mango', 'rice', 'dal', 'organic', 'seedless', 'no such crop']

function browseUrl(base: string): string {
  if (Math.random() < 0.25) return `${base}/products/browse`
  const params = new URLSearchParams({ limit: '6' })
  const search = pick(SEARCHES)
  if (search) params.set('search', search)
  if (Math.random() < 0.3) params.set('sort', pick(['price_asc', 'price_desc']))
  const offset = 6 * Math.floor(Math.random() * 5)
  if (offset) params.set('offset', String(offset))
  return `${base}/api/orderProduct/get-AllListedProduct?${params.toString()}`
}

/** One browsing connection: browse pages, product pages, photos and the health check, one after another. */
async function browser(base: string, productIds: string[], photos: string[]): Promise<void> {
  while (running) {
    const roll = Math.random()
    if (roll < 0.45) await timed('browse', browseUrl(base))
    else if (roll < 0.75) await timed('product page', `${base}/products/${pick(productIds)}`)
    else if (roll < 0.9) await timed('photos', `${base}${pick(photos)}`)
    else await timed('health', `${base}/api/health`)
  }
}

interface PreparedBuyer {
  userId: string
  token: string
  farmerId: string
  total: number
}

/** Orders acknowledged with a 2xx, by id, and the buyers whose checkout got no answer. */
const acknowledged = new Set<string>()

/**
 * The load tasks together, until `running` is false. One that throws stops the others, and its
 * error is thrown where this is awaited, so the run still ends through its clean-up (left unheard
 * until then, the error would end the process with the instances and the balancer still running).
 */
function load(tasks: Promise<void>[]): Promise<void> {
  const all = Promise.all(tasks).then(() => undefined)
  all.catch(() => {
    running = false
  })
  return all
}

/** One checkout connection: the next prepared buyer checks out, then a pause of `pauseMs`. */
async function checkoutTrickle(base: string, buyers: PreparedBuyer[], pauseMs = 100): Promise<void> {
  while (running) {
    const buyer = buyers.shift()
    if (!buyer) throw new Error('ran out of prepared checkout buyers')
    const outcome = await timed('checkout', `${base}/api/me/checkout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        orders: [{ farmerId: buyer.farmerId, fulfilment: 'pickup', paymentMethod: 'cod' }],
        confirmedTotal: buyer.total,
      }),
      keepBody: true,
    })
    if (!failed(outcome)) {
      for (const order of (JSON.parse(outcome.body!) as { orders: { _id: string }[] }).orders) acknowledged.add(order._id)
    }
    if (pauseMs > 0) await sleep(pauseMs)
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

// ---------------------------------------------------------------------------------------------
// The data the run needs

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows
}

/**
 * `CHECKOUT_BUYERS` buyers, each with a session and one line in the cart (one minimum order of a
 * listing with stock for many), and the token and total their checkout sends.
 */
async function prepareBuyers(database: Database, jwtSecret: string): Promise<PreparedBuyer[]> {
  await database.db.execute(sql`
    insert into users (name, email, role, password_hash)
    select 'Cluster Buyer ' || g, 'cluster.buyer.' || g || '@example.in', 'buyer', 'not-a-hash'
    from generate_series(1, ${CHECKOUT_BUYERS}::int) g`)
  await database.db.execute(sql`
    with offered as (
      -- The generated listings: demo listings are for the guest buyer only.
      select p.id, p.min_order_quantity, p.price_per_unit, row_number() over (order by p.id) as n
      from products p join users f on f.id = p.farmer_id
      where not f.is_demo and p.status = 'available' and p.quantity_available >= p.min_order_quantity * 50
    ),
    buyers as (
      select id, 1 + abs(hashint4((row_number() over (order by id))::int)::bigint) % (select count(*) from offered) as pick
      from users where email like 'cluster.buyer.%'
    )
    insert into cart_items (buyer_id, product_id, quantity, price_seen)
    select b.id, o.id, o.min_order_quantity, o.price_per_unit
    from buyers b join offered o on o.n = b.pick`)
  const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000)
  const carts = await rows<{ session_id: string; user_id: string; farmer_id: string; total: number }>(
    database,
    sql`
      with made as (
        insert into sessions (user_id, expires_at)
        select id, ${expiresAt.toISOString()}::timestamptz from users where email like 'cluster.buyer.%'
        returning id, user_id
      )
      select made.id as session_id, made.user_id, p.farmer_id, round(c.quantity * c.price_seen, 2)::float8 as total
      from made join cart_items c on c.buyer_id = made.user_id join products p on p.id = c.product_id`,
  )
  // Planned from fresh statistics, as autovacuum keeps them where it is on (a server with it off, or
  // not yet come round, would plan the checkout's statements for tables of another size).
  await database.db.execute(sql`analyze users, sessions, cart_items, products, orders, order_lines, order_payments, order_events`)
  // The instances sign with the same secret, so a token made here is theirs.
  const tokens = createTokenSigner(jwtSecret)
  return Promise.all(
    carts.map(async (row) => ({
      userId: row.user_id,
      token: await tokens.sign({ userId: row.user_id, sessionId: row.session_id }, expiresAt),
      farmerId: row.farmer_id,
      total: Number(row.total),
    })),
  )
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/user/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { token: string }).token
}

// ---------------------------------------------------------------------------------------------
// Checks

const results: { check: string; ok: boolean; detail: string }[] = []
function record(check: string, ok: boolean, detail: string): void {
  results.push({ check, ok, detail })
  line(`  ${ok ? 'ok  ' : 'FAIL'} ${check}: ${detail}`)
}

/** Check 1: a photo uploaded through instance 1 is in the bucket and served by instance 2 and the balancer. */
async function checkPhoto(instances: Instance[], balancer: Balancer, bucket: TestBucket, dataDirs: string[]): Promise<string[]> {
  const token = await signIn(balancer.url, GUEST_ACCOUNTS.farmer.email, GUEST_ACCOUNTS.farmer.password)
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg()
    .toBuffer()
  const { payload, headers } = multipart({ data: jpeg, filename: 'tomatoes.jpg' })
  const upload = await fetch(`${instances[0]!.url}/api/product-images`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: payload,
  })
  if (upload.status !== 201) throw new Error(`photo upload answered ${upload.status}: ${await upload.text()}`)
  const { url, thumbnailUrl } = (await upload.json()) as { url: string; thumbnailUrl: string }
  const links = [new URL(url).pathname, new URL(thumbnailUrl).pathname]
  record('photo link on the balancer', new URL(url).origin === balancer.url, url)

  const stored = await bucket.list('uploads')
  const inBucket = links.every((link) => stored.includes(link.replace(/^\/uploads\//, '')))
  record('photo in the bucket', inBucket, `${stored.length} objects under uploads/`)
  const onDisk = (await Promise.all(dataDirs.map((dir) => readdir(path.join(dir, 'uploads')).catch(() => [])))).flat()
  record('no photo on any instance’s disk', onDisk.length === 0, `${onDisk.length} files in the DATA_DIRs’ uploads`)

  for (const [where, base] of [
    ...instances.slice(1).map((instance) => [instance.name, instance.url] as const),
    ['balancer', balancer.url] as const,
  ]) {
    const answer = await fetch(`${base}${links[0]}`)
    const bytes = Buffer.from(await answer.arrayBuffer())
    const ok = answer.status === 200 && answer.headers.get('content-type') === 'image/webp' && bytes.length > 0
    record(`photo served by ${where}`, ok, `${answer.status} ${answer.headers.get('content-type')} ${bytes.length} bytes`)
  }
  return links
}

/** Check 2: schedules once, and the job of one checkout done once with its mails written once. */
async function checkJobsOnce(database: Database, balancer: Balancer, buyer: PreparedBuyer, dataDirs: string[]): Promise<void> {
  const schedules = await rows<{ name: string; n: number }>(
    database,
    sql.raw(`select name, count(*)::int as n from ${JOBS_SCHEMA}.schedule group by name order by name`),
  )
  record(
    'each schedule exists once',
    schedules.length >= 3 && schedules.every((row) => row.n === 1),
    schedules.map((row) => `${row.name}×${row.n}`).join(', '),
  )

  const checkout = await fetch(`${balancer.url}/api/me/checkout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      orders: [{ farmerId: buyer.farmerId, fulfilment: 'pickup', paymentMethod: 'cod' }],
      confirmedTotal: buyer.total,
    }),
  })
  if (checkout.status !== 201) throw new Error(`checkout answered ${checkout.status}: ${await checkout.text()}`)
  const order = ((await checkout.json()) as { orders: { _id: string; reference: string }[] }).orders[0]!

  // The order's events' jobs, wherever pg-boss keeps them (job; archive once old enough).
  const jobsOf = () =>
    rows<{ state: string; n: number }>(
      database,
      sql`
        with events as (select id::text from order_events where order_id = ${order._id})
        select state::text, count(*)::int as n from (
          select state from ${sql.raw(JOBS_SCHEMA)}.job where name = ${ORDER_EVENT_QUEUE} and data->>'eventId' in (select id from events)
          union all
          select state from ${sql.raw(JOBS_SCHEMA)}.archive where name = ${ORDER_EVENT_QUEUE} and data->>'eventId' in (select id from events)
        ) jobs group by state`,
    )
  const deadline = Date.now() + 30_000
  let jobs = await jobsOf()
  while (Date.now() < deadline && !jobs.some((row) => row.state === 'completed')) {
    await sleep(250)
    jobs = await jobsOf()
  }
  // Give a second instance time to do it again, if it were going to.
  await sleep(3000)
  jobs = await jobsOf()
  const total = jobs.reduce((sum, row) => sum + row.n, 0)
  record(
    'the order’s job ran once',
    total === 1 && jobs[0]?.state === 'completed',
    `${jobs.map((row) => `${row.state}×${row.n}`).join(', ') || 'no job'} for order ${order.reference}`,
  )

  const [{ n: parties } = { n: 0 }] = await rows<{ n: number }>(
    database,
    sql`select count(*)::int as n from notifications where order_id = ${order._id}`,
  )
  let mails = 0
  for (const dir of dataDirs) {
    const outbox = path.join(dir, 'outbox')
    for (const file of await readdir(outbox).catch(() => [] as string[])) {
      if ((await readFile(path.join(outbox, file), 'utf8')).includes(order.reference)) mails += 1
    }
  }
  record('its mails written once', parties > 0 && mails === parties, `${mails} mails in the outboxes for ${parties} notified parties`)
}

// ---------------------------------------------------------------------------------------------
// The run

function describeFailures(list: Outcome[]): string {
  const counts = new Map<string, number>()
  for (const outcome of list) {
    const key = `${outcome.group} ${outcome.status || outcome.error}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const first = list[0]
  const sample = first ? ` (first: ${first.servedBy ?? 'no server'} answered ${first.body || first.error})` : ''
  return [...counts.entries()].map(([key, n]) => `${key} ×${n}`).join(', ') + sample
}

function printSteady(steady: Outcome[], seconds: number): void {
  line('')
  line(
    `steady phase: ${seconds.toFixed(1)} s through the balancer, ${connections} browsing and ${checkoutConnections} checkout connections`,
  )
  line(`  ${'group'.padEnd(13)} ${'requests'.padStart(9)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`)
  for (const group of [...GROUPS, 'all'] as const) {
    const mine = group === 'all' ? steady : steady.filter((outcome) => outcome.group === group)
    const durations = mine.map((outcome) => outcome.end - outcome.start).sort((a, b) => a - b)
    line(
      `  ${group.padEnd(13)} ${String(mine.length).padStart(9)} ${(mine.length / seconds).toFixed(0).padStart(8)} ` +
        `${percentile(durations, 50).toFixed(1).padStart(8)} ${percentile(durations, 99).toFixed(1).padStart(8)}`,
    )
  }
  const servedBy = new Map<string, number>()
  for (const outcome of steady) if (outcome.servedBy) servedBy.set(outcome.servedBy, (servedBy.get(outcome.servedBy) ?? 0) + 1)
  line(`  answered by: ${[...servedBy.entries()].map(([server, n]) => `${server} ${n}`).join(', ')}`)
}

const instances: Instance[] = []
const dataDirs: string[] = []
let balancer: Balancer | undefined
let fakeS3: FakeS3 | undefined
let bucket: TestBucket | undefined
let database: Database | undefined
const runDir = await mkdtemp(path.join(tmpdir(), 'kisansetu-cluster-'))
let crashed = false
try {
  const databaseUrl = await createDatabase(adminUrl, DB_NAME)
  fakeS3 = await startFakeS3()
  bucket = await createTestBucket(fakeS3.endpoint)
  const ports = await Promise.all(Array.from({ length: instanceCount }, () => freePort()))
  balancer = await startBalancer(runDir, ports)
  const jwtSecret = randomBytes(32).toString('hex')
  const env = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    ...bucket.env,
    // Links to pages and photos are the balancer's: that is where people reach the app.
    PUBLIC_URL: balancer.url,
    TRUST_PROXY: '127.0.0.1',
    // Longer than the balancer needs to mark a failing instance down (2 checks, 1 s apart).
    SHUTDOWN_DELAY_MS: '4000',
    JWT_SECRET: jwtSecret,
    SECOND_FACTOR_KEY: randomBytes(32).toString('hex'),
    METRICS_TOKEN: randomBytes(24).toString('hex'),
    // Every request comes from 127.0.0.1: the run's few sign-ins must never be refused.
    AUTH_RATE_LIMIT_MAX_PER_IP: '1000000',
    AUTH_SIGNIN_MAX_FAILURES_PER_IP: '1000000',
  }
  line(`database ${DB_NAME}, Redis ${redisUrl}, bucket ${bucket.env.S3_BUCKET} on ${fakeS3.endpoint}, balancer ${balancer.url}`)

  const envOf = (n: number) => ({ ...env, DATA_DIR: dataDirs[n]!, SEED_DEMO_DATA: n === 0 ? 'true' : 'false' })
  for (let n = 0; n < instanceCount; n++) dataDirs.push(await mkdtemp(path.join(runDir, `instance-${n + 1}-`)))
  let started = performance.now()
  instances.push(startInstance('instance 1', ports[0]!, envOf(0)))
  await waitHealthy(instances[0]!)
  line(`instance 1 migrated, seeded and healthy in ${((performance.now() - started) / 1000).toFixed(1)} s`)

  database = await openPostgres(databaseUrl)
  started = performance.now()
  await loadListings(database.db, 2000, 50)
  const buyers = await prepareBuyers(database, jwtSecret)
  const productIds = (
    await rows<{ id: string }>(database, sql`select id from products where status = 'available' order by random() limit 300`)
  ).map((row) => row.id)
  line(
    `2,000 listings and ${buyers.length.toLocaleString('en-IN')} checkout buyers added in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )

  for (let n = 1; n < instanceCount; n++) instances.push(startInstance(`instance ${n + 1}`, ports[n]!, envOf(n)))
  await Promise.all(instances.slice(1).map((instance) => waitHealthy(instance)))
  for (let n = 0; n < instanceCount; n++) await waitForState(balancer, `s${n + 1}`, 'UP')
  line(`${instanceCount} instances up behind the balancer`)

  line('')
  line('check 1: photos in the bucket')
  const photos = await checkPhoto(instances, balancer, bucket, dataDirs)
  line('check 2: jobs once across the instances')
  await checkJobsOnce(database, balancer, buyers.shift()!, dataDirs)

  // Checks 3 to 5: load through the balancer for the whole of what follows.
  const base = balancer.url
  const workers = load([
    ...Array.from({ length: connections }, () => browser(base, productIds, photos)),
    ...Array.from({ length: checkoutConnections }, () => checkoutTrickle(base, buyers)),
  ])
  const steadyStart = performance.now()
  await sleep(duration * 1000)
  const steadySeconds = (performance.now() - steadyStart) / 1000
  phase = 'rolling restart'
  line('')
  line('check 3: rolling restart under load')
  for (let n = 0; n < instanceCount; n++) {
    const instance = instances[n]!
    const before = performance.now()
    const exited = new Promise<number | null>((resolve) => instance.child.once('exit', (code) => resolve(code)))
    instance.child.kill('SIGTERM')
    const code = await exited
    const drained = performance.now()
    instances[n] = startInstance(instance.name, ports[n]!, envOf(n))
    await waitHealthy(instances[n]!)
    const up = await waitForState(balancer, `s${n + 1}`, 'UP')
    line(
      `  ${instance.name}: exited with ${code} ${((drained - before) / 1000).toFixed(1)} s after SIGTERM, ` +
        `back up on the balancer ${((up - drained) / 1000).toFixed(1)} s later`,
    )
  }
  const rolling = outcomes.filter((outcome) => outcome.phase === 'rolling restart')
  const rollingFailures = rolling.filter(failed)
  record(
    'no request failed during the rolling restart',
    rollingFailures.length === 0,
    `${rolling.length} requests, ${rollingFailures.length} failed${rollingFailures.length ? `: ${describeFailures(rollingFailures)}` : ''}`,
  )

  phase = 'kill'
  line('check 4: SIGKILL under load')
  await sleep(2000)
  const victim = instanceCount - 1
  const killedAt = performance.now()
  instances[victim]!.child.kill('SIGKILL')
  const markedDown = await waitForState(balancer, `s${victim + 1}`, 'DOWN')
  line(`  ${instances[victim]!.name} killed; marked down by the balancer ${((markedDown - killedAt) / 1000).toFixed(1)} s later`)
  await sleep(2000)
  instances[victim] = startInstance(instances[victim]!.name, ports[victim]!, envOf(victim))
  await waitHealthy(instances[victim]!)
  await waitForState(balancer, `s${victim + 1}`, 'UP')
  phase = 'after'
  await sleep(2000)
  running = false
  await workers

  const killPhase = outcomes.filter((outcome) => outcome.phase === 'kill')
  const killFailures = killPhase.filter(failed)
  // Allowed: requests the killed instance held, that no instance answered (the connection cut, or
  // the balancer's own 502), sent before the balancer marked it down: in flight at the kill, or
  // sent on a kept-alive connection to it the balancer had not yet seen closed (it then closes the
  // client's connection, as a browser expects, for the client to decide whether to send again).
  const onKilled = killFailures.filter((outcome) => outcome.start < markedDown && !outcome.servedBy)
  const inFlight = onKilled.filter((outcome) => outcome.start < killedAt)
  const otherFailures = killFailures.filter((outcome) => !onKilled.includes(outcome))
  record(
    'only requests on the killed instance failed, none after it was marked down',
    otherFailures.length === 0 && onKilled.length <= connections + checkoutConnections,
    `${killPhase.length} requests; ${inFlight.length} in flight at the kill and ${onKilled.length - inFlight.length} sent to it ` +
      `before it was marked down failed${onKilled.length ? ` (${describeFailures(onKilled)})` : ''}; ` +
      `${otherFailures.length} others${otherFailures.length ? `: ${describeFailures(otherFailures)}` : ''}`,
  )
  const after = outcomes.filter((outcome) => outcome.phase === 'after' || outcome.phase === 'steady')
  const afterFailures = after.filter(failed)
  record(
    'no request failed in the steady phase and after the restart',
    afterFailures.length === 0,
    `${after.length} requests, ${afterFailures.length} failed${afterFailures.length ? `: ${describeFailures(afterFailures)}` : ''}`,
  )

  const ids = [...acknowledged]
  const [{ n: found } = { n: 0 }] = await rows<{ n: number }>(
    database,
    sql`select count(*)::int as n from orders where id = any(${`{${ids.join(',')}}`}::uuid[])`,
  )
  record('every acknowledged order is in the database', found === ids.length, `${found} of ${ids.length} acknowledged orders found`)
  const doubled = await rows<{ n: number }>(
    database,
    sql`select count(*)::int as n from orders o join users u on u.id = o.buyer_id
        where u.email like 'cluster.buyer.%' group by o.buyer_id having count(*) > 1`,
  )
  const unanswered = outcomes.filter((outcome) => outcome.group === 'checkout' && failed(outcome)).length
  record(
    'no buyer’s checkout placed twice',
    doubled.length === 0,
    `${doubled.length} buyers with more than one order; ${unanswered} checkouts without a 2xx`,
  )

  printSteady(
    outcomes.filter((outcome) => outcome.phase === 'steady'),
    steadySeconds,
  )

  if (checkoutLoadSeconds > 0) {
    // Throughput of checkout alone through every instance; the stock constraint and the check
    // below must still show no listing sold beyond what it had.
    line('')
    line(`checkout load: ${CHECKOUT_LOAD_CONNECTIONS} connections back to back for ${checkoutLoadSeconds} s through the balancer`)
    phase = 'checkout load'
    running = true
    const loadStart = performance.now()
    const loaders = load(Array.from({ length: CHECKOUT_LOAD_CONNECTIONS }, () => checkoutTrickle(base, buyers, 0)))
    await sleep(checkoutLoadSeconds * 1000)
    running = false
    await loaders
    const seconds = (performance.now() - loadStart) / 1000
    const placed = outcomes.filter((outcome) => outcome.phase === 'checkout load')
    const loadFailures = placed.filter(failed)
    const durations = placed.map((outcome) => outcome.end - outcome.start).sort((a, b) => a - b)
    line(
      `  ${placed.length - loadFailures.length} orders in ${seconds.toFixed(1)} s: ${((placed.length - loadFailures.length) / seconds).toFixed(0)} orders/s, ` +
        `p50 ${percentile(durations, 50).toFixed(0)} ms, p99 ${percentile(durations, 99).toFixed(0)} ms`,
    )
    record('no checkout failed under checkout load', loadFailures.length === 0, `${placed.length} checkouts, ${loadFailures.length} failed`)
    const [{ n: oversold } = { n: 0 }] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from products where quantity_available < 0`,
    )
    record('no listing sold beyond its stock', oversold === 0, `${oversold} listings below zero`)
  }
  line(`  server error log lines: ${instances.map((instance) => `${instance.name} ${instance.errorLines}`).join(', ')}`)
} catch (err) {
  crashed = true
  process.stderr.write(`test:cluster failed: ${err instanceof Error ? err.stack : String(err)}\n`)
  for (const instance of instances)
    if (instance.tail.length) process.stderr.write(`${instance.name}, last log lines:\n${instance.tail.join('\n')}\n`)
} finally {
  running = false
  agent.destroy()
  for (const instance of instances) await stopInstance(instance)
  balancer?.child.kill('SIGTERM')
  await database?.close()
  await bucket?.drop().catch((err: unknown) => process.stderr.write(`could not drop the bucket: ${String(err)}\n`))
  await fakeS3?.stop()
  await dropDatabase(adminUrl, DB_NAME).catch((err: unknown) => process.stderr.write(`could not drop ${DB_NAME}: ${String(err)}\n`))
  await rm(runDir, { recursive: true, force: true })
  await cleanRedis().catch((err: unknown) => process.stderr.write(`could not clean Redis: ${String(err)}\n`))
}

/** Deletes the run's rate-limit counters in Redis (those of 127.0.0.1 and the guest farmer). */
async function cleanRedis(): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 })
  try {
    await redis.connect()
    for (const pattern of ['kisansetu:rate-limit:*:ip:127.0.0.1', `kisansetu:rate-limit:*:email:${GUEST_ACCOUNTS.farmer.email}`]) {
      let cursor = '0'
      do {
        const [next, found] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000)
        cursor = next
        if (found.length > 0) await redis.del(...found)
      } while (cursor !== '0')
    }
  } finally {
    redis.disconnect()
  }
}

const failures = results.filter((result) => !result.ok)
line('')
line(
  `test:cluster: ${results.length} checks, ${results.length - failures.length} passed, ${failures.length} failed${crashed ? ', stopped by an error' : ''}`,
)
process.exit(crashed || failures.length > 0 ? 1 : 0)
