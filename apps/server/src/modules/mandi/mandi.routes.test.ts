import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { todayInIndia } from '@app/shared/buyer-requests'
import { MANDI_HISTORY_DAYS, MANDI_RECENT_DAYS, PriceReferenceSchema, type PriceReference } from '@app/shared/mandi'
import { en } from '@app/shared/messages/en'
import { mandiMarkets, mandiPrices, orderEvents, orderLines, orders } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { createProduct, createSignedInUser } from '../../../test/factories'

type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>

const TODAY = todayInIndia()
const DAY_MS = 24 * 60 * 60 * 1000

function daysAgo(days: number): string {
  const date = new Date(`${TODAY}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

/** Nashik's PIN code, with Lasalgaon about 50 km away and Pune about 165 km. */
const NASHIK_PIN = '422001'
const MARKETS = [
  { state: 'Maharashtra', district: 'Nashik', market: 'Lasalgaon APMC', latitude: 20.15, longitude: 74.23 },
  { state: 'Maharashtra', district: 'Pune', market: 'Pune APMC', latitude: 18.52, longitude: 73.86 },
  { state: 'Delhi', district: 'New Delhi', market: 'Azadpur APMC', latitude: 28.71, longitude: 77.18 },
  { state: 'Gujarat', district: 'Unplaced', market: 'Nowhere APMC', latitude: null, longitude: null },
]

async function get(t: TestApp, query: Record<string, string>, language = 'en') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/prices?${new URLSearchParams(query)}`,
    headers: { 'accept-language': language },
  })
  return response
}

async function reference(t: TestApp, query: Record<string, string>, language = 'en'): Promise<PriceReference> {
  const response = await get(t, query, language)
  expect(response.statusCode, response.body).toBe(200)
  return PriceReferenceSchema.parse(response.json())
}

