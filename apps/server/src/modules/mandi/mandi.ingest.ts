import { addDays } from '@app/shared/calendar'
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { MANDI_HISTORY_DAYS } from '@app/shared/mandi'
import { toIndianState, type IndianState } from '@app/shared/states'
import type { AppDeps } from '#src/app-deps'
import { rowsOf, type Db } from '#src/db/client'
import { mandiPrices } from '#src/db/schema/index'
import { cropOfCommodity } from '#src/lib/mandi-commodities'
import { fetchMandiDay } from './mandi.client'

/**
 * Stores the daily mandi price feed (mandi.client) in mandi_markets and mandi_prices, and makes
 * the embedded demo's made-up rates. Rates are ₹ per quintal throughout, as the feed gives them.
 */

export type IngestDeps = Pick<AppDeps, 'db' | 'config' | 'log'>

/** A record of the feed once checked: texts trimmed, the date as YYYY-MM-DD, prices as numbers. */
export interface MandiRow {
  state: string
  district: string
  market: string
  commodity: string
  variety: string
  grade: string
  arrivalDate: string
  minPrice: number
  maxPrice: number
  modalPrice: number
}

export interface IngestResult {
  /** Rows written (new or updated). */
  stored: number
  /** Records refused as malformed, each logged once. */
  refused: number
  /** Pages read. */
  pages: number
}

/** numeric(12, 2) holds less than ₹10^10; a rate anywhere near that is a typing slip in the feed. */
const MAX_PRICE = 100_000_000

/** Rows of one insert: 9 parameters each, well under PostgreSQL's 65,535 parameters a statement. */
const ROWS_PER_INSERT = 5_000

/** Trimmed, with runs of spaces as one: the feed pads names ("Lasalgaon  APMC "). */
const tidy = z.string().transform((text) => text.trim().replace(/\s+/g, ' '))
const name = tidy.pipe(z.string().min(1, 'empty').max(200, 'too long'))
/** Variety and grade may be missing; stored as '' so they can be part of the key. */
const qualifier = z
  .string()
  .nullish()
  .transform((text) => (text ?? '').trim().replace(/\s+/g, ' '))
  .pipe(z.string().max(200, 'too long'))
/** A price as a number or a string of digits, to the paisa. */
const price = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, 'not a number')
      .transform(Number),
  ])
  .pipe(z.number().finite().nonnegative().max(MAX_PRICE))
  .transform((rupees) => Math.round(rupees * 100) / 100)
