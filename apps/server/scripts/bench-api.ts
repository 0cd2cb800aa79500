/**
 * `npm run bench:api`: how the browse call holds up with many listings.
 *
 * For each database (PostgreSQL, then embedded PGlite) and each size (default 100,000 listings):
 * loads that many listings into a fresh database, prints the plans of the browse queries, starts
 * the app in this process on a free port and drives it with autocannon (a separate process, so the
 * load generator does not share the server's event loop): the trivial GET /api/health, then browse
 * as the web app calls it (always with `limit=6`: the first page, and a search with a price sort),
 * and the plain call of a client written for the spec (no paging: every listing up to
 * BROWSE_UNPAGED_CAP in one answer), first as configured for production (browse cache on), then
 * again with the cache off (plus the plain call with a search, which is never cached, and Browse
 * with each filter of the screen and the storefront: FILTERED); then
 * checkout: prepared buyers (10,000 by default), each with one line in the cart, check out at
 * once, one order per request. Prints requests per second (for checkout: orders per second) and
 * p50/p99 latency, each route's throughput as a share of the trivial route's, and the CPU time
 * each request cost the server and (PostgreSQL on this machine) the database. Last, with the
 * cache off, each browse route (and the price lookups, at --mandi-rows rows of mandi rates) again with one connection (each request alone, for
 * --latency-duration seconds): what one request costs through the whole server, the figure the
 * p99 ≤ 25 ms target at 10,00,000 listings is read from.
 *
 *   npm run bench:api -- --sizes 100000,1000000 --databases postgres,pglite --duration 10 --connections 50
 *   npm run bench:api -- --sizes 100000 --databases postgres --keep   (keeps kisansetu_bench for psql)
 *   npm run bench:api -- --sizes 1000000 --databases postgres --database bench --reuse --only search
 *     (loads `bench` once and keeps it; later runs with --reuse use its listings as they are; --only
 *     runs the health route and the rows whose label holds one of the comma-separated texts: the
 *     uncached browse rows, and the checkout row with `--only checkout`)
 *
 * PostgreSQL: a database `kisansetu_bench` is created (and dropped afterwards) on the server of
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test). Not part of `npm test`.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql, type SQL } from 'drizzle-orm'
import { BROWSE_UNPAGED_CAP, BrowseQuerySchema, type BrowseQuery } from '@app/shared/browse'
import { createDatabase, dropDatabase, withDatabaseName } from '@app/test-support/postgres'
import { buildApp } from '#src/app'
import { parseConfig, SERVER_ROOT } from '#src/config'
import { openPglite, openPostgres, type Database } from '#src/db/client'
import { JOBS_SCHEMA } from '#src/lib/jobs'
import type { TokenSigner } from '#src/lib/tokens'
import {
  countCropListingsQuery,
  countListedProductsQuery,
  cropPageQuery,
  cropsOfSearch,
  listedProductsQuery,
  steerCountToIndexes,
} from '#src/modules/browse/browse.repository'
import { placeOfQuery } from '#src/modules/pincodes/pincodes.service'
import { cropKey, CROP_NAMES } from '#src/lib/crop-names'
import { line, loadListings, loadMandiRates } from './bench-common'

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100000' },
    databases: { type: 'string', default: 'postgres,pglite' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    search: { type: 'string', default: 'tomato' },
    /** Seconds per route of the one-connection latency pass (each request alone, no cache). */
    'latency-duration': { type: 'string', default: '5' },
    'checkout-buyers': { type: 'string', default: '10000' },
    /** Rows of daily mandi rates the price lookups read. */
    'mandi-rows': { type: 'string', default: '1000000' },
    'skip-explain': { type: 'boolean', default: false },
    /** Leaves the PostgreSQL database of the last size in place, to look at it with psql. */
    keep: { type: 'boolean', default: false },
    /** The PostgreSQL database's name, so a bench run can have its own beside another's. */
    database: { type: 'string', default: 'kisansetu_bench' },
    /** Uses the PostgreSQL database as it is when it already holds the size's listings (and keeps it). */
    reuse: { type: 'boolean', default: false },
    /** Only the health route and the rows whose label holds one of these comma-separated texts: uncached browse rows, and the checkout row for `checkout` (no plans, no cached pass). */
    only: { type: 'string' },
  },
})

