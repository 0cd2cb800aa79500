import { eq, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BrowseQuerySchema, BrowseResponseSchema, ListedProductResponseSchema, type BrowseQueryInput } from '@app/shared/browse'
import { ApiErrorSchema } from '@app/shared/errors'
import { ProductSavedResponseSchema } from '@app/shared/products'
import { refreshListingPlaces } from '#src/db/pincodes'
import { products, type NewProductRow } from '#src/db/schema/index'
import { browseListings, queryPlan } from '../../../test/browse'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createProduct, createUser, signIn } from '../../../test/factories'
import { listedProductsQuery } from './browse.repository'
import { browseCacheKey } from './browse.service'

let t: TestApp
let farmerId: string
const ids: Record<string, string> = {}
const URL = '/api/orderProduct/get-AllListedProduct'
const HOUR = 60 * 60 * 1000
const listedAt = Date.now()

/** Nashik's head post office, about where PIN 422001's offices are. */
const NASHIK = '20.0,73.79'

/**
 * Listings newest first in this order: one with the farmer's own point in Nashik, two placed only
 * by their PIN codes (Pune, Ludhiana), one with a PIN code whose offices have no coordinates, and
 * one with no place at all.
 */
const LISTINGS: (Partial<NewProductRow> & { name: string })[] = [
  { name: 'Nashik Grapes', locationPin: '422003', latitude: 20.005, longitude: 73.79 },
  { name: 'Pune Onion', locationPin: '411001' },
  { name: 'Ludhiana Wheat', locationPin: '141001' },
  { name: 'Kangra Tea', locationPin: '176057' },
  { name: 'Unplaced Rice', locationPin: '' },
]

beforeAll(async () => {
  t = await buildTestApp()
  farmerId = (await createUser(t.app, { role: 'farmer', name: 'Sunita Pawar' })).user.id
  for (const [index, listing] of LISTINGS.entries()) {
    const at = new Date(listedAt - (index + 1) * HOUR)
    ids[listing.name] = (await createProduct(t.app, farmerId, { createdAt: at, updatedAt: at, ...listing })).id
  }
})
afterAll(async () => {
  await t?.close()
})

const browse = (query: Record<string, string>) => browseListings(t.app, query)

async function distances(query: Record<string, string>): Promise<Record<string, number | null | undefined>> {
  const { getAllProduct } = await browse(query)
  return Object.fromEntries(getAllProduct.map((product) => [product.name, product.distanceKm]))
}

async function refused(query: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: URL, query: { limit: '6', ...query } })
  expect(response.statusCode, response.body).toBe(400)
  return ApiErrorSchema.parse(response.json())
}

