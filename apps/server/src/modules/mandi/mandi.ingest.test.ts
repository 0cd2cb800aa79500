import { addDays } from '@app/shared/calendar'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { MANDI_HISTORY_DAYS } from '@app/shared/mandi'
import {
  FAKE_MALFORMED_DAY_SIZE,
  FAKE_MALFORMED_INDEX,
  FAKE_MANDI_DAYS,
  FAKE_MANDI_KEY,
  fakeMandiRecords,
  startFakeMandi,
  type FakeMandi,
} from '@app/test-support/fake-mandi'
import { todayInIndia } from '@app/shared/buyer-requests'
import type { Config } from '#src/config'
import { rowsOf } from '#src/db/client'
import { demoProducts } from '#src/db/demo-data/index'
import { mandiMarkets, mandiPrices, pincodes } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { MandiUpstreamError } from './mandi.client'
import { DEMO_MARKETS, fillDemoRates, ingestDay, pruneRates, type IngestDeps } from './mandi.ingest'
import mandiJobs, { MANDI_DEMO_QUEUE, MANDI_INGEST_QUEUE } from './mandi.jobs'

/** Small pages, so a dozen records take several. */
const PAGE_SIZE = 4
/** Ample for a loopback answer on a busy machine; the slow day's test sets SLOW_TIMEOUT_MS, under the fake's slow pages. */
const TIMEOUT_MS = 5_000
const SLOW_TIMEOUT_MS = 1_000
const SLOW_PAGE_MS = 4_000

let fake: FakeMandi
let t: TestApp
const lines: string[] = []
/** The JSON log lines written since the test began. */
const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>)

function deps(mandi: Partial<Config['mandi']> = {}): IngestDeps {
  return { db: t.app.db, log: t.app.log, config: { ...t.config, mandi: { ...t.config.mandi, ...mandi } } }
}

/** Stores each day of `days` ([date, how many records]) as the fake feed gives it. */
async function ingestFakeDays(...days: [date: string, records: number][]) {
  for (const [date, records] of days) {
    fake.setDay(date, fakeMandiRecords(date, records))
    await ingestDay(deps(), date)
  }
}

async function pricesOf(date: string) {
  return t.app.db
    .select({
      market: mandiMarkets.market,
      commodity: mandiPrices.commodity,
      variety: mandiPrices.variety,
      crop: mandiPrices.crop,
      modalPrice: mandiPrices.modalPrice,
      minPrice: mandiPrices.minPrice,
      maxPrice: mandiPrices.maxPrice,
      demo: mandiPrices.demo,
    })
    .from(mandiPrices)
    .innerJoin(mandiMarkets, eq(mandiMarkets.id, mandiPrices.marketId))
    .where(eq(mandiPrices.arrivalDate, date))
    .orderBy(mandiPrices.modalPrice)
}

async function demoRowCount(): Promise<number> {
  const [row] = rowsOf<{ count: string | number }>(await t.app.db.execute(sql`SELECT count(*) AS count FROM mandi_prices WHERE demo`))
  return Number(row!.count)
}

beforeAll(async () => {
  fake = await startFakeMandi({ slowMs: SLOW_PAGE_MS })
  t = await buildTestApp(
    {
      LOG_LEVEL: 'info',
      MANDI_API_URL: fake.url,
      MANDI_API_KEY: FAKE_MANDI_KEY,
      MANDI_PAGE_SIZE: String(PAGE_SIZE),
      MANDI_TIMEOUT_MS: String(TIMEOUT_MS),
    },
    { logStream: { write: (line) => lines.push(line) } },
  )
})
afterAll(async () => {
  await t?.close()
  await fake?.close()
})
beforeEach(() => {
  lines.length = 0
})