const sizes = args.sizes.split(',').map((size) => Number(size.replace(/_/g, '')))
const databases = args.databases.split(',') as ('postgres' | 'pglite')[]
const duration = Number(args.duration)
const connections = Number(args.connections)
const latencyDuration = Number(args['latency-duration'])
const BENCH_DB = args.database
const only = args.only?.toLowerCase().split(',')
const wanted = (label: string) => only === undefined || only.some((part) => label.toLowerCase().includes(part))
const adminUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const BROWSE = '/api/orderProduct/get-AllListedProduct'
const search = encodeURIComponent(args.search)
/** Browse as the web app calls it: every request names its limit (browseSearchParams). */
const webFirstPage = `${BROWSE}?limit=6`
const webSearchPage = `${BROWSE}?search=${search}&sort=price_asc&limit=6`
/** A client written for the spec: no paging parameters, so every listing up to the cap. */
const unpaged = BROWSE
const unpagedSearch = `${BROWSE}?search=${search}`

if (sizes.some((size) => !Number.isInteger(size) || size < 1)) throw new Error(`--sizes must be whole numbers: ${args.sizes}`)
const mandiRows = Number(args['mandi-rows'].replace(/_/g, ''))

/** The price references as the listing form (nearest markets) and the Mandi Prices page (with history) ask for them. */
const PRICE_LOOKUPS: [string, string][] = [
  ['price lookup, nearest markets', `/api/prices?crop=${search}&pin=422001&unit=kg`],
  ['price lookup, 30-day history', `/api/prices?crop=${search}&pin=422001&unit=kg&history=true`],
]

