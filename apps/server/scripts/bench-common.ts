/**
 * What the benchmark scripts share: the generated catalogue (bench-api, bench-load), printing, and
 * built server processes (bench-load, test-cluster). Their databases are created and dropped
 * through @app/test-support/postgres.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { SERVER_ROOT } from '#src/config'
import type { Db } from '#src/db/client'
import { loadCropNames } from '#src/db/crop-names'
import { loadPincodes } from '#src/db/pincodes'

/**
 * Crops a listing is drawn from: name, category, three varieties and a base price in rupees. Each
 * listing takes one crop and one of its varieties, so a crop's name matches about 1 in 40
 * listings and a variety about 1 in 120, roughly as a real catalogue would spread.
 */
export const CROPS: [string, string, string[], number][] = [
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

export const STATES: [string, string, string][] = [
  ['Nashik', 'Maharashtra', '422001'],
  ['Guntur', 'Andhra Pradesh', '522001'],
  ['Ludhiana', 'Punjab', '141001'],
  ['Idukki', 'Kerala', '685602'],
  ['Sehore', 'Madhya Pradesh', '466001'],
  ['Gangtok', 'Sikkim', '737101'],
  ['Nagaur', 'Rajasthan', '341001'],
  ['Ratnagiri', 'Maharashtra', '415612'],
]

/** One line to stdout (the server code has no console; scripts print the same way). */
export function line(text: string) {
  process.stdout.write(`${text}\n`)
}

/**
 * Loads `size` listings (and `farmers` farmers who own them) in a few set-based statements:
 * generate_series makes the rows inside the database, so 100,000 listings take seconds, not a
 * round trip each. Listings are spread over the first `farmers` farmers by email, whoever they are.
 * Two in three carry the farmer's own point, scattered up to about 25 km around their PIN code's
 * middle; the rest are placed by the PIN code alone (the PIN code table is loaded first), so
 * "near me" has places both near and far to sort and a radius to cut.
 */
export async function loadListings(db: Db, size: number, farmers = 500): Promise<void> {
  await loadPincodes(db)
  await loadCropNames(db)
  const crops = CROPS.flatMap(([name, category, varieties, price]) => varieties.map((variety) => ({ name, category, variety, price })))
  const cropRows = sql.join(
    crops.map(
      (crop, n) => sql`(${n}::int, ${crop.name}::text, ${crop.variety}::text, ${crop.category}::product_category, ${crop.price}::numeric)`,
    ),
    sql`, `,
  )
  const placeRows = sql.join(
    STATES.map(([city, state, pin], n) => sql`(${n}::int, ${city}::text, ${state}::text, ${pin}::text)`),
    sql`, `,
  )
  await db.execute(sql`
    insert into users (name, email, role, password_hash)
    select 'Bench Farmer ' || g, 'bench.farmer.' || g || '@example.in', 'farmer', 'not-a-hash'
    from generate_series(1, ${farmers}::int) g`)
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
      status, location_city, location_state, location_pin, latitude, longitude, delivery_available, delivery_radius_km,
      is_organic, is_certified, created_at, updated_at
    )
    select
      f.id, c.name, c.variety,
      'Fresh ' || lower(c.name) || ' (' || c.variety || ') from ' || p.city || ', graded and packed on the farm.',
      c.category,
      -- Most lots by the kg; one in ten by the quintal (its price a hundred kilos'), one in ten by the
      -- dozen, so prices per kg and listings without one are both there to compare and filter.
      round(c.price * (0.7 + (l.h % 600) / 1000.0) * (case when (l.h / 13) % 10 = 0 then 100 else 1 end), 2),
      (case when (l.h / 13) % 10 = 0 then 'quintal' when (l.h / 13) % 10 = 1 then 'dozen' else 'kg' end)::product_unit,
      (l.h % 2000) + 10,
      (case when l.h % 100 < 90 then 'available' when l.h % 100 < 97 then 'out_of_stock' else 'unavailable' end)::product_status,
      p.city, p.state, p.pin,
      case when l.k % 3 <> 0 then round((pc.latitude + ((l.k / 3) % 500 - 250) / 1000.0)::numeric, 3) end,
      case when l.k % 3 <> 0 then round((pc.longitude + ((l.h / 3) % 500 - 250) / 1000.0)::numeric, 3) end,
      l.h % 2 = 0, (l.h % 100)::numeric,
      (l.h / 17) % 10 = 0, (l.h / 19) % 20 = 0,
      now() - l.g * interval '37 seconds', now() - l.g * interval '37 seconds'
    from listings l
    join crops c on c.n = l.k % ${crops.length}::int
    join farmers f on f.n = l.h % ${farmers}::int
    join places p on p.n = (l.h / 7) % ${STATES.length}::int
    left join pincodes pc on pc.pin = p.pin`)
  await db.execute(sql`vacuum analyze products`)
  await db.execute(sql`vacuum analyze users`)
}

/**
 * `size` rows of daily mandi rates (tables mandi_markets, mandi_prices), about as the feed spreads
 * them: a market in most districts of the PIN directory, each trading about 8 of the crop
 * dictionary's first 60 crops, over as many days back from today as make up `size`. Placed markets
 * come from the districts' PIN codes, so nearest-first lookups have real distances.
 */
export async function loadMandiRates(db: Db, size: number, crops: readonly string[]): Promise<void> {
  const CROPS_PER_MARKET = 8
  const cropKeys = crops.slice(0, 60)
  await db.execute(sql`
    insert into mandi_markets (state, district, market, latitude, longitude)
    select state, district, district || ' APMC', avg(latitude), avg(longitude)
    from pincodes where latitude is not null group by state, district
    on conflict do nothing`)
  const markets = (await db.execute(sql`select count(*)::int as n from mandi_markets`)) as unknown as { rows: { n: number }[] }
  const marketCount = markets.rows[0]?.n ?? 1
  const days = Math.max(1, Math.ceil(size / (marketCount * CROPS_PER_MARKET)))
  const cropList = sql.join(
    cropKeys.map((crop, n) => sql`(${n}::int, ${crop}::text)`),
    sql`, `,
  )
  await db.execute(sql`
    with crops(n, crop) as (values ${cropList}),
    traded as (
      select m.id as market_id, c.crop, abs(hashint4(m.id * 100 + c.n)::bigint) as h
      from mandi_markets m cross join crops c
      where abs(hashint4(m.id * 100 + c.n)::bigint) % ${cropKeys.length}::int < ${CROPS_PER_MARKET}::int
    ),
    rows as (
      select t.market_id, t.crop, d, 1000 + t.h % 3000 + (abs(hashint4(t.market_id + d * 7919)::bigint) % 400) as modal
      from traded t cross join generate_series(0, ${days - 1}::int) d
      limit ${size}::int
    )
    insert into mandi_prices (market_id, commodity, variety, grade, arrival_date, crop, min_price, max_price, modal_price)
    select market_id, initcap(crop), 'Other', 'FAQ', current_date - d, crop, modal - 300, modal + 300, modal from rows`)
  await db.execute(sql`vacuum analyze mandi_markets`)
  await db.execute(sql`vacuum analyze mandi_prices`)
}

/** The built server the process scripts start (`npm run build`). */
export const SERVER_JS = path.join(SERVER_ROOT, 'dist', 'server.js')

/** Ends the process with a word to the user when the server is not built. */
export function requireBuild(script: string): void {
  if (existsSync(SERVER_JS)) return
  process.stderr.write(`${script}: ${SERVER_JS} is missing: run \`npm run build\` first.\n`)
  process.exit(1)
}