describe('ingestDay', () => {
  it('pages through a day by offset and stores every record, crops mapped', async () => {
    const date = '2026-02-01'
    fake.setDay(date, fakeMandiRecords(date, 10))

    expect(await ingestDay(deps(), date)).toEqual({ stored: 10, refused: 0, pages: 3 })

    expect(fake.requestsFor(date).map(({ offset, limit }) => ({ offset, limit }))).toEqual([
      { offset: 0, limit: PAGE_SIZE },
      { offset: 4, limit: PAGE_SIZE },
      { offset: 8, limit: PAGE_SIZE },
    ])
    const rows = await pricesOf(date)
    expect(rows).toHaveLength(10)
    const byVariety = new Map(rows.map((row) => [row.variety, row]))
    fakeMandiRecords(date, 10).forEach((record) => {
      const row = byVariety.get(record.variety)!
      expect(row).toMatchObject({
        market: record.market,
        commodity: record.commodity,
        modalPrice: Number(record.modal_price),
        minPrice: Number(record.min_price),
        maxPrice: Number(record.max_price),
        demo: false,
      })
    })
    expect(byVariety.get('Lot 1')!.crop).toBe('onion')
    expect(byVariety.get('Lot 6')!.crop).toBe('tomato')
  })

  it('stops when the offset reaches the total, without asking for an empty page', async () => {
    const date = '2026-02-02'
    fake.setDay(date, fakeMandiRecords(date, 8))
    expect(await ingestDay(deps(), date)).toEqual({ stored: 8, refused: 0, pages: 2 })
    expect(fake.requestsFor(date).map((request) => request.offset)).toEqual([0, 4])
  })

  it('takes a day again with its new prices, without repeating a row', async () => {
    const date = '2026-02-03'
    const records = fakeMandiRecords(date, 5)
    fake.setDay(date, records)
    await ingestDay(deps(), date)
    fake.setDay(date, [{ ...records[0]!, min_price: 100, modal_price: 150, max_price: 200 }, ...records.slice(1)])

    expect(await ingestDay(deps(), date)).toEqual({ stored: 5, refused: 0, pages: 2 })
    const rows = await pricesOf(date)
    expect(rows).toHaveLength(5)
    expect(rows[0]).toMatchObject({ variety: 'Lot 1', minPrice: 100, modalPrice: 150, maxPrice: 200 })
  })

  it('stores nothing for a day without data, and says so', async () => {
    const date = '2026-02-04'
    expect(await ingestDay(deps(), date)).toEqual({ stored: 0, refused: 0, pages: 1 })
    expect(await pricesOf(date)).toEqual([])
    expect(logged().some((line) => line.msg === 'mandi feed has no rates for the day' && line.date === date)).toBe(true)
  })

  it('refuses a malformed record with one warning and stores every other one', async () => {
    const date = FAKE_MANDI_DAYS.malformed
    expect(await ingestDay(deps(), date)).toEqual({ stored: FAKE_MALFORMED_DAY_SIZE - 1, refused: 1, pages: 3 })

    const rows = await pricesOf(date)
    expect(rows).toHaveLength(FAKE_MALFORMED_DAY_SIZE - 1)
    expect(rows.map((row) => row.variety)).not.toContain(`Lot ${FAKE_MALFORMED_INDEX + 1}`)
    const warnings = logged().filter((line) => line.level === 40)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatchObject({ msg: 'mandi record refused', date, index: FAKE_MALFORMED_INDEX, fields: ['modal_price'] })
    expect(lines.join('')).not.toContain(FAKE_MANDI_KEY)
  })

  it('refuses records with missing names, bad dates or prices, naming the fields', async () => {
    const date = '2026-02-05'
    const [good, ...rest] = fakeMandiRecords(date, 6)
    fake.setDay(date, [
      good,
      { ...rest[0], market: '   ' },
      { ...rest[1], arrival_date: '31/02/2026' },
      { ...rest[2], min_price: '-5' },
      { ...rest[3], modal_price: 'NR', max_price: null },
      { ...rest[4], variety: '  Local   Red ', grade: undefined, min_price: 1000, modal_price: 1200.5, max_price: '1400' },
    ])
    expect(await ingestDay(deps(), date)).toEqual({ stored: 2, refused: 4, pages: 2 })
    const warnings = logged().filter((line) => line.msg === 'mandi record refused')
    expect(warnings.map(({ index, fields }) => ({ index, fields }))).toEqual([
      { index: 1, fields: ['market'] },
      { index: 2, fields: ['arrival_date'] },
      { index: 3, fields: ['min_price'] },
      { index: 4, fields: ['max_price', 'modal_price'] },
    ])
    const rows = await pricesOf(date)
    expect(rows.map(({ variety, modalPrice }) => ({ variety, modalPrice }))).toEqual([
      { variety: 'Local Red', modalPrice: 1200.5 },
      { variety: good!.variety, modalPrice: Number(good!.modal_price) },
    ])
  })

  it('fails with a timeout when a page is too slow, and stores none of the day', async () => {
    const date = FAKE_MANDI_DAYS.slow
    const failure = await ingestDay(deps({ timeoutMs: SLOW_TIMEOUT_MS }), date).catch((err: unknown) => err)
    expect(failure).toBeInstanceOf(MandiUpstreamError)
    expect((failure as MandiUpstreamError).failure).toBe('timeout')
    // The first page came back; the second did not.
    expect(fake.requestsFor(date).map((request) => request.offset)).toEqual([0, 4])
    expect(await pricesOf(date)).toEqual([])
  })

  it('fails on a server error, and on a refused key without ever writing the key down', async () => {
    const failing = await ingestDay(deps(), FAKE_MANDI_DAYS.failing).catch((err: unknown) => err)
    expect(failing).toMatchObject({ name: 'MandiUpstreamError', failure: 'bad-answer', message: 'status 500' })

    const date = '2026-02-06'
    fake.setDay(date, fakeMandiRecords(date, 3))
    const wrongKey = 'not-the-key-9876'
    const refused = await ingestDay(deps({ key: wrongKey }), date).catch((err: unknown) => err)
    expect(refused).toMatchObject({ name: 'MandiUpstreamError', failure: 'refused-key' })
    expect(String((refused as Error).message)).not.toContain(wrongKey)
    expect(fake.requestsFor(date)).toEqual([{ date, offset: 0, limit: PAGE_SIZE, keyAccepted: false }])
    expect(await pricesOf(date)).toEqual([])
  })

  it('places a new market at the middle of its district’s PIN codes, whatever its spelling', async () => {
    const date = '2026-02-07'
    const [record] = fakeMandiRecords(date, 1)
    fake.setDay(date, [
      { ...record, state: 'maharashtra', district: 'PUNE', market: 'Manchar' },
      { ...record, state: 'Chattisgarh', district: 'Raipur', market: 'Raipur' },
      { ...record, state: 'Maharashtra', district: 'Nowhere Ghat', market: 'Nowhere' },
      { ...record, state: 'Narnia', district: 'Pune', market: 'Cair Paravel' },
    ])
    await ingestDay(deps(), date)

    const middle = async (state: string, district: string) => {
      const [row] = rowsOf<{ latitude: number; longitude: number }>(
        await t.app.db.execute(
          sql`SELECT avg(latitude) AS latitude, avg(longitude) AS longitude FROM pincodes WHERE state = ${state} AND district = ${district}`,
        ),
      )
      return { latitude: Number(row!.latitude), longitude: Number(row!.longitude) }
    }
    const placed = async (market: string) => {
      const [row] = await t.app.db.select().from(mandiMarkets).where(eq(mandiMarkets.market, market))
      return row!
    }
    const pune = await middle('Maharashtra', 'Pune')
    expect(pune.latitude).toBeGreaterThan(18)
    const manchar = await placed('Manchar')
    expect(manchar).toMatchObject({ state: 'maharashtra', district: 'PUNE' })
    expect(manchar.latitude).toBeCloseTo(pune.latitude, 6)
    expect(manchar.longitude).toBeCloseTo(pune.longitude, 6)
    const raipur = await placed('Raipur')
    expect(raipur.latitude).toBeCloseTo((await middle('Chhattisgarh', 'Raipur')).latitude, 6)
    expect(await placed('Nowhere')).toMatchObject({ latitude: null, longitude: null })
    expect(await placed('Cair Paravel')).toMatchObject({ latitude: null, longitude: null })
  })

  it('places a market it could not place once the PIN code directory knows its district', async () => {
    const later = (date: string) => ({ ...fakeMandiRecords(date, 1)[0]!, state: 'Maharashtra', district: 'Later Ghat', market: 'Later' })
    fake.setDay('2026-02-11', [later('2026-02-11')])
    await ingestDay(deps(), '2026-02-11')
    const placed = async () => (await t.app.db.select().from(mandiMarkets).where(eq(mandiMarkets.market, 'Later')))[0]!
    expect(await placed()).toMatchObject({ latitude: null, longitude: null })

    const pin = '400999'
    expect(await t.app.db.select().from(pincodes).where(eq(pincodes.pin, pin))).toEqual([])
    await t.app.db.insert(pincodes).values({ pin, district: 'Later Ghat', state: 'Maharashtra', latitude: 19.5, longitude: 73.5 })
    try {
      fake.setDay('2026-02-12', [later('2026-02-12')])
      await ingestDay(deps(), '2026-02-12')
      const now = await placed()
      expect(now).toMatchObject({ latitude: 19.5, longitude: 73.5 })
      // The same market, with both days' rates.
      const days = await t.app.db.select({ date: mandiPrices.arrivalDate }).from(mandiPrices).where(eq(mandiPrices.marketId, now.id))
      expect(days.map((day) => day.date).sort()).toEqual(['2026-02-11', '2026-02-12'])
    } finally {
      await t.app.db.delete(pincodes).where(eq(pincodes.pin, pin))
    }
  })

  it('keeps one market for every day it trades', async () => {
    const first = '2026-02-08'
    const second = '2026-02-09'
    await ingestFakeDays([first, 5], [second, 5])
    const markets = await t.app.db.select().from(mandiMarkets).where(eq(mandiMarkets.market, 'Lasalgaon APMC'))
    expect(markets).toHaveLength(1)
    const days = await t.app.db
      .select({ date: mandiPrices.arrivalDate })
      .from(mandiPrices)
      .where(and(eq(mandiPrices.marketId, markets[0]!.id), eq(mandiPrices.variety, 'Lot 1')))
    expect(days.map((day) => day.date).sort()).toContain(second)
  })
})