/** Loads `mandiRows` rows of mandi rates unless the database already holds that many. */
async function ensureMandiRates(db: Database['db']): Promise<void> {
  const result = (await db.execute(sql`select count(*)::int as n from mandi_prices`)) as unknown as { rows: { n: number }[] }
  if (result.rows[0]?.n === mandiRows) return
  await db.execute(sql`truncate mandi_prices, mandi_markets`)
  const started = Date.now()
  await loadMandiRates(db, mandiRows, CROP_NAMES.map(cropKey))
  line(`  ${mandiRows.toLocaleString('en-IN')} mandi rates loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/**
 * Browse with filters as the Browse screen and a storefront ask for them, each its own row of the
 * uncached run (the cache is off there, so no answer comes from memory): a state, a state with a
 * yes/no filter, category chips, a price range sorted per kg, a town searched for, a farmer's
 * storefront. `{farmer}` is replaced by a loaded farmer's id.
 */
const FILTERED: [string, string][] = [
  ['state', 'state=Maharashtra'],
  ['state + organic', 'state=Sikkim&organic=true'],
  ['state + certified + in stock, per kg', 'state=Kerala&certified=true&inStock=true&sort=price_kg_asc'],
  ['category chips', 'category=fruit,vegetable'],
  ['category, per kg', 'category=spice&sort=price_kg_desc'],
  ['price range, per kg', 'minPrice=20&maxPrice=60&sort=price_kg_asc'],
  ['high price, per kg desc', 'minPrice=500&sort=price_kg_desc'],
  ['search "nashik"', 'search=nashik'],
  ['search "nashik", per kg', 'search=nashik&sort=price_kg_asc'],
  ['search "farmer 42"', 'search=farmer%2042'],
  // A crop by a plural, a synonym and a misspelling (the crop dictionary and pg_trgm), each in another order.
  ['search "tomatoes", per kg', 'search=tomatoes&sort=price_kg_asc'],
  ['search "eggplant", price desc', 'search=eggplant&sort=price_desc'],
  ['search "tomatos" (misspelt)', 'search=tomatos'],
  ['search "tamoto" (no match: did you mean)', 'search=tamoto'],
  ['storefront', 'farmer={farmer}'],
  ['storefront, per kg', 'farmer={farmer}&sort=price_kg_asc'],
  ['state + category + price range', 'state=Punjab&category=grain&minPrice=20&maxPrice=40&sort=price_kg_asc'],
  ['near a point, nearest', 'near=18.52,73.856&sort=nearest'],
  ['PIN code within 25 km, nearest', 'pin=422001&radiusKm=25&sort=nearest'],
  ['near a point within 100 km, organic', 'near=30.901,75.857&radiusKm=100&organic=true'],
]

function filteredPath(query: string, farmerId: string): string {
  return `${BROWSE}?${query.replace('{farmer}', farmerId)}&limit=6`
}

async function someFarmerId(database: Database): Promise<string> {
  const result = (await database.db.execute(sql`select farmer_id from products limit 1`)) as unknown as { rows: { farmer_id: string }[] }
  const id = result.rows[0]?.farmer_id
  if (!id) throw new Error('no listings loaded')
  return id
}

/** EXPLAIN ANALYZE of the browse queries, so the table can be trusted to come from the indexes. */
async function explainBrowse(database: Database, farmerId: string): Promise<string[]> {
  const lines: string[] = []
  const explain = async (label: string, builder: { getSQL(): SQL }, steer?: BrowseQuery) => {
    // A narrowed list's count runs with the server's plan settings (steerCountToIndexes).
    const result = await database.db.transaction(async (tx) => {
      if (steer) await steerCountToIndexes(tx, steer)
      return (await tx.execute(sql`explain (analyze, costs off) ${builder.getSQL()}`)) as unknown as { rows: Record<string, string>[] }
    })
    lines.push(`  ${label}:`)
    for (const row of result.rows) lines.push(`    ${Object.values(row).join('')}`)
  }
  // A search names its crops first (a query on the small crop_names table), as the service does.
  const asked = BrowseQuerySchema.parse({ search: args.search, sort: 'price_asc', limit: '6' })
  const crops = await cropsOfSearch(database.db, asked.search)
  const searchQuery = { ...asked, crops }
  lines.push(`  search "${args.search}" names the crops: ${crops.join(', ') || 'none'}`)
  await explain('first page (limit 6)', listedProductsQuery(database.db, BrowseQuerySchema.parse({ limit: '6' })))
  await explain(
    // A plain search naming crops is one call of browse_search_page (decision 054); these are the
    // statements the same search with a filter builds.
    crops.length > 0 ? 'search page, as a filtered search reads it' : 'search page',
    crops.length > 0 ? cropPageQuery(database.db, searchQuery, crops, [], null) : listedProductsQuery(database.db, searchQuery),
  )
  if (crops.length > 0) await explain("search: the crop's listings, capped", countCropListingsQuery(database.db, searchQuery, crops))
  await explain('search: capped total', countListedProductsQuery(database.db, searchQuery), searchQuery)
  await explain('capped total of the whole list', countListedProductsQuery(database.db, BrowseQuerySchema.parse({})))
  await explain(`unpaged whole list (${BROWSE_UNPAGED_CAP})`, listedProductsQuery(database.db, BrowseQuerySchema.parse({})))
  for (const [label, query] of FILTERED) {
    const asked = BrowseQuerySchema.parse(Object.fromEntries(new URLSearchParams(`${query.replace('{farmer}', farmerId)}&limit=6`)))
    // A PIN code becomes its point first, as the service does.
    const named = await cropsOfSearch(database.db, asked.search)
    const parsed = { ...asked, near: await placeOfQuery(database.db, asked), crops: named }
    await explain(`${label}: capped total`, countListedProductsQuery(database.db, parsed), parsed)
    await explain(
      `${label}: page (if it matches more than the cap)`,
      named.length > 0 && parsed.sort !== 'nearest'
        ? cropPageQuery(database.db, parsed, named, [], null)
        : listedProductsQuery(database.db, parsed),
    )
  }
  return lines
}

interface Measured {
  requests: number
  /** Requests answered in the whole run. */
  total: number
  /** CPU per request, when the run was measured for it (withCpu). */
  cpu?: CpuPerRequest
  p50: number
  p99: number
  max: number
  errors: number
}

const BIN = path.join(SERVER_ROOT, '..', '..', 'node_modules', '.bin')

/** Runs the autocannon CLI (its own process) against `url` and reads its JSON summary. */
function autocannon(url: string, load = { connections, duration }): Promise<Measured> {
  return runLoad(path.join(BIN, 'autocannon'), ['--json', '-c', String(load.connections), '-d', String(load.duration), url])
}

/** Checkouts, one prepared buyer each, driven by scripts/bench-checkout-driver.ts (its own process). */
function checkoutLoad(address: string, buyersFile: string): Promise<Measured> {
  const driver = path.join(SERVER_ROOT, 'scripts', 'bench-checkout-driver.ts')
  return runLoad(path.join(BIN, 'tsx'), [driver, address, buyersFile, String(connections), String(duration)])
}

function runLoad(command: string, commandArgs: string[]): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${path.basename(command)} exited with ${code}: ${err}`))
      if (err) line(`  ${err.trim()}`)
      const result = JSON.parse(out) as {
        requests: { average: number; total: number }
        latency: { p50: number; p99: number; max: number }
        errors: number
        non2xx: number
      }
      resolve({
        requests: result.requests.average,
        total: result.requests.total,
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        errors: result.errors + result.non2xx,
      })
    })
  })
}

