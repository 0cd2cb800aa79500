import { eq, sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BrowseQuerySchema, type BrowseQueryInput } from '@app/shared/browse'
import { users, type NewProductRow } from '#src/db/schema/index'
import { browseListings, queryPlan } from '../../../test/browse'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createProduct, createUser, signIn } from '../../../test/factories'
import { countListedProductsQuery, listedProductsQuery, steerBroadPageToOrder, steerCountToIndexes } from './browse.repository'
import { browseCacheKey, browseProducts } from './browse.service'

let t: TestApp
let ravi: string
let asha: string
const URL = '/api/orderProduct/get-AllListedProduct'
const HOUR = 60 * 60 * 1000
const listedAt = Date.now()

type Listing = Partial<NewProductRow> & { name: string; farmer: 'asha' | 'ravi' }

/** Listings of two farmers, newest first in this order, sold in weights and in counts. */
const LISTINGS: Listing[] = [
  {
    name: 'Tomato',
    farmer: 'asha',
    category: 'vegetable',
    unit: 'kg',
    pricePerUnit: 30,
    locationCity: 'Nashik',
    locationState: 'Maharashtra',
    isOrganic: true,
  },
  {
    name: 'Onion',
    farmer: 'asha',
    category: 'vegetable',
    unit: 'quintal',
    pricePerUnit: 2500,
    locationCity: 'Lasalgaon',
    locationState: 'Maharashtra',
  },
  {
    name: 'Wheat',
    farmer: 'ravi',
    category: 'grain',
    unit: 'tonne',
    pricePerUnit: 32000,
    locationCity: 'Ludhiana',
    locationState: 'Punjab',
    isCertified: true,
  },
  {
    name: 'Saffron',
    farmer: 'ravi',
    category: 'spice',
    unit: 'gram',
    pricePerUnit: 0.35,
    locationCity: 'Pampore',
    locationState: 'Jammu and Kashmir',
    isOrganic: true,
    isCertified: true,
  },
  {
    name: 'Banana',
    farmer: 'asha',
    category: 'fruit',
    unit: 'dozen',
    pricePerUnit: 60,
    locationCity: 'Jalgaon',
    locationState: 'Maharashtra',
  },
  {
    name: 'Mango',
    farmer: 'asha',
    category: 'fruit',
    unit: 'dozen',
    pricePerUnit: 400,
    locationCity: 'Ratnagiri',
    locationState: 'Maharashtra',
    status: 'out_of_stock',
    quantityAvailable: 0,
  },
  {
    name: 'Rice',
    farmer: 'ravi',
    category: 'grain',
    unit: 'kg',
    pricePerUnit: 60,
    locationCity: 'Guntur',
    locationState: 'Andhra Pradesh',
    quantityAvailable: 0,
  },
]
const ALL = LISTINGS.map((listing) => listing.name)

beforeAll(async () => {
  t = await buildTestApp()
  asha = (await createUser(t.app, { role: 'farmer', name: 'Asha Patil' })).user.id
  ravi = (await createUser(t.app, { role: 'farmer', name: 'Ravi Kumar' })).user.id
  for (const [index, { farmer, ...listing }] of LISTINGS.entries()) {
    const at = new Date(listedAt - (index + 1) * HOUR)
    await createProduct(t.app, farmer === 'asha' ? asha : ravi, { createdAt: at, updatedAt: at, ...listing })
  }
})
afterAll(async () => {
  await t?.close()
})

const browse = (query: Record<string, string>) => browseListings(t.app, query)

async function names(query: Record<string, string>): Promise<string[]> {
  return (await browse(query)).names
}