describe('pruneRates', () => {
  it('deletes the days older than the days kept, and keeps the rest', async () => {
    const old = '2025-01-01'
    const kept = '2025-01-31'
    await ingestFakeDays([old, 3], [kept, 2])

    // Thirty days kept up to 1 March: from 31 January on.
    expect(await pruneRates(deps({ keepDays: 30 }), '2025-03-01')).toBe(3)
    expect(await pricesOf(old)).toEqual([])
    expect(await pricesOf(kept)).toHaveLength(2)
    expect(logged()).toContainEqual(expect.objectContaining({ msg: 'old mandi rates deleted', before: kept, deleted: 3 }))
    expect(await pruneRates(deps({ keepDays: 30 }), '2025-03-01')).toBe(0)
  })
})

describe('demo rates', () => {
  const today = '2026-03-15'

  it('fills the last days for markets near the demo farms, once, and a live ingest removes them', async () => {
    const perDay = DEMO_MARKETS.reduce((sum, market) => sum + market.commodities.length, 0)
    expect(await fillDemoRates(deps({ source: 'demo' }), today)).toBe(perDay * MANDI_HISTORY_DAYS)
    expect(await fillDemoRates(deps({ source: 'demo' }), today)).toBe(0)
    // The next day adds that day alone.
    expect(await fillDemoRates(deps({ source: 'demo' }), addDays(today, 1))).toBe(perDay)
    expect(await demoRowCount()).toBe(perDay * (MANDI_HISTORY_DAYS + 1))

    const rows = await pricesOf(today)
    expect(rows).toHaveLength(perDay)
    for (const row of rows) {
      expect(row.demo).toBe(true)
      expect(row.minPrice).toBeGreaterThan(0)
      expect(row.minPrice).toBeLessThanOrEqual(row.modalPrice)
      expect(row.modalPrice).toBeLessThanOrEqual(row.maxPrice)
    }
    expect(await pricesOf(addDays(today, 1 - MANDI_HISTORY_DAYS))).toHaveLength(perDay)
    expect(await pricesOf(addDays(today, -MANDI_HISTORY_DAYS))).toEqual([])

    // Every demo market is placed: the demo's lookups measure distances from the farms.
    const unplaced = await t.app.db
      .select()
      .from(mandiMarkets)
      .where(
        and(
          isNull(mandiMarkets.latitude),
          inArray(
            mandiMarkets.market,
            DEMO_MARKETS.map((market) => market.market),
          ),
        ),
      )
    expect(unplaced).toEqual([])

    // Prices wander from day to day.
    const onion = await t.app.db
      .select({ modalPrice: mandiPrices.modalPrice })
      .from(mandiPrices)
      .innerJoin(mandiMarkets, eq(mandiMarkets.id, mandiPrices.marketId))
      .where(and(eq(mandiMarkets.market, 'Lasalgaon'), eq(mandiPrices.commodity, 'Onion')))
    expect(new Set(onion.map((row) => row.modalPrice)).size).toBeGreaterThan(10)

    const date = '2026-02-10'
    fake.setDay(date, fakeMandiRecords(date, 2))
    await ingestDay(deps(), date)
    expect(await demoRowCount()).toBe(0)
    expect(await pricesOf(date)).toHaveLength(2)
  })

  it('has rates for the crop of every demo listing that names one', async () => {
    await fillDemoRates(deps({ source: 'demo' }), today)
    const names = sql.join(
      demoProducts.map((product) => sql`(${product.name}::text)`),
      sql`, `,
    )
    const result = await t.app.db.execute(sql`
      SELECT DISTINCT crop_of_name(name) AS crop FROM (VALUES ${names}) AS listing(name)
      WHERE crop_of_name(name) IS NOT NULL
        AND crop_of_name(name) NOT IN (SELECT crop FROM mandi_prices WHERE demo AND crop IS NOT NULL AND arrival_date = ${today})`)
    expect(rowsOf<{ crop: string }>(result)).toEqual([])
    const crops = await t.app.db.selectDistinct({ crop: mandiPrices.crop }).from(mandiPrices).where(eq(mandiPrices.demo, true))
    expect(crops.map((row) => row.crop)).toEqual(
      expect.arrayContaining(['tomato', 'onion', 'potato', 'wheat', 'rice', 'cardamom', 'cumin']),
    )
  })

  it('adds nothing unless the demo is the source', async () => {
    expect(await fillDemoRates(deps({ source: 'off' }), '2026-04-01')).toBe(0)
    expect(await fillDemoRates(deps({ source: 'api' }), '2026-04-01')).toBe(0)
    expect(await pricesOf('2026-04-01')).toEqual([])
  })
})