/** CPU time per request of a run, in milliseconds: the server process's, and the PostgreSQL backends' (null unless PostgreSQL is on this machine). */
interface CpuPerRequest {
  server: number
  database: number | null
}

/** PostgreSQL runs on this machine, so its backends' CPU can be read from /proc. */
const databaseIsLocal = ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(adminUrl).hostname)

/** The CPU time each backend serving the bench database has used so far, in clock ticks, read from /proc. */
async function backendTicks(db: Database['db']): Promise<Map<number, number>> {
  const result = (await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`)) as unknown as {
    rows: { pid: number }[]
  }
  const ticks = new Map<number, number>()
  for (const { pid } of result.rows) {
    // A backend that has ended since the list was read is skipped.
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined)
    if (stat === undefined) continue
    // utime and stime, the 14th and 15th fields of the whole line (the 12th and 13th after the name).
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ')
    ticks.set(pid, Number(fields[11]) + Number(fields[12]))
  }
  return ticks
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100

/**
 * Runs `run` and adds what each of its requests cost in CPU: the server's (this process) and
 * the database's (its backends, which the pool keeps open through the run; PGlite runs inside
 * the server, so its work is the server's).
 */
async function withCpu(kind: 'postgres' | 'pglite', db: Database['db'], run: () => Promise<Measured>): Promise<Measured> {
  const before = kind === 'postgres' && databaseIsLocal ? await backendTicks(db) : null
  const started = process.cpuUsage()
  const measured = await run()
  const used = process.cpuUsage(started)
  let database: number | null = null
  if (before !== null) {
    let ticks = 0
    for (const [pid, now] of await backendTicks(db)) ticks += now - (before.get(pid) ?? 0)
    database = ((ticks / TICKS_PER_SECOND) * 1000) / measured.total
  }
  return { ...measured, cpu: { server: (used.user + used.system) / 1000 / measured.total, database } }
}

const benchUrl = withDatabaseName(adminUrl, BENCH_DB)

async function openFresh(kind: 'postgres' | 'pglite'): Promise<Database> {
  if (kind === 'pglite') return openPglite()
  return openPostgres(await createDatabase(adminUrl, BENCH_DB, { replace: true }))
}

/** The kept database when `--reuse` is given and it holds `size` listings; undefined otherwise. */
async function openReused(kind: 'postgres' | 'pglite', size: number): Promise<Database | undefined> {
  if (kind !== 'postgres' || !args.reuse) return undefined
  const database = await openPostgres(benchUrl)
  try {
    const result = (await database.db.execute(sql`select count(*)::int as n from products`)) as unknown as { rows: { n: number }[] }
    if (result.rows[0]?.n === size) return database
  } catch {
    // No such database, or not migrated yet: loaded afresh.
  }
  await database.close()
  return undefined
}

const rows: string[][] = []
/** The one-connection pass: what one request costs when it has the server to itself. */
const latencyRows: string[][] = []

/** More buyers than the checkout run can use: each checkout empties one buyer's cart. */
const checkoutBuyers = Number(args['checkout-buyers'])

/**
 * `checkoutBuyers` buyers, each signed in and with one line in the cart (one minimum order of an
 * available listing spread over the whole table), written to `file` with the token, the farmer and
 * the total the checkout will confirm.
 */
async function prepareCheckouts(db: Database['db'], tokens: TokenSigner, file: string): Promise<number> {
  // Each run's buyers are its own (a database kept with --reuse holds earlier runs' buyers).
  const mine = `bench.buyer.${Date.now().toString(36)}.%`
  await db.execute(sql`
    insert into users (name, email, role, password_hash)
    select 'Bench Buyer ' || g, replace(${mine}, '%', g || '@example.in'), 'buyer', 'not-a-hash'
    from generate_series(1, ${checkoutBuyers}::int) g`)
  // Each buyer's listing number is worked out before the join, so the join is an equality of one
  // side's column with the other's: a hash join. Computed in the join condition from both sides, it
  // would be a nested loop over every buyer and listing, far too slow at the bench's sizes.
  await db.execute(sql`
    with offered as (
      select id, min_order_quantity, price_per_unit, row_number() over (order by id) as n
      from products where status = 'available' and quantity_available >= min_order_quantity * 20
    ),
    buyers as (
      select id, 1 + abs(hashint4((row_number() over (order by id))::int)::bigint) % (select count(*) from offered) as pick
      from users where email like ${mine}
    )
    insert into cart_items (buyer_id, product_id, quantity, price_seen)
    select b.id, o.id, o.min_order_quantity, o.price_per_unit
    from buyers b join offered o on o.n = b.pick`)
  const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000)
  const carts = (await db.execute(sql`
    with made as (
      insert into sessions (user_id, expires_at)
      select id, ${expiresAt.toISOString()}::timestamptz from users where email like ${mine}
      returning id, user_id
    )
    select made.id as session_id, made.user_id, p.farmer_id, round(c.quantity * c.price_seen, 2)::float8 as total
    from made join cart_items c on c.buyer_id = made.user_id join products p on p.id = c.product_id`)) as unknown as {
    rows: { session_id: string; user_id: string; farmer_id: string; total: number }[]
  }
  // Planned from fresh statistics, as autovacuum keeps them where it is on (a server with it off, or
  // not yet come round, would plan the checkout's statements for tables of another size).
  await db.execute(sql`analyze users, sessions, cart_items, orders, order_lines, order_payments, order_events`)
  const prepared = await Promise.all(
    carts.rows.map(async (row) => ({
      token: await tokens.sign({ userId: row.user_id, sessionId: row.session_id }, expiresAt),
      farmerId: row.farmer_id,
      total: Number(row.total),
    })),
  )
  await writeFile(file, JSON.stringify(prepared))
  return prepared.length
}

async function countOrders(db: Database['db']): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from orders`)) as unknown as { rows: { n: number }[] }
  return result.rows[0]?.n ?? 0
}