describe('GET /api/prices: mandi rates', () => {
  let t: TestApp
  const ids = new Map<string, number>()

  beforeAll(async () => {
    t = await buildTestApp({ MANDI_API_KEY: 'test-key', MANDI_API_URL: 'http://127.0.0.1:9' })
    const rows = await t.app.db.insert(mandiMarkets).values(MARKETS).returning({ id: mandiMarkets.id, market: mandiMarkets.market })
    for (const row of rows) ids.set(row.market, row.id)
    const price = (market: string, day: number, modal: number, extra: Partial<typeof mandiPrices.$inferInsert> = {}) => ({
      marketId: ids.get(market)!,
      commodity: 'Tomato',
      crop: 'tomato',
      variety: 'Hybrid',
      grade: 'FAQ',
      arrivalDate: daysAgo(day),
      minPrice: modal - 400,
      maxPrice: modal + 400,
      modalPrice: modal,
      ...extra,
    })
    await t.app.db.insert(mandiPrices).values([
      // Lasalgaon: today two varieties (their modal prices' median is the market's), a month of history.
      price('Lasalgaon APMC', 0, 2000),
      price('Lasalgaon APMC', 0, 2400, { variety: 'Local', minPrice: 1500, maxPrice: 3000 }),
      ...Array.from({ length: MANDI_HISTORY_DAYS + 5 }, (_, index) => price('Lasalgaon APMC', index + 1, 1800 + index * 10)),
      price('Pune APMC', 2, 2600),
      price('Azadpur APMC', 1, 3000),
      price('Nowhere APMC', 0, 1000),
      // Too old to be "today's": Pune's newest day counts, this one does not show.
      price('Pune APMC', MANDI_RECENT_DAYS + 3, 9000, { variety: 'Old' }),
      // Another crop at the same market.
      { ...price('Lasalgaon APMC', 0, 1500), commodity: 'Onion', crop: 'onion' },
    ])
  })
  afterAll(async () => {
    await t?.close()
  })

  it('lists the nearest markets first, each at its latest day, in ₹ per kg', async () => {
    const answer = await reference(t, { crop: 'Tomato', pin: NASHIK_PIN, unit: 'kg' })
    expect(answer).toMatchObject({ crop: 'tomato', cropName: 'Tomato', unit: 'kg', comparable: true })
    expect(answer.mandi?.demo).toBe(false)
    const markets = answer.mandi!.markets
    expect(markets.map((market) => market.market)).toEqual(['Lasalgaon APMC', 'Pune APMC', 'Azadpur APMC'])
    expect(markets[0]).toMatchObject({ district: 'Nashik', state: 'Maharashtra', date: TODAY, minPrice: 15, maxPrice: 30, modalPrice: 22 })
    expect(markets[0]!.distanceKm).toBeGreaterThan(20)
    expect(markets[0]!.distanceKm).toBeLessThan(80)
    expect(markets[1]).toMatchObject({ date: daysAgo(2), modalPrice: 26 })
    expect(markets[1]!.distanceKm).toBeGreaterThan(markets[0]!.distanceKm!)
    expect(markets[0]!.history).toBeUndefined()
  })

  it('converts quintal rates to the listing’s unit, and has none for a unit that is not a weight', async () => {
    const inTonnes = await reference(t, { crop: 'tomato', pin: NASHIK_PIN, unit: 'tonne' })
    expect(inTonnes.mandi!.markets[0]).toMatchObject({ minPrice: 15_000, modalPrice: 22_000, maxPrice: 30_000 })
    const inQuintals = await reference(t, { crop: 'tomato', pin: NASHIK_PIN, unit: 'quintal' })
    expect(inQuintals.mandi!.markets[0]).toMatchObject({ modalPrice: 2200 })
    const inGrams = await reference(t, { crop: 'tomato', pin: NASHIK_PIN, unit: 'gram' })
    expect(inGrams.mandi!.markets[0]).toMatchObject({ modalPrice: 0.02 })

    const inDozens = await reference(t, { crop: 'tomato', pin: NASHIK_PIN, unit: 'dozen' })
    expect(inDozens).toMatchObject({ crop: 'tomato', comparable: false, mandi: { markets: [] }, ownPrices: [] })
  })

  it('finds the crop by its name in any language or a listing’s name, and names it in the reader’s language', async () => {
    const hindi = await reference(t, { crop: 'टमाटर', pin: NASHIK_PIN }, 'hi')
    expect(hindi).toMatchObject({ crop: 'tomato', cropName: 'टमाटर' })
    expect(hindi.mandi!.markets[0]!.market).toBe('Lasalgaon APMC')
    expect(await reference(t, { crop: 'tamatar' })).toMatchObject({ crop: 'tomato' })
    expect(await reference(t, { crop: 'Fresh Nashik Onions' })).toMatchObject({ crop: 'onion' })

    const unknown = await reference(t, { crop: 'Bicycle' })
    expect(unknown).toMatchObject({ crop: null, cropName: null, mandi: { markets: [] }, ownPrices: [] })
  })

  it('without a PIN code, lists the latest days first', async () => {
    const answer = await reference(t, { crop: 'tomato' })
    expect(answer.mandi!.markets.map((market) => [market.market, market.date, market.distanceKm])).toEqual([
      ['Lasalgaon APMC', TODAY, null],
      ['Nowhere APMC', TODAY, null],
      ['Azadpur APMC', daysAgo(1), null],
    ])
  })

  it('adds each market’s daily modal prices of the last 30 days when asked for history', async () => {
    const answer = await reference(t, { crop: 'tomato', pin: NASHIK_PIN, history: 'true' })
    const lasalgaon = answer.mandi!.markets[0]!
    expect(lasalgaon.history).toHaveLength(MANDI_HISTORY_DAYS)
    expect(lasalgaon.history![0]).toEqual({
      date: daysAgo(MANDI_HISTORY_DAYS - 1),
      modalPrice: (1800 + (MANDI_HISTORY_DAYS - 2) * 10) / 100,
    })
    expect(lasalgaon.history!.at(-1)).toEqual({ date: TODAY, modalPrice: 22 })
    // The page shows more markets than the form: every market with a recent rate here.
    expect(answer.mandi!.markets).toHaveLength(4)
    expect(answer.mandi!.markets.at(-1)).toMatchObject({ market: 'Nowhere APMC', distanceKm: null })
  })

  it('refuses bad input with the field’s message', async () => {
    const missing = await get(t, {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({ message: en['prices.cropRequired'], fieldErrors: { crop: [en['prices.cropRequired']] } })
    const long = await get(t, { crop: 'x'.repeat(61) })
    expect(long.statusCode).toBe(400)
    expect(long.json().fieldErrors.crop).toEqual([en['prices.cropTooLong']])
    const unit = await get(t, { crop: 'tomato', unit: 'barrel' })
    expect(unit.statusCode).toBe(400)
    expect(unit.json().fieldErrors.unit).toEqual([en['prices.unitInvalid']])
    const pin = await get(t, { crop: 'tomato', pin: '12345' })
    expect(pin.statusCode).toBe(400)
    expect(pin.json().fieldErrors.pin).toHaveLength(1)
  })
})

describe('GET /api/prices: KisanSetu’s own prices', () => {
  let t: TestApp
  let farmers: SignedIn[]
  let buyer: SignedIn

  beforeAll(async () => {
    // Production without an API key: no mandi rates at all, own prices still.
    t = await buildTestApp({ SEED_DEMO_DATA: 'false' })
    farmers = await Promise.all([
      createSignedInUser(t.app, 'farmer'),
      createSignedInUser(t.app, 'farmer'),
      createSignedInUser(t.app, 'farmer'),
    ])
    buyer = await createSignedInUser(t.app, 'buyer')
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A completed order of `farmer`'s listing at ₹`price` per `unit`, completed `daysAgo` days ago. */
  async function sold(
    farmer: SignedIn,
    options: { name?: string; pin?: string; price: number; unit?: 'kg' | 'quintal' | 'dozen'; daysAgo: number },
  ) {
    const product = await createProduct(t.app, farmer.user.id, {
      name: options.name ?? 'Tomato',
      unit: options.unit ?? 'kg',
      pricePerUnit: options.price,
      locationPin: options.pin ?? NASHIK_PIN,
    })
    const [order] = await t.app.db
      .insert(orders)
      .values({
        reference: `KS${randomBytes(5).toString('hex').toUpperCase()}`,
        buyerId: buyer.user.id,
        farmerId: farmer.user.id,
        status: 'completed',
        fulfilment: 'pickup',
        subtotal: options.price,
        total: options.price,
      })
      .returning({ id: orders.id })
    await t.app.db.insert(orderLines).values({
      orderId: order!.id,
      productId: product.id,
      productName: product.name,
      unit: product.unit,
      quantity: 1,
      pricePerUnit: options.price,
      amount: options.price,
    })
    await t.app.db.insert(orderEvents).values({
      orderId: order!.id,
      actor: 'buyer',
      actorId: buyer.user.id,
      status: 'completed',
      createdAt: new Date(Date.now() - options.daysAgo * DAY_MS),
    })
  }

  it('shows nothing until 3 orders from 2 farmers stand behind a figure, then the median and range', async () => {
    const [first, second, third] = farmers as [SignedIn, SignedIn, SignedIn]
    await sold(first, { price: 20, daysAgo: 1 })
    await sold(first, { price: 30, daysAgo: 2 })
    expect((await reference(t, { crop: 'tomato', pin: NASHIK_PIN })).ownPrices).toEqual([])
    // Three orders, but one farmer's: still nothing.
    await sold(first, { price: 26, daysAgo: 3 })
    expect((await reference(t, { crop: 'tomato', pin: NASHIK_PIN })).ownPrices).toEqual([])

    // A quintal sold at ₹2,400 is ₹24 a kg; the 20-day-old sale counts in the 30-day window only.
    await sold(second, { price: 2400, unit: 'quintal', daysAgo: 4 })
    await sold(third, { price: 10, daysAgo: 20 })
    // Neither a dozen nor another crop nor another district counts.
    await sold(third, { price: 500, unit: 'dozen', daysAgo: 1 })
    await sold(third, { name: 'Onion', price: 99, daysAgo: 1 })
    await sold(third, { price: 99, pin: '110001', daysAgo: 1 })

    const answer = await reference(t, { crop: 'tomato', pin: NASHIK_PIN })
    expect(answer.mandi).toBeNull()
    expect(answer.ownPrices).toEqual([
      { district: 'Nashik', state: 'Maharashtra', days: 7, orders: 4, median: 25, min: 20, max: 30 },
      { district: 'Nashik', state: 'Maharashtra', days: 30, orders: 5, median: 24, min: 10, max: 30 },
    ])
    const inQuintals = await reference(t, { crop: 'tomato', pin: NASHIK_PIN, unit: 'quintal' })
    expect(inQuintals.ownPrices[0]).toMatchObject({ median: 2500, min: 2000, max: 3000 })

    // Without a PIN code: every district with enough behind it (Delhi has one order only).
    const everywhere = await reference(t, { crop: 'tomato' })
    expect(everywhere.ownPrices.map((row) => [row.district, row.days])).toEqual([
      ['Nashik', 7],
      ['Nashik', 30],
    ])
  })
})