describe('mandi jobs', () => {
  /** The plugin on its own instance, over the test app's database and job queue. */
  async function startJobs(source: Config['mandi']['source']) {
    const instance = Fastify({ logger: false })
    instance.decorate('config', { ...t.config, mandi: { ...t.config.mandi, source } })
    instance.decorate('db', t.app.db)
    instance.decorate('jobs', t.app.jobs)
    await instance.register(mandiJobs)
    await instance.ready()
    return instance
  }
  async function schedules(): Promise<string[]> {
    const result = await t.app.db.execute(
      sql`SELECT name FROM pgboss.schedule WHERE name IN (${MANDI_INGEST_QUEUE}, ${MANDI_DEMO_QUEUE}) ORDER BY name`,
    )
    return rowsOf<{ name: string }>(result).map((row) => row.name)
  }

  it('fills demo rates at start and daily, reads the feed at start and daily once there is a key, and neither when off', async () => {
    await t.app.db.delete(mandiPrices)
    const demo = await startJobs('demo')
    expect(await schedules()).toEqual([MANDI_DEMO_QUEUE])
    // The job sent at start fills today's rates.
    await vi.waitFor(async () => expect((await pricesOf(todayInIndia())).length).toBeGreaterThan(0), { timeout: 15_000, interval: 200 })
    await demo.close()

    const live = await startJobs('api')
    expect(await schedules()).toEqual([MANDI_INGEST_QUEUE])
    const today = todayInIndia()
    fake.setDay(today, fakeMandiRecords(today, 3))
    await t.app.jobs.send(t.app.db, MANDI_INGEST_QUEUE, {})
    await vi.waitFor(async () => expect(await pricesOf(today)).toHaveLength(3), { timeout: 15_000, interval: 200 })
    expect(fake.requestsFor(addDays(today, -1)).length).toBeGreaterThan(0)
    expect(await demoRowCount()).toBe(0)
    await live.close()

    const off = await startJobs('off')
    expect(await schedules()).toEqual([])
    await off.close()
  })
})
