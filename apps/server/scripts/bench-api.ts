/**
 * `npm run bench:api`: how the browse call holds up with many listings (issue 4, "Speed").
 *
 * For each database (PostgreSQL, then embedded PGlite) and each size (default 100,000 listings):
 * loads that many listings into a fresh database, prints the plans of the browse queries, starts
 * the app in this process on a free port and drives it with autocannon (a separate process, so the
 * load generator does not share the server's event loop): the trivial GET /api/health, then the
 * browse call with a search, a price sort and a page of 6, first as configured for production
 * (browse cache on), then again with the cache off. Prints requests per second and p50/p99
 * latency, and each route's throughput as a share of the trivial route's.
 *
 *   npm run bench:api -- --sizes 10000,100000 --databases postgres,pglite --duration 10 --connections 50
 *   npm run bench:api -- --sizes 100000 --databases postgres --keep   (keeps kisansetu_bench for psql)
 *
 * PostgreSQL: a database `kisansetu_bench` is created (and dropped afterwards) on the server of
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test). Not part of `npm test`.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { BrowseQuerySchema } from '@app/shared/browse'
import { buildApp } from '#src/app'
import { parseConfig, SERVER_ROOT } from '#src/config'
import { openPglite, openPostgres, type Database } from '#src/db/client'
import { countListedProductsQuery, searchPageQuery } from '#src/modules/browse/browse.repository'

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100000' },
    databases: { type: 'string', default: 'postgres,pglite' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    search: { type: 'string', default: 'tomato' },
    'skip-explain': { type: 'boolean', default: false },
    /** Leaves the PostgreSQL database of the last size in place, to look at it with psql. */
    keep: { type: 'boolean', default: false },
  },
})

const sizes = args.sizes.split(',').map((size) => Number(size.replace(/_/g, '')))
const databases = args.databases.split(',') as ('postgres' | 'pglite')[]
const duration = Number(args.duration)
const connections = Number(args.connections)
const BENCH_DB = 'kisansetu_bench'
const adminUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const browsePath = `/api/orderProduct/get-AllListedProduct?search=${encodeURIComponent(args.search)}&sort=price_asc&limit=6`

if (sizes.some((size) => !Number.isInteger(size) || size < 1)) throw new Error(`--sizes must be whole numbers: ${args.sizes}`)

/**
 * Crops a listing is drawn from: name, category, three varieties and a base price in rupees. Each
 * listing takes one crop and one of its varieties, so a crop's name matches about 1 in 40
 * listings and a variety about 1 in 120, roughly as a real catalogue would spread.
 */
const CROPS: [string, string, string[], number][] = [
  ['Tomato', 'vegetable', ['Hybrid', 'Desi', 'Cherry'], 30],
  ['Onion', 'vegetable', ['Nashik Red', 'Bellary Red', 'White'], 28],
  ['Potato', 'vegetable', ['Kufri Jyoti', 'Kufri Pukhraj', 'Chipsona'], 22],
  ['Brinjal', 'vegetable', ['Bharta', 'Round Purple', 'Green Long'], 35],
  ['Okra', 'vegetable', ['Arka Anamika', 'Pusa Sawani', 'Parbhani Kranti'], 45],
  ['Cauliflower', 'vegetable', ['Snowball', 'Pusa Early', 'Hybrid'], 40],
  ['Cabbage', 'vegetable', ['Golden Acre', 'Pride of India', 'Red'], 25],
  ['Capsicum', 'vegetable', ['Shimla Green', 'Red', 'Yellow'], 80],
  ['Carrot', 'vegetable', ['Pusa Kesar', 'Nantes', 'Ooty'], 38],
  ['Spinach', 'vegetable', ['Palak All Green', 'Pusa Jyoti', 'Desi'], 30],
  ['Mango', 'fruit', ['Alphonso', 'Kesar', 'Dasheri'], 120],
  ['Banana', 'fruit', ['Robusta', 'Nendran', 'Yelakki'], 50],
  ['Grapes', 'fruit', ['Thompson Seedless', 'Sharad Seedless', 'Bangalore Blue'], 90],
  ['Pomegranate', 'fruit', ['Bhagwa', 'Ganesh', 'Arakta'], 140],
  ['Orange', 'fruit', ['Nagpur', 'Kinnow', 'Darjeeling Mandarin'], 70],
  ['Papaya', 'fruit', ['Red Lady', 'Taiwan 786', 'Coorg Honeydew'], 35],
  ['Guava', 'fruit', ['Allahabad Safeda', 'Lalit', 'Arka Kiran'], 60],
  ['Apple', 'fruit', ['Shimla Royal', 'Kashmir Delicious', 'Kinnaur'], 160],
  ['Rice', 'grain', ['Pusa Basmati 1121', 'Sona Masoori', 'Gobindobhog'], 85],
  ['Wheat', 'grain', ['Sharbati', 'HD 3086', 'Lokwan'], 32],
  ['Maize', 'grain', ['Yellow Dent', 'Sweet Corn', 'Popcorn'], 24],
  ['Bajra', 'grain', ['HHB 67', 'Desi', 'Raj 171'], 27],
  ['Jowar', 'grain', ['Maldandi', 'CSH 16', 'Dagadi'], 38],
  ['Ragi', 'grain', ['GPU 28', 'Indaf 5', 'Desi'], 42],
  ['Toor dal', 'pulse', ['Arhar', 'Pusa 992', 'Maruti'], 130],
  ['Moong', 'pulse', ['Green gram', 'Pusa Vishal', 'Split'], 110],
  ['Chana', 'pulse', ['Kabuli', 'Desi', 'JG 11'], 95],
  ['Masoor', 'pulse', ['Red lentil', 'Pusa Vaibhav', 'Black'], 100],
  ['Urad', 'pulse', ['Black gram', 'T 9', 'Split'], 120],
  ['Coriander', 'herb', ['Dhania', 'Sadhana', 'Swathi'], 20],
  ['Mint', 'herb', ['Pudina', 'Japanese', 'Desi'], 25],
  ['Curry leaves', 'herb', ['Kadi patta', 'Senkaambu', 'Gamthi'], 30],
  ['Fenugreek', 'herb', ['Kasuri methi', 'Pusa Early Bunching', 'Desi'], 35],
  ['Turmeric', 'spice', ['Lakadong', 'Erode', 'Salem'], 150],
  ['Chilli', 'spice', ['Guntur Sannam', 'Byadgi', 'Teja'], 180],
  ['Cumin', 'spice', ['Jeera', 'Unjha', 'GC 4'], 320],
  ['Black pepper', 'spice', ['Malabar', 'Tellicherry', 'Panniyur'], 600],
  ['Cardamom', 'spice', ['Alleppey Green', 'Bold', 'Large'], 2400],
  ['Jaggery', 'other', ['Kolhapuri', 'Liquid', 'Powder'], 60],
  ['Honey', 'other', ['Multiflora', 'Litchi', 'Mustard'], 400],
]