describe('Browse filters', () => {
  it('answers each listing with its price per kg, null for listings not sold by weight', async () => {
    const { getAllProduct } = await browse({})
    const perKg = Object.fromEntries(getAllProduct.map((product) => [product.name, product.pricePerKg]))
    expect(perKg).toEqual({ Tomato: 30, Onion: 25, Wheat: 32, Saffron: 350, Banana: null, Mango: null, Rice: 60 })
  })

  it('keeps one category, or any of several, whatever the case', async () => {
    expect(await names({ category: 'fruit' })).toEqual(['Banana', 'Mango'])
    expect(await names({ category: 'GRAIN, fruit' })).toEqual(['Wheat', 'Banana', 'Mango', 'Rice'])
    expect(await names({ category: 'herb' })).toEqual([])
  })

  it('keeps one state, named in any case or spacing', async () => {
    expect(await names({ state: 'Maharashtra' })).toEqual(['Tomato', 'Onion', 'Banana', 'Mango'])
    expect(await names({ state: '  jammu AND  kashmir ' })).toEqual(['Saffron'])
    expect(await browse({ state: 'Tamil Nadu' })).toMatchObject({ names: [], total: 0, totalCapped: false, hasMore: false })
  })

  it('keeps organic, certified or in-stock listings, with true or 1; false or 0 keeps all', async () => {
    expect(await names({ organic: 'true' })).toEqual(['Tomato', 'Saffron'])
    expect(await names({ certified: '1' })).toEqual(['Wheat', 'Saffron'])
    // Mango is out of stock and Rice has nothing left.
    expect(await names({ inStock: 'true' })).toEqual(['Tomato', 'Onion', 'Wheat', 'Saffron', 'Banana'])
    expect(await names({ organic: 'false', certified: '0', inStock: '' })).toEqual(ALL)
  })

  it('keeps prices per kg in a range, only listings sold by weight', async () => {
    expect(await names({ minPrice: '26', maxPrice: '100' })).toEqual(['Tomato', 'Wheat', 'Rice'])
    expect(await names({ minPrice: '60' })).toEqual(['Saffron', 'Rice'])
    expect(await names({ maxPrice: '25' })).toEqual(['Onion'])
    expect(await names({ minPrice: '30.5', maxPrice: '30.5' })).toEqual([])
    expect(await names({ minPrice: '0' })).toEqual(['Tomato', 'Onion', 'Wheat', 'Saffron', 'Rice'])
  })

  it("keeps one farmer's listings: the storefront's", async () => {
    expect(await names({ farmer: ravi })).toEqual(['Wheat', 'Saffron', 'Rice'])
    expect(await names({ farmer: ravi.toUpperCase() })).toEqual(['Wheat', 'Saffron', 'Rice'])
    expect(await browse({ farmer: '00000000-0000-4000-8000-000000000000' })).toMatchObject({ names: [], total: 0 })
  })

  it('combines filters with each other, with search, sort and paging', async () => {
    expect(await names({ state: 'maharashtra', category: 'vegetable', inStock: 'true' })).toEqual(['Tomato', 'Onion'])
    expect(await names({ state: 'Maharashtra', organic: 'true', search: 'tom' })).toEqual(['Tomato'])
    expect(await names({ certified: 'true', organic: 'true', farmer: ravi })).toEqual(['Saffron'])
    expect(await names({ farmer: asha, sort: 'price_kg_desc' })).toEqual(['Tomato', 'Onion', 'Banana', 'Mango'])
    expect(await names({ category: 'grain,spice,vegetable', minPrice: '20', maxPrice: '100', sort: 'price_kg_asc' })).toEqual([
      'Onion',
      'Tomato',
      'Wheat',
      'Rice',
    ])
    const first = await browse({ state: 'Maharashtra', sort: 'price_asc', limit: '3' })
    expect(first).toMatchObject({ names: ['Tomato', 'Banana', 'Mango'], total: 4, totalCapped: false, hasMore: true })
    const second = await browse({ state: 'Maharashtra', sort: 'price_asc', limit: '3', offset: '3' })
    expect(second).toMatchObject({ names: ['Onion'], total: 4, hasMore: false })
    expect(await browse({ state: 'Maharashtra', offset: '10' })).toMatchObject({ names: [], total: 4, hasMore: false })
  })
})

describe('sort by price per kg', () => {
  it('compares prices across weights, puts listings sold by count after every weighed one, newest first among equals', async () => {
    // By the listed price a quintal's 2,500 sorts far above a kilo's 30; per kg it is the cheapest.
    expect(await names({ sort: 'price_asc' })).toEqual(['Saffron', 'Tomato', 'Banana', 'Rice', 'Mango', 'Onion', 'Wheat'])
    expect(await names({ sort: 'price_kg_asc' })).toEqual(['Onion', 'Tomato', 'Wheat', 'Rice', 'Saffron', 'Banana', 'Mango'])
    expect(await names({ sort: 'price_kg_desc' })).toEqual(['Saffron', 'Rice', 'Wheat', 'Tomato', 'Onion', 'Banana', 'Mango'])
    expect(await names({ sort: 'price_kg_asc', limit: '2', offset: '4' })).toEqual(['Saffron', 'Banana'])
  })
})

describe('search beyond the name', () => {
  it("finds listings by their town, their state and their farmer's name", async () => {
    expect(await names({ search: 'nashik' })).toEqual(['Tomato'])
    expect(await names({ search: 'PUNJAB' })).toEqual(['Wheat'])
    expect(await names({ search: 'andhra' })).toEqual(['Rice'])
    expect(await names({ search: 'ravi kumar' })).toEqual(['Wheat', 'Saffron', 'Rice'])
    expect(await names({ search: 'patil', category: 'fruit' })).toEqual(['Banana', 'Mango'])
  })
})