/** DD/MM/YYYY, a day that exists, → YYYY-MM-DD. */
const arrivalDate = z
  .string()
  .trim()
  .regex(/^\d{2}\/\d{2}\/\d{4}$/, 'not DD/MM/YYYY')
  .transform((text) => {
    const [day, month, year] = text.split('/')
    return `${year}-${month}-${day}`
  })
  .refine((iso) => {
    const date = new Date(`${iso}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso
  }, 'no such day')

const RecordSchema = z
  .object({
    state: name,
    district: name,
    market: name,
    commodity: name,
    variety: qualifier,
    grade: qualifier,
    arrival_date: arrivalDate,
    min_price: price,
    max_price: price,
    modal_price: price,
  })
  .refine((record) => record.min_price <= record.modal_price && record.modal_price <= record.max_price, {
    message: 'min ≤ modal ≤ max does not hold',
    path: ['modal_price'],
  })
  .transform((record): MandiRow => ({
    state: record.state,
    district: record.district,
    market: record.market,
    commodity: record.commodity,
    variety: record.variety,
    grade: record.grade,
    arrivalDate: record.arrival_date,
    minPrice: record.min_price,
    maxPrice: record.max_price,
    modalPrice: record.modal_price,
  }))

/** A record of the feed as a row, or the names of the fields that make it unusable. */
export function parseMandiRecord(record: unknown): { row: MandiRow } | { fields: string[] } {
  const parsed = RecordSchema.safeParse(record)
  if (parsed.success) return { row: parsed.data }
  const fields = [...new Set(parsed.error.issues.map((issue) => (issue.path.length > 0 ? issue.path.join('.') : 'record')))]
  return { fields }
}

/** Agmarknet's spellings of states whose names have changed or that it writes its own way. */
const FEED_STATE_NAMES: Readonly<Record<string, IndianState>> = {
  chattisgarh: 'Chhattisgarh',
  uttrakhand: 'Uttarakhand',
  uttaranchal: 'Uttarakhand',
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  'nct of delhi': 'Delhi',
  'andaman and nicobar': 'Andaman and Nicobar Islands',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
}

/** The state the feed's `state` names, as the PIN code directory writes it; undefined for one it does not know. */
export function feedState(state: string): IndianState | undefined {
  return toIndianState(state) ?? FEED_STATE_NAMES[state.trim().replace(/\s+/g, ' ').toLowerCase()]
}

interface Place {
  state: string
  district: string
  market: string
}

const placeKey = (place: Place) => JSON.stringify([place.state, place.district, place.market])

/** A district's name as the placing compares it: letters and digits alone, lower case ("S.A.S Nagar" = "SAS Nagar"). */
const districtKey = (column: SQL) => sql`regexp_replace(lower(${column}), '[^[:alnum:]]+', '', 'g')`

/**
 * The market ids of `places`, adding those not stored yet at the mean point of their district's
 * PIN codes (no point when the directory has no such district in that state). A market stored
 * without a point is placed when the directory has come to know its district (a PIN code added, a
 * spelling of the feed's state learnt). One statement: the select beside the insert sees the
 * markets stored before it, the insert's RETURNING the new and newly placed ones.
 */
async function marketIds(db: Db, places: readonly Place[]): Promise<Map<string, number>> {
  const unique = [...new Map(places.map((place) => [placeKey(place), place])).values()]
  if (unique.length === 0) return new Map()
  const values = sql.join(
    unique.map(
      (place) => sql`(${place.state}::text, ${place.district}::text, ${place.market}::text, ${feedState(place.state) ?? null}::text)`,
    ),
    sql`, `,
  )
  const result = await db.execute(sql`
    WITH feed(state, district, market, directory_state) AS (VALUES ${values}),
    added AS (
      INSERT INTO mandi_markets (state, district, market, latitude, longitude)
      SELECT feed.state, feed.district, feed.market, avg(pincodes.latitude), avg(pincodes.longitude)
      FROM feed
      LEFT JOIN pincodes
        ON pincodes.state = feed.directory_state
        AND pincodes.latitude IS NOT NULL
        AND ${districtKey(sql.raw('pincodes.district'))} = ${districtKey(sql.raw('feed.district'))}
      GROUP BY feed.state, feed.district, feed.market
      ON CONFLICT (state, district, market) DO UPDATE
        SET latitude = excluded.latitude, longitude = excluded.longitude
        WHERE mandi_markets.latitude IS NULL AND excluded.latitude IS NOT NULL
      RETURNING id, state, district, market
    )
    SELECT id, state, district, market FROM added
    UNION ALL
    SELECT mandi_markets.id, mandi_markets.state, mandi_markets.district, mandi_markets.market
    FROM mandi_markets JOIN feed USING (state, district, market)`)
  const ids = new Map(rowsOf<Place & { id: number }>(result).map((row) => [placeKey(row), Number(row.id)]))
  // Another ingest adding the same market at this moment: its row is not visible yet. The job is retried.
  const missing = unique.filter((place) => !ids.has(placeKey(place)))
  if (missing.length > 0) throw new Error(`${missing.length} markets were being added by another ingest`)
  return ids
}

const rowKey = (row: MandiRow) =>
  JSON.stringify([row.state, row.district, row.market, row.commodity, row.variety, row.grade, row.arrivalDate])

/**
 * Writes `rows` (one page) in one multi-row insert. Live rows: a rate already stored for that
 * market, commodity, variety, grade and day takes the new prices, and is live (not demo) from then
 * on; returns the rows written. Demo rows never replace a stored one; returns the rows added.
 */
async function storeRows(db: Db, rows: readonly MandiRow[], demo: boolean): Promise<number> {
  // One statement cannot write a row twice: a record repeated within the page counts once, the last.
  const distinct = [...new Map(rows.map((row) => [rowKey(row), row])).values()]
  if (distinct.length === 0) return 0
  const ids = await marketIds(db, distinct)
  let written = 0
  for (let start = 0; start < distinct.length; start += ROWS_PER_INSERT) {
    const values = distinct.slice(start, start + ROWS_PER_INSERT).map((row) => ({
      marketId: ids.get(placeKey(row))!,
      commodity: row.commodity,
      variety: row.variety,
      grade: row.grade,
      arrivalDate: row.arrivalDate,
      crop: cropOfCommodity(row.commodity),
      minPrice: row.minPrice,
      maxPrice: row.maxPrice,
      modalPrice: row.modalPrice,
      demo,
    }))
    const target = [mandiPrices.marketId, mandiPrices.commodity, mandiPrices.variety, mandiPrices.grade, mandiPrices.arrivalDate]
    if (demo) {
      const added = await db
        .insert(mandiPrices)
        .values(values)
        .onConflictDoNothing({ target })
        .returning({ marketId: mandiPrices.marketId })
      written += added.length
    } else {
      await db
        .insert(mandiPrices)
        .values(values)
        .onConflictDoUpdate({
          target,
          set: {
            crop: sql`excluded.crop`,
            minPrice: sql`excluded.min_price`,
            maxPrice: sql`excluded.max_price`,
            modalPrice: sql`excluded.modal_price`,
            demo: false,
            fetchedAt: sql`now()`,
          },
        })
      written += values.length
    }
  }
  return written
}

/**
 * Reads the feed's records of `date` (YYYY-MM-DD, India's day) and stores them. Every page is read
 * before anything is written, and all is written in one transaction: a day that fails midway (a
 * timeout, a refused key, a broken page) throws and leaves nothing of itself behind, for the job
 * to retry. A malformed record is refused with one warning and the rest of the day is stored.
 * Once a day is stored, the demo's made-up rates go: real ones are here.
 */
export async function ingestDay(deps: IngestDeps, date: string): Promise<IngestResult> {
  const { url, key, timeoutMs, pageSize } = deps.config.mandi
  if (key === undefined) throw new Error('The mandi price feed needs MANDI_API_KEY')
  const started = Date.now()
  const pages: MandiRow[][] = []
  let refused = 0
  for await (const page of fetchMandiDay({ url, key, timeoutMs, pageSize }, date)) {
    const rows: MandiRow[] = []
    page.records.forEach((record, index) => {
      const parsed = parseMandiRecord(record)
      if ('row' in parsed) {
        rows.push(parsed.row)
        return
      }
      refused += 1
      deps.log.warn({ date, index: page.offset + index, fields: parsed.fields }, 'mandi record refused')
    })
    pages.push(rows)
  }

  const stored = await deps.db.transaction(async (tx) => {
    let written = 0
    for (const rows of pages) written += await storeRows(tx, rows, false)
    await tx.delete(mandiPrices).where(eq(mandiPrices.demo, true))
    return written
  })
  const result = { stored, refused, pages: pages.length }
  if (stored === 0) deps.log.info({ date, ...result }, 'mandi feed has no rates for the day')
  else deps.log.info({ date, ...result, ms: Date.now() - started }, 'mandi rates stored')
  return result
}

/**
 * Deletes the rates of days more than `config.mandi.keepDays` before `today` (YYYY-MM-DD, India's
 * day): no screen reads them (the history is MANDI_HISTORY_DAYS long), and a feed of thousands of
 * rows a day would otherwise grow the table without end. Returns the rows deleted.
 */
export async function pruneRates(deps: IngestDeps, today: string): Promise<number> {
  const before = addDays(today, 1 - deps.config.mandi.keepDays)
  // Counted in the database: the first run on a table of years may delete millions of rows.
  const gone = deps.db
    .$with('gone')
    .as(deps.db.delete(mandiPrices).where(lt(mandiPrices.arrivalDate, before)).returning({ marketId: mandiPrices.marketId }))
  const [row] = await deps.db
    .with(gone)
    .select({ deleted: sql<number>`count(*)::int` })
    .from(gone)
  const deleted = row?.deleted ?? 0
  if (deleted > 0) deps.log.info({ before, deleted }, 'old mandi rates deleted')
  return deleted
}

/** Whether the feed's rates of `since` (YYYY-MM-DD) or later are stored: not on a new server, nor after days without the feed. */
export async function hasLiveRatesSince(deps: Pick<IngestDeps, 'db'>, since: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ found: sql<boolean>`true` })
    .from(mandiPrices)
    .where(and(eq(mandiPrices.demo, false), gte(mandiPrices.arrivalDate, since)))
    .limit(1)
  return row !== undefined
}

/**
 * The demo's markets: real mandis near the demo farms (db/demo-data), each with the commodities
 * the farms around it list (so every demo listing's crop has rates) and a plausible modal rate in
 * ₹ per quintal for December.
 */
export const DEMO_MARKETS: readonly (Place & { commodities: readonly { commodity: string; modal: number }[] })[] = [
  {
    state: 'Maharashtra',
    district: 'Nashik',
    market: 'Lasalgaon',
    commodities: [
      { commodity: 'Onion', modal: 2300 },
      { commodity: 'Tomato', modal: 1700 },
    ],
  },
  {
    state: 'Maharashtra',
    district: 'Nashik',
    market: 'Nashik',
    commodities: [
      { commodity: 'Onion', modal: 2200 },
      { commodity: 'Tomato', modal: 1800 },
      { commodity: 'Grapes', modal: 6500 },
      { commodity: 'Capsicum', modal: 3400 },
      { commodity: 'Coriander(Leaves)', modal: 2600 },
      { commodity: 'Methi(Leaves)', modal: 2000 },
    ],
  },
  {
    state: 'Maharashtra',
    district: 'Ratnagiri',
    market: 'Ratnagiri (Nachane)',
    commodities: [
      { commodity: 'Mango', modal: 9000 },
      { commodity: 'Cashewnuts', modal: 13500 },
      { commodity: 'Rice', modal: 3400 },
      { commodity: 'Coconut', modal: 3000 },
    ],
  },
  {
    state: 'Andhra Pradesh',
    district: 'Guntur',
    market: 'Guntur',
    commodities: [
      { commodity: 'Dry Chillies', modal: 14500 },
      { commodity: 'Turmeric', modal: 12800 },
      { commodity: 'Capsicum', modal: 3600 },
      { commodity: 'Tomato', modal: 1500 },
    ],
  },
  {
    state: 'Punjab',
    district: 'Ludhiana',
    market: 'Ludhiana',
    commodities: [
      { commodity: 'Wheat', modal: 2450 },
      { commodity: 'Rice', modal: 6500 },
      { commodity: 'Potato', modal: 1300 },
      { commodity: 'Mustard', modal: 6100 },
      { commodity: 'Green Gram (Moong)(Whole)', modal: 7900 },
      { commodity: 'Kinnow', modal: 3000 },
    ],
  },
  {
    state: 'Kerala',
    district: 'Idukki',
    market: 'Kattappana',
    commodities: [
      { commodity: 'Cardamoms', modal: 245000 },
      { commodity: 'Black pepper', modal: 66000 },
      { commodity: 'Banana', modal: 3800 },
      { commodity: 'Ginger(Green)', modal: 4800 },
    ],
  },
  {
    state: 'Madhya Pradesh',
    district: 'Sehore',
    market: 'Sehore',
    commodities: [
      { commodity: 'Wheat', modal: 2500 },
      { commodity: 'Soyabean', modal: 4500 },
      { commodity: 'Kabuli Chana(Chickpeas-White)', modal: 8500 },
      { commodity: 'Arhar (Tur/Red Gram)(Whole)', modal: 7600 },
      { commodity: 'Dry Chillies', modal: 13500 },
    ],
  },
  {
    state: 'Sikkim',
    district: 'South District',
    market: 'Jorethang',
    commodities: [
      { commodity: 'Ginger(Green)', modal: 5200 },
      { commodity: 'Large Cardamom', modal: 150000 },
      { commodity: 'Green Chilli', modal: 6000 },
      { commodity: 'Orange', modal: 4200 },
    ],
  },
  {
    state: 'Rajasthan',
    district: 'Nagaur',
    market: 'Nagaur',
    commodities: [
      { commodity: 'Cummin Seed(Jeera)', modal: 21500 },
      { commodity: 'Bajra(Pearl Millet/Cumbu)', modal: 2350 },
      { commodity: 'Green Gram (Moong)(Whole)', modal: 7700 },
      { commodity: 'Methi Seeds', modal: 5600 },
      { commodity: 'Mustard', modal: 6000 },
    ],
  },
]

/** A number in [0, 1) from `text` (FNV-1a): the same text, the same number, on every run. */
function unitHash(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) / 2 ** 32
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * One demo rate: a function of the market, the commodity and the calendar day alone, so a day's
 * rate never changes between runs. The modal price swings slowly about the commodity's (a cycle
 * of a few weeks, ±9 %) with a little noise each day (±3 %); min and max lie around it.
 */
export function demoRate(market: string, commodity: string, modal: number, date: string) {
  const day = Date.parse(`${date}T00:00:00Z`) / DAY_MS
  const phase = unitHash(`${market}|${commodity}`) * 2 * Math.PI
  const noise = (seed: string) => unitHash(`${market}|${commodity}|${date}|${seed}`)
  const todays = modal * (1 + 0.09 * Math.sin(phase + (2 * Math.PI * day) / 23) + 0.06 * (noise('modal') - 0.5))
  const modalPrice = Math.round(todays)
  return {
    minPrice: Math.round(todays * (0.8 + 0.08 * noise('min'))),
    modalPrice,
    maxPrice: Math.round(todays * (1.08 + 0.1 * noise('max'))),
  }
}

/**
 * The embedded demo's mandi rates (MANDI_API_KEY unset, demo data loaded): made-up rows, marked
 * demo, for DEMO_MARKETS over the MANDI_HISTORY_DAYS days up to `today` (YYYY-MM-DD). Days already
 * there are left as they are, so it may run any number of times; returns the rows it added.
 */
export async function fillDemoRates(deps: IngestDeps, today: string): Promise<number> {
  if (deps.config.mandi.source !== 'demo') return 0
  const rows: MandiRow[] = []
  for (let back = MANDI_HISTORY_DAYS - 1; back >= 0; back -= 1) {
    const date = addDays(today, -back)
    for (const { commodities, ...place } of DEMO_MARKETS) {
      for (const { commodity, modal } of commodities) {
        rows.push({ ...place, commodity, variety: '', grade: 'FAQ', arrivalDate: date, ...demoRate(place.market, commodity, modal, date) })
      }
    }
  }
  const added = await storeRows(deps.db, rows, true)
  deps.log.info({ today, added }, 'demo mandi rates filled')
  return added
}