const STATES: [string, string, string][] = [
  ['Nashik', 'Maharashtra', '422001'],
  ['Guntur', 'Andhra Pradesh', '522001'],
  ['Ludhiana', 'Punjab', '141001'],
  ['Idukki', 'Kerala', '685602'],
  ['Sehore', 'Madhya Pradesh', '466001'],
  ['Gangtok', 'Sikkim', '737101'],
  ['Nagaur', 'Rajasthan', '341001'],
  ['Ratnagiri', 'Maharashtra', '415612'],
]

const FARMERS = 500

function line(text: string) {
  process.stdout.write(`${text}\n`)
}

/**
 * Loads `size` listings (and their farmers) in a few set-based statements: generate_series makes
 * the rows inside the database, so 100,000 listings take seconds, not a round trip each.
 */
async function loadListings(database: Database, size: number): Promise<void> {
  const { db } = database
  const crops = CROPS.flatMap(([name, category, varieties, price]) => varieties.map((variety) => ({ name, category, variety, price })))
  const cropRows = sql.join(
    crops.map((crop, n) => sql`(${n}::int, ${crop.name}::text, ${crop.variety}::text, ${crop.category}::product_category, ${crop.price}::numeric)`),
    sql`, `,
  )
  const placeRows = sql.join(
    STATES.map(([city, state, pin], n) => sql`(${n}::int, ${city}::text, ${state}::text, ${pin}::text)`),
    sql`, `,
  )
  await db.execute(sql`
    insert into users (name, email, role, password_hash)
    select 'Bench Farmer ' || g, 'bench.farmer.' || g || '@example.in', 'farmer', 'not-a-hash'
    from generate_series(1, ${FARMERS}::int) g`)
  await db.execute(sql`
    with farmers as (select id, row_number() over (order by email) - 1 as n from users where role = 'farmer'),
    crops(n, name, variety, category, price) as (values ${cropRows}),
    places(n, city, state, pin) as (values ${placeRows}),
    listings as (
      select g, abs(hashint4(g)::bigint) as h, abs(hashint4(g + 7919)::bigint) as k
      from generate_series(0, ${size - 1}::int) g
    )
    insert into products (
      farmer_id, name, variety, description, category, price_per_unit, unit, quantity_available,
      status, location_city, location_state, location_pin, delivery_available, delivery_radius_km,
      created_at, updated_at
    )
    select
      f.id, c.name, c.variety,
      'Fresh ' || lower(c.name) || ' (' || c.variety || ') from ' || p.city || ', graded and packed on the farm.',
      c.category,
      round(c.price * (0.7 + (l.h % 600) / 1000.0), 2),
      'kg',
      (l.h % 2000) + 10,
      (case when l.h % 100 < 90 then 'available' when l.h % 100 < 97 then 'out_of_stock' else 'unavailable' end)::product_status,
      p.city, p.state, p.pin,
      l.h % 2 = 0, (l.h % 100)::numeric,
      now() - l.g * interval '37 seconds', now() - l.g * interval '37 seconds'
    from listings l
    join crops c on c.n = l.k % ${crops.length}::int
    join farmers f on f.n = l.h % ${FARMERS}::int
    join places p on p.n = (l.h / 7) % ${STATES.length}::int`)
  await db.execute(sql`vacuum analyze products`)
  await db.execute(sql`vacuum analyze users`)
}