const CHECKOUT_ROW = 'POST checkout (1 line, COD)'

/** The checkout row: buyers prepared, then driven; the orders it placed are counted from the table. */
async function checkoutRow(
  kind: 'postgres' | 'pglite',
  db: Database['db'],
  tokens: TokenSigner,
  address: string,
  dataDir: string,
): Promise<Measured> {
  // A kept database (--reuse) still queues the notifications of earlier runs' orders: the app's
  // worker would work through them during this run's measurement, and its load grow run by run.
  await db.execute(sql.raw(`delete from ${JOBS_SCHEMA}.job where state in ('created', 'retry')`))
  const buyersFile = path.join(dataDir, 'buyers.json')
  const prepared = await prepareCheckouts(db, tokens, buyersFile)
  line(`  ${prepared.toLocaleString('en-IN')} buyers with a one-line cart prepared for checkout`)
  const before = await countOrders(db)
  const measured = await withCpu(kind, db, () => checkoutLoad(address, buyersFile))
  line(`  orders placed: ${(await countOrders(db)) - before}`)
  // The buyers added to users' name index wait in its pending list, and each sale leaves a dead
  // version of its listing's row; autovacuum clears both where it is on. Cleared here, the browse
  // rows after this one (a search reads the farmers' name index) read the tables as such a server would.
  await db.execute(sql`vacuum analyze products, users`)
  return measured
}