/** A TCP port nothing listens on now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export interface Instance {
  name: string
  url: string
  child: ChildProcess
  /** The last log lines, shown when something goes wrong. */
  tail: string[]
  /** Log lines at level error or fatal (pino: 50, 60). */
  errorLines: number
}

/**
 * Starts the built server on `port` with only `env` (and PATH): a DATABASE_URL or the like in the
 * caller's environment must not leak in. PUBLIC_URL is the instance's own address unless `env`
 * gives one (a balancer's).
 */
export function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const child = spawn(process.execPath, [SERVER_JS], {
    env: { PATH: process.env.PATH ?? '', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const instance: Instance = { name, url: `http://127.0.0.1:${port}`, child, tail: [], errorLines: 0 }
  const collect = (chunk: Buffer) => {
    for (const text of chunk.toString().split('\n')) {
      if (!text) continue
      if (/"level":(50|60)/.test(text)) instance.errorLines += 1
      instance.tail.push(text)
      if (instance.tail.length > 20) instance.tail.shift()
    }
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  return instance
}

/** Resolves once the instance answers 200 on GET /api/health; throws if it exits or times out first. */
export async function waitHealthy(instance: Instance, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) {
      throw new Error(`${instance.name} exited with ${instance.child.exitCode}:\n${instance.tail.join('\n')}`)
    }
    try {
      if ((await fetch(`${instance.url}/api/health`)).status === 200) return
    } catch {
      // Not listening yet: migrations or the demo seed are still running.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${instance.name} was not healthy within ${timeoutMs / 1000} s:\n${instance.tail.join('\n')}`)
}

/** SIGTERM, and SIGKILL if the instance has not exited 15 s later; resolves once it has exited. */
export async function stopInstance(instance: Instance): Promise<void> {
  const { child } = instance
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
  await exited
  clearTimeout(timer)
}