describe('Browse near a place', () => {
  it('sorts nearest first from a point, with each distance; listings with no known place last, newest first', async () => {
    const { names, getAllProduct } = await browse({ near: NASHIK, sort: 'nearest' })
    expect(names).toEqual(['Nashik Grapes', 'Pune Onion', 'Ludhiana Wheat', 'Kangra Tea', 'Unplaced Rice'])
    const km = Object.fromEntries(getAllProduct.map((product) => [product.name, product.distanceKm]))
    // The farmer's own point, half a kilometre north; Pune is about 160 km south by air, Ludhiana 1,300 km north.
    expect(km['Nashik Grapes']).toBe(0.6)
    expect(km['Pune Onion']).toBeGreaterThan(140)
    expect(km['Pune Onion']).toBeLessThan(190)
    expect(km['Ludhiana Wheat']).toBeGreaterThan(1200)
    expect(km['Ludhiana Wheat']).toBeLessThan(1400)
    expect(km['Kangra Tea']).toBeNull()
    expect(km['Unplaced Rice']).toBeNull()
  })

  it('measures from the middle of a PIN code as from a point, and keeps the asked order otherwise', async () => {
    const fromPin = await browse({ pin: '422001', sort: 'nearest' })
    expect(fromPin.names).toEqual(['Nashik Grapes', 'Pune Onion', 'Ludhiana Wheat', 'Kangra Tea', 'Unplaced Rice'])
    expect(fromPin.getAllProduct[0]?.distanceKm).toBeLessThan(5)
    // Without the nearest sort the newest still comes first, each with its distance.
    const newest = await distances({ pin: '422 001' })
    expect(Object.keys(newest)).toEqual(LISTINGS.map((listing) => listing.name))
    expect(newest['Pune Onion']).toBeGreaterThan(140)
  })

  it('keeps only listings within the radius, and counts only those', async () => {
    expect(await browse({ near: NASHIK, radiusKm: '200', sort: 'nearest' })).toMatchObject({
      names: ['Nashik Grapes', 'Pune Onion'],
      total: 2,
      hasMore: false,
    })
    expect((await browse({ near: NASHIK, radiusKm: '10' })).names).toEqual(['Nashik Grapes'])
    expect((await browse({ pin: '141001', radiusKm: '25' })).names).toEqual(['Ludhiana Wheat'])
    // Combined with another filter and search.
    expect((await browse({ near: NASHIK, radiusKm: '200', search: 'onion' })).names).toEqual(['Pune Onion'])
  })

  it('gives no distance when no place is asked, as before', async () => {
    const { getAllProduct } = await browse({})
    for (const product of getAllProduct) expect(product).not.toHaveProperty('distanceKm')
  })

  it('answers unpaged lists near a place too', async () => {
    const response = await t.app.inject({ method: 'GET', url: URL, query: { near: NASHIK, sort: 'nearest' } })
    expect(response.statusCode, response.body).toBe(200)
    expect(BrowseResponseSchema.parse(response.json()).getAllProduct[0]?.name).toBe('Nashik Grapes')
  })

  it.each([
    [{ near: 'nashik' }, 'near', 'near must be a latitude and a longitude in degrees, such as 19.997,73.790'],
    [{ near: '91,73' }, 'near', 'near must be a latitude and a longitude in degrees, such as 19.997,73.790'],
    [{ near: '20.0,181' }, 'near', 'near must be a latitude and a longitude in degrees, such as 19.997,73.790'],
    [{ near: '20.1234567,73' }, 'near', 'near must be a latitude and a longitude in degrees, such as 19.997,73.790'],
    [{ pin: '02200' }, 'pin', 'A PIN code is 6 digits and does not start with 0'],
    [{ near: NASHIK, radiusKm: '0' }, 'radiusKm', 'radiusKm must be a whole number of kilometres from 1 to 5000'],
    [{ near: NASHIK, radiusKm: '5001' }, 'radiusKm', 'radiusKm must be a whole number of kilometres from 1 to 5000'],
    [{ radiusKm: '25' }, 'radiusKm', 'Choose a place (near or pin) to sort by distance or to search within a distance'],
    [{ sort: 'nearest' }, 'sort', 'Choose a place (near or pin) to sort by distance or to search within a distance'],
  ])('refuses %j with 400 on %s', async (query, field, message) => {
    const body = await refused(query)
    expect(body.message).toBe(message)
    expect(body.fieldErrors).toEqual({ [field]: [message] })
  })

  it('refuses a PIN code the directory does not list, or whose offices have no coordinates, on pin', async () => {
    for (const pin of ['999999', '176057']) {
      const body = await refused({ pin, sort: 'nearest' })
      expect(body).toMatchObject({ message: "We don't know this PIN code", fieldErrors: { pin: ["We don't know this PIN code"] } })
    }
  })

  it('caches a PIN code and its point as one list, apart from other points and radii', async () => {
    const key = (input: BrowseQueryInput) => browseCacheKey(BrowseQuerySchema.parse({ limit: '6', ...input }))
    expect(key({ near: '20,73.79' })).toBe(key({ near: '20.000,73.790' }))
    expect(key({ near: NASHIK })).not.toBe(key({ near: '18.52,73.85' }))
    expect(key({ near: NASHIK, radiusKm: '10' })).not.toBe(key({ near: NASHIK, radiusKm: '25' }))
    expect(key({ near: NASHIK, sort: 'nearest' })).not.toBe(key({ near: NASHIK }))
  })
})