describe('bad filter values', () => {
  it.each([
    [
      { category: 'meat' },
      'category',
      'Category must be one or more of vegetable, fruit, grain, pulse, herb, spice, other, separated by commas',
    ],
    [
      { category: 'fruit,meat' },
      'category',
      'Category must be one or more of vegetable, fruit, grain, pulse, herb, spice, other, separated by commas',
    ],
    [{ state: 'Atlantis' }, 'state', 'Choose a state or union territory of India'],
    [{ organic: 'yes' }, 'organic', 'organic must be true or false'],
    [{ certified: '2' }, 'certified', 'certified must be true or false'],
    [{ inStock: 'TRUE ' }, 'inStock', 'inStock must be true or false'],
    [{ minPrice: 'cheap' }, 'minPrice', 'Price per kg must be a number of rupees from 0 to 10000000'],
    [{ minPrice: '-1' }, 'minPrice', 'Price per kg must be a number of rupees from 0 to 10000000'],
    [{ maxPrice: '10000001' }, 'maxPrice', 'Price per kg must be a number of rupees from 0 to 10000000'],
    [{ minPrice: '50', maxPrice: '10' }, 'minPrice', 'The lowest price must not be above the highest'],
    [{ farmer: 'asha' }, 'farmer', "farmer must be a farmer's id"],
    [{ sort: 'price_per_kg' }, 'sort', 'Sort must be price_asc, price_desc, price_kg_asc, price_kg_desc or nearest'],
  ])('answers 400 to %j with the message and nothing else', async (query, field, message) => {
    const response = await t.app.inject({ method: 'GET', url: URL, query: { limit: '6', ...query } })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body).toEqual({ code: 'VALIDATION_FAILED', message, fieldErrors: { [field]: [message] }, requestId: expect.any(String) })
  })
})

describe('the demo sandbox with filters', () => {
  it('shows a demo account only demo farms’ listings, whatever the filters', async () => {
    const demoFarmer = await createUser(t.app, { role: 'farmer', name: 'Demo Farm' })
    const demoBuyer = await createUser(t.app, { role: 'buyer', name: 'Demo Buyer' })
    await t.app.db.update(users).set({ isDemo: true }).where(eq(users.id, demoFarmer.user.id))
    await t.app.db.update(users).set({ isDemo: true }).where(eq(users.id, demoBuyer.user.id))
    await createProduct(t.app, demoFarmer.user.id, { name: 'Demo Tomato', locationState: 'Maharashtra', isOrganic: true })
    const token = await signIn(t.app, demoBuyer.user.email, demoBuyer.password)
    const response = await t.app.inject({
      method: 'GET',
      url: URL,
      query: { state: 'Maharashtra', organic: 'true', limit: '6' },
      headers: bearer(token),
    })
    expect(response.json()).toMatchObject({ total: 1, getAllProduct: [{ name: 'Demo Tomato', demo: true }] })
    expect(await names({ state: 'Maharashtra', organic: 'true' })).toEqual(['Demo Tomato', 'Tomato'])
    const asFarm = await t.app.inject({ method: 'GET', url: URL, query: { farmer: asha, limit: '6' }, headers: bearer(token) })
    expect(asFarm.json()).toMatchObject({ total: 0, getAllProduct: [] })
    await t.app.db.execute(sql`delete from products where name = 'Demo Tomato'`)
  })
})