/** EXPLAIN ANALYZE of the browse queries, so the table can be trusted to come from the indexes. */
async function explainBrowse(database: Database): Promise<string[]> {
  const query = BrowseQuerySchema.parse({ search: args.search, sort: 'price_asc', limit: '6' })
  const lines: string[] = []
  for (const [label, builder] of [
    ['search page and total', searchPageQuery(database.db, query)],
    ['total of the whole list', countListedProductsQuery(database.db, '')],
  ] as const) {
    const result = (await database.db.execute(sql`explain (analyze, costs off) ${builder.getSQL()}`)) as unknown as {
      rows: Record<string, string>[]
    }
    lines.push(`  ${label}:`)
    for (const row of result.rows) lines.push(`    ${Object.values(row).join('')}`)
  }
  return lines
}

interface Measured {
  requests: number
  p50: number
  p99: number
  errors: number
}

/** Runs the autocannon CLI (its own process) against `url` and reads its JSON summary. */
function autocannon(url: string): Promise<Measured> {
  const bin = path.join(SERVER_ROOT, '..', '..', 'node_modules', '.bin', 'autocannon')
  return new Promise((resolve, reject) => {
    const child = spawn(bin, ['--json', '-c', String(connections), '-d', String(duration), url], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err}`))
      const result = JSON.parse(out) as {
        requests: { average: number }
        latency: { p50: number; p99: number }
        errors: number
        non2xx: number
      }
      resolve({
        requests: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      })
    })
  })
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

function benchUrl(): string {
  const url = new URL(adminUrl)
  url.pathname = `/${BENCH_DB}`
  return url.toString()
}

async function openFresh(kind: 'postgres' | 'pglite'): Promise<Database> {
  if (kind === 'pglite') return openPglite()
  await withAdmin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${BENCH_DB}" WITH (FORCE)`)
    await client.query(`CREATE DATABASE "${BENCH_DB}"`)
  })
  return openPostgres(benchUrl())
}

const rows: string[][] = []

async function benchOne(kind: 'postgres' | 'pglite', size: number): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kisansetu-bench-'))
  const database = await openFresh(kind)
  try {
    await database.migrate()
    const loadStarted = Date.now()
    await loadListings(database, size)
    line(`${kind}: ${size.toLocaleString('en-IN')} listings loaded in ${((Date.now() - loadStarted) / 1000).toFixed(1)} s`)
    if (!args['skip-explain']) for (const text of await explainBrowse(database)) line(text)

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
        ...(kind === 'postgres' ? { DATABASE_URL: benchUrl() } : {}),
      })
      // PGlite is handed over open; the app would close it with itself, but the next run needs it.
      const app = await buildApp(config, kind === 'pglite' ? { database: { ...database, close: async () => {} } } : {})
      try {
        const address = await app.listen({ host: '127.0.0.1', port: 0 })
        const check = await fetch(`${address}${browsePath}`)
        if (check.status !== 200) throw new Error(`browse answered ${check.status}`)
        const body = (await check.json()) as { total: number; getAllProduct: unknown[] }
        if (cacheTtl !== '0') {
          line(`  "${args.search}" matches ${body.total.toLocaleString('en-IN')} listings; page of ${body.getAllProduct.length}`)
          results.push(['GET /api/health', await autocannon(`${address}/api/health`)])
          results.push([`GET browse, cache ${cacheTtl} ms`, await autocannon(`${address}${browsePath}`)])
        } else {
          results.push(['GET browse, no cache', await autocannon(`${address}${browsePath}`)])
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
        String(result.errors),
      ])
    }
  } finally {
    await database.close()
    await rm(dataDir, { recursive: true, force: true })
    if (kind === 'postgres' && !args.keep) {
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${BENCH_DB}" WITH (FORCE)`))
    }
  }
}

function printTable() {
  const header = ['database', 'listings', 'route', 'req/s', 'p50 ms', 'p99 ms', 'ratio', 'errors']
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)))
  const format = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`
  line('')
  line(`browse: GET ${browsePath}`)
  line(`${connections} connections, ${duration} s per route; ratio = browse req/s ÷ health req/s`)
  line(format(header))
  line(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
  for (const row of rows) line(format(row))
}

for (const kind of databases) {
  for (const size of sizes) await benchOne(kind, size)
}
printTable()