describe('a listing’s place', () => {
  const placeOf = async (id: string) =>
    (
      await t.app.db
        .select({ latitude: products.placeLatitude, longitude: products.placeLongitude })
        .from(products)
        .where(eq(products.id, id))
    )[0]

  it('is the farmer’s point, else the middle of the PIN code, kept by the database on every write', async () => {
    expect(await placeOf(ids['Nashik Grapes'] ?? '')).toEqual({ latitude: 20.005, longitude: 73.79 })
    const pune = await placeOf(ids['Pune Onion'] ?? '')
    expect(pune?.latitude).toBeCloseTo(18.5, 0)
    expect(pune?.longitude).toBeCloseTo(73.9, 0)
    expect(await placeOf(ids['Unplaced Rice'] ?? '')).toEqual({ latitude: null, longitude: null })

    // Saved through the API: a new PIN code moves the place; a point given later takes over.
    const farmer = await createUser(t.app, { role: 'farmer', name: 'Vikram Singh' })
    const headers = bearer(await signIn(t.app, farmer.user.email, farmer.password))
    const body = {
      name: 'Basmati',
      category: 'grain',
      pricePerUnit: 90,
      unit: 'kg',
      quantityAvailable: 100,
      location: { city: 'Amritsar', state: 'Punjab', pin: '143001' },
    }
    const created = await t.app.inject({ method: 'POST', url: '/api/addProductByFarmer/add-productByFarmer', headers, payload: body })
    expect(created.statusCode, created.body).toBe(201)
    const id = ProductSavedResponseSchema.parse(created.json()).product._id
    expect((await placeOf(id))?.latitude).toBeCloseTo(31.6, 0)

    const location = { city: 'Ludhiana', state: 'Punjab', pin: '141001', coordinates: { type: 'Point', coordinates: [75.85, 30.9] } }
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/addProductByFarmer/update-productByFarmer/${id}`,
      headers,
      payload: { ...body, location },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(await placeOf(id)).toEqual({ latitude: 30.9, longitude: 75.85 })
  })

  it('is brought up to date with the PIN code table when it is reloaded', async () => {
    const id = ids['Pune Onion'] ?? ''
    await t.app.db.update(products).set({ placeLatitude: null, placeLongitude: null }).where(eq(products.id, id))
    await refreshListingPlaces(t.app.db)
    expect((await placeOf(id))?.latitude).toBeCloseTo(18.5, 0)
  })

  it('gives the listing’s page its distance from a place, and nothing more without one', async () => {
    const url = `/api/products/${ids['Pune Onion']}`
    const plain = await t.app.inject({ method: 'GET', url })
    expect(plain.statusCode).toBe(200)
    expect(ListedProductResponseSchema.parse(plain.json()).product).not.toHaveProperty('distanceKm')

    const near = await t.app.inject({ method: 'GET', url, query: { pin: '422001' } })
    expect(near.statusCode, near.body).toBe(200)
    expect(ListedProductResponseSchema.parse(near.json()).product.distanceKm).toBeGreaterThan(140)

    const unknown = await t.app.inject({ method: 'GET', url, query: { pin: '999999' } })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({ fieldErrors: { pin: ["We don't know this PIN code"] } })
  })
})

const plan = (built: { getSQL(): SQL }) => queryPlan(t.app.db, built)

describe('near-me queries and their index', () => {
  const query = (input: BrowseQueryInput) => ({ ...BrowseQuerySchema.parse(input), pin: undefined })

  it('reads nearest first and a radius from the place index', async () => {
    expect(await plan(listedProductsQuery(t.app.db, query({ near: NASHIK, sort: 'nearest', limit: '6' })))).toContain(
      'products_place_earth_idx',
    )
    expect(await plan(listedProductsQuery(t.app.db, query({ near: NASHIK, radiusKm: '50', limit: '6' })))).toContain(
      'products_place_earth_idx',
    )
  })
})