async function benchOne(kind: 'postgres' | 'pglite', size: number): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kisansetu-bench-'))
  const reused = await openReused(kind, size)
  const database = reused ?? (await openFresh(kind))
  try {
    if (reused) line(`${kind}: ${size.toLocaleString('en-IN')} listings of ${BENCH_DB} reused`)
    else {
      await database.migrate()
      const loadStarted = Date.now()
      await loadListings(database.db, size)
      line(`${kind}: ${size.toLocaleString('en-IN')} listings loaded in ${((Date.now() - loadStarted) / 1000).toFixed(1)} s`)
    }
    await ensureMandiRates(database.db)
    const farmerId = await someFarmerId(database)
    if (!args['skip-explain'] && only === undefined) for (const text of await explainBrowse(database, farmerId)) line(text)

    // The app runs twice on the loaded data: as configured for production (browse cache on),
    // then with the cache off, so the table shows what the database work itself costs.
    const results: [string, Measured][] = []
    for (const cacheTtl of ['1000', '0']) {
      const config = parseConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        SEED_DEMO_DATA: 'false',
        PUBLIC_URL: 'http://127.0.0.1',
        BROWSE_CACHE_TTL_MS: cacheTtl,
        // autocannon asks from one address: the per-address cap on unpaged answers would turn the
        // unpaged rows into a count of 429s instead of what each answer costs.
        BROWSE_UNPAGED_MAX_PER_MINUTE: '1000000000',
        ...(kind === 'postgres' ? { DATABASE_URL: benchUrl } : {}),
        // The price lookups read the loaded rates as a server with a feed key would; the feed
        // itself is never asked (its daily job runs in the evening, and this address answers nothing).
        MANDI_API_KEY: 'bench',
        MANDI_API_URL: 'http://127.0.0.1:9',
      })
      // PGlite is handed over open; the app would close it with itself, but the next run needs it.
      const app = await buildApp(config, kind === 'pglite' ? { database: { ...database, close: async () => {} } } : {})
      try {
        const address = await app.listen({ host: '127.0.0.1', port: 0 })
        const measure = (url: string) => withCpu(kind, database.db, () => autocannon(url))
        if (cacheTtl !== '0' && only !== undefined) {
          results.push(['GET /api/health', await measure(`${address}/api/health`)])
          if (wanted(CHECKOUT_ROW)) results.push([CHECKOUT_ROW, await checkoutRow(kind, database.db, app.tokens, address, dataDir)])
        } else if (cacheTtl !== '0') {
          for (const [label, browsePath] of [
            ['web search page', webSearchPage],
            ['unpaged', unpaged],
            ['unpaged search', unpagedSearch],
          ]) {
            const check = await fetch(`${address}${browsePath}`)
            if (check.status !== 200) throw new Error(`browse answered ${check.status}`)
            const text = await check.text()
            const body = JSON.parse(text) as { total: number; getAllProduct: unknown[] }
            line(
              `  ${label}: ${body.total.toLocaleString('en-IN')} listings match; ${body.getAllProduct.length} answered ` +
                `in ${Math.round(Buffer.byteLength(text) / 1024).toLocaleString('en-IN')} KB`,
            )
          }
          results.push(['GET /api/health', await measure(`${address}/api/health`)])
          results.push([`GET browse web first page, cache ${cacheTtl} ms`, await measure(`${address}${webFirstPage}`)])
          results.push([`GET browse web search page, cache ${cacheTtl} ms`, await measure(`${address}${webSearchPage}`)])
          results.push([`GET browse unpaged (${BROWSE_UNPAGED_CAP}), cache ${cacheTtl} ms`, await measure(`${address}${unpaged}`)])
          results.push([CHECKOUT_ROW, await checkoutRow(kind, database.db, app.tokens, address, dataDir)])
        } else {
          const plain: [string, string][] = [
            ['GET browse web first page, no cache', webFirstPage],
            ['GET browse web search page, no cache', webSearchPage],
            [`GET browse unpaged (${BROWSE_UNPAGED_CAP}), no cache`, unpaged],
            ['GET browse unpaged search (never cached)', unpagedSearch],
          ]
          for (const [label, browsePath] of plain) {
            if (wanted(label)) results.push([label, await measure(`${address}${browsePath}`)])
          }
          for (const [label, lookup] of PRICE_LOOKUPS) {
            if (!wanted(label)) continue
            const check = await fetch(`${address}${lookup}`)
            if (check.status !== 200) throw new Error(`${lookup} answered ${check.status}`)
            const body = (await check.json()) as { mandi: { markets: unknown[] } | null }
            line(`  ${label}: ${body.mandi?.markets.length ?? 0} markets answered`)
            results.push([`GET ${label}`, await measure(`${address}${lookup}`)])
          }
          for (const [label, query] of FILTERED) {
            if (!wanted(label)) continue
            const filtered = filteredPath(query, farmerId)
            // The rows before leave slow queries running past their load (the unpaged searches), and
            // their pool waits answer 503 until they end: the check waits for the server to drain.
            let check = await fetch(`${address}${filtered}`)
            for (let tries = 0; check.status === 503 && tries < 30; tries++) {
              await new Promise((resolve) => setTimeout(resolve, 1000))
              check = await fetch(`${address}${filtered}`)
            }
            if (check.status !== 200) throw new Error(`browse ${filtered} answered ${check.status}`)
            const body = (await check.json()) as { total: number; totalCapped: boolean }
            line(`  ${label}: ${body.total.toLocaleString('en-IN')}${body.totalCapped ? '+' : ''} listings match`)
            results.push([`GET browse ${label}, no cache`, await measure(`${address}${filtered}`)])
          }
          // Each request alone (one connection, one request at a time), so the figure is the
          // query's own time through the whole server, not the queue of 50 connections on 2 cores.
          const alone: [string, string][] = [
            ['health (the trivial route)', '/api/health'],
            ...PRICE_LOOKUPS,
            ['web first page', webFirstPage],
            ['web search page', webSearchPage],
            ...FILTERED.map(([label, query]): [string, string] => [label, filteredPath(query, farmerId)]),
          ]
          for (const [label, browsePath] of alone) {
            if (!wanted(label) && browsePath !== '/api/health') continue
            const result = await autocannon(`${address}${browsePath}`, { connections: 1, duration: latencyDuration })
            latencyRows.push([
              kind,
              size.toLocaleString('en-IN'),
              browsePath.startsWith(BROWSE) ? `GET browse ${label}` : `GET ${label}`,
              String(result.p50),
              String(result.p99),
              String(result.max),
              String(result.errors),
            ])
          }
        }
      } finally {
        await app.close()
      }
    }
    const health = results[0]![1]
    for (const [route, result] of results) {
      rows.push([
        kind,
        size.toLocaleString('en-IN'),
        route,
        Math.round(result.requests).toLocaleString('en-IN'),
        String(result.p50),
        String(result.p99),
        (result.requests / health.requests).toFixed(2),
        result.cpu === undefined ? '' : result.cpu.server.toFixed(2),
        result.cpu?.database == null ? '' : result.cpu.database.toFixed(2),
        String(result.errors),
      ])
    }
  } finally {
    await database.close()
    await rm(dataDir, { recursive: true, force: true })
    if (kind === 'postgres' && !args.keep && !args.reuse) {
      await dropDatabase(adminUrl, BENCH_DB)
    }
  }
}