describe('the capped count', () => {
  const deps = () => ({ db: t.app.db, browseCache: t.app.browseCache })
  const query = (input: BrowseQueryInput) => BrowseQuerySchema.parse(input)

  it('stops counting at the cap and says so, while the page and hasMore stay exact', async () => {
    // Four listings in Maharashtra against a cap of 3: counted as 3, capped.
    const capped = await browseProducts(deps(), query({ state: 'Maharashtra', limit: '2' }), null, { countCap: 3 })
    expect(capped).toMatchObject({ total: 3, totalCapped: true, hasMore: true })
    expect(capped.getAllProduct.map((product) => product.name)).toEqual(['Tomato', 'Onion'])
    const last = await browseProducts(deps(), query({ state: 'Maharashtra', limit: '2', offset: '2' }), null, { countCap: 3 })
    expect(last).toMatchObject({ total: 3, totalCapped: true, hasMore: false })
    expect(last.getAllProduct.map((product) => product.name)).toEqual(['Banana', 'Mango'])
    // Exactly the cap is not capped.
    expect(await browseProducts(deps(), query({ farmer: ravi, limit: '6' }), null, { countCap: 3 })).toMatchObject({
      total: 3,
      totalCapped: false,
      hasMore: false,
    })
    // The whole list and a search are capped the same way.
    expect(await browseProducts(deps(), query({ limit: '6' }), null, { countCap: 5 })).toMatchObject({
      total: 5,
      totalCapped: true,
      hasMore: true,
    })
    expect(await browseProducts(deps(), query({ search: 'a', sort: 'price_kg_asc', limit: '6' }), null, { countCap: 2 })).toMatchObject({
      total: 2,
      totalCapped: true,
    })
  })

  it('counts with a LIMIT, so the database stops reading at the cap', async () => {
    const text = countListedProductsQuery(t.app.db, query({ state: 'Punjab' }), null, 1000).toSQL()
    expect(text.sql).toMatch(/limit \$\d+/i)
    expect(text.params).toContain(1001)
  })

  it('keys cached pages by every filter', () => {
    const base = browseCacheKey(query({ limit: '6' }))
    const keys = [
      { category: 'fruit' },
      { state: 'Punjab' },
      { organic: 'true' },
      { certified: 'true' },
      { inStock: 'true' },
      { minPrice: '10' },
      { maxPrice: '10' },
      { farmer: ravi },
      { sort: 'price_kg_asc' },
    ].map((filter) => browseCacheKey(query({ limit: '6', ...filter } as BrowseQueryInput)))
    expect(new Set([base, ...keys]).size).toBe(keys.length + 1)
    // Equal filters written differently share a key.
    expect(browseCacheKey(query({ state: 'punjab', category: 'grain,fruit', organic: '1', limit: '6' }))).toBe(
      browseCacheKey(query({ state: 'Punjab', category: 'fruit, GRAIN', organic: 'true', limit: '6' })),
    )
  })
})

const plan = (built: { getSQL(): SQL }) => queryPlan(t.app.db, built)

describe('filter queries and their indexes', () => {
  const query = (input: BrowseQueryInput) => BrowseQuerySchema.parse(input)

  it('reads a filter in the order of its own index, and the sorts by price per kg from theirs', async () => {
    expect(await plan(listedProductsQuery(t.app.db, query({ state: 'Punjab', limit: '6' })))).toContain(
      'products_location_state_created_at_idx',
    )
    expect(await plan(listedProductsQuery(t.app.db, query({ organic: 'true', limit: '6' })))).toContain('products_organic_created_at_idx')
    expect(await plan(listedProductsQuery(t.app.db, query({ certified: 'true', limit: '6' })))).toContain(
      'products_certified_created_at_idx',
    )
    expect(await plan(listedProductsQuery(t.app.db, query({ inStock: 'true', limit: '6' })))).toContain('products_in_stock_created_at_idx')
    expect(await plan(listedProductsQuery(t.app.db, query({ sort: 'price_kg_asc', limit: '6' })))).toContain('products_price_kg_asc_idx')
    expect(await plan(listedProductsQuery(t.app.db, query({ sort: 'price_kg_desc', limit: '6' })))).toContain('products_price_kg_desc_idx')
  })

  it('counts a radius walking the place index row by row, and reads a broad page within it in its order', async () => {
    const nearby = query({ near: '19.997,73.79', radiusKm: '25', organic: 'true', limit: '6' })
    const counted = await queryPlan(t.app.db, countListedProductsQuery(t.app.db, nearby), {
      steer: (tx) => steerCountToIndexes(tx, nearby),
    })
    expect(counted).toMatch(/Index Scan using products_(place_earth|organic_created_at)_idx/)
    expect(counted).not.toMatch(/Bitmap/)
    const page = await queryPlan(t.app.db, listedProductsQuery(t.app.db, nearby), { steer: steerBroadPageToOrder })
    expect(page).toMatch(/Index Scan using products_(organic_created_at|created_at_id)_idx/)
    expect(page).not.toMatch(/Bitmap|products_place_earth_idx/)
  })

  it("finds a search's town, state and farmer branches from indexes, never reading the whole table", async () => {
    const searched = await queryPlan(t.app.db, listedProductsQuery(t.app.db, query({ search: 'kashmir' })), { bitmapOnly: true })
    expect(searched).toContain('products_location_city_trgm_idx')
    expect(searched).toContain('products_location_state_created_at_idx')
    expect(searched).toContain('users_name_trgm_idx')
    expect(searched).not.toMatch(/Seq Scan on products/)
  })
})