function printTable() {
  const header = ['database', 'listings', 'route', 'req/s', 'p50 ms', 'p99 ms', 'ratio', 'server CPU ms', 'db CPU ms', 'errors']
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)))
  const format = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`
  line('')
  line(`browse web first page: GET ${webFirstPage}; web search page: GET ${webSearchPage}`)
  line(`browse unpaged: GET ${unpaged} (up to ${BROWSE_UNPAGED_CAP} listings); unpaged search: GET ${unpagedSearch}`)
  for (const [label, query] of FILTERED) line(`browse ${label}: GET ${filteredPath(query, '{farmer}')}`)
  line(
    `${connections} connections, ${duration} s per route; ratio = route req/s ÷ health req/s; checkout req/s = orders placed per second; CPU ms = CPU time per request of the server process and of the PostgreSQL backends serving it (PGlite's is the server's)`,
  )
  line(format(header))
  line(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
  for (const row of rows) line(format(row))

  const latencyHeader = ['database', 'listings', 'route, no cache, one connection', 'p50 ms', 'p99 ms', 'max ms', 'errors']
  const latencyWidths = latencyHeader.map((title, i) => Math.max(title.length, ...latencyRows.map((row) => row[i]!.length)))
  const latencyFormat = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(latencyWidths[i]!)).join(' | ')} |`
  line('')
  line(`Each request alone: one connection, ${latencyDuration} s per route, browse cache off. Target: p99 ≤ 25 ms at 10,00,000 listings.`)
  line(
    `Price lookups read ${mandiRows.toLocaleString('en-IN')} rows of mandi rates: ${PRICE_LOOKUPS.map(([label, lookup]) => `${label}: GET ${lookup}`).join('; ')}`,
  )
  line(latencyFormat(latencyHeader))
  line(`|${latencyWidths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
  for (const row of latencyRows) line(latencyFormat(row))
}

for (const kind of databases) {
  for (const size of sizes) await benchOne(kind, size)
}
printTable()
