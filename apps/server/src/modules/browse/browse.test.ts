import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BROWSE_COUNT_CAP, BROWSE_UNPAGED_CAP, BrowseQuerySchema, BrowseResponseSchema, type BrowseQueryInput } from '@app/shared/browse'
import type { NewProductRow } from '#src/db/schema/index'
import { queryPlan } from '../../../test/browse'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createProduct, createSignedInUser, createUser } from '../../../test/factories'
import { listedProductsQuery } from './browse.repository'
import { browseCacheKey } from './browse.service'

let t: TestApp
const URL = '/api/orderProduct/get-AllListedProduct'
const HOUR = 60 * 60 * 1000
const listedAt = Date.now()

/**
 * Eight listings of two farmers, listed an hour apart (newest first in this order). Names hold
 * LIKE's wildcards, to show they are searched for literally.
 */
const LISTINGS: (Partial<NewProductRow> & { name: string })[] = [
  { name: 'Basmati Rice', variety: 'Pusa 1121', category: 'grain', pricePerUnit: 95.5 },
  { name: 'Sona Masoori Rice', variety: 'BPT 5204', category: 'grain', pricePerUnit: 60 },
  { name: 'Tomato', variety: 'Hybrid', category: 'vegetable', pricePerUnit: 30, minOrderQuantity: 2, orderStep: 0.5 },
  {
    name: 'Mango',
    variety: 'Alphonso, Ratnagiri',
    category: 'fruit',
    unit: 'dozen',
    pricePerUnit: 400,
    status: 'out_of_stock',
    quantityAvailable: 0,
  },
  { name: 'Discount 50% Onion', variety: 'Nashik Red', category: 'vegetable', pricePerUnit: 30 },
  { name: 'Onion', variety: 'A_1 grade', category: 'vegetable', pricePerUnit: 32 },
  { name: 'Toor dal', variety: 'Arhar', category: 'pulse', pricePerUnit: 120, status: 'unavailable' },
  { name: 'Cumin', variety: 'Jeera', category: 'spice', pricePerUnit: 250 },
]

beforeAll(async () => {
  t = await buildTestApp()
  const asha = await createUser(t.app, { role: 'farmer', name: 'Asha Patil' })
  const ravi = await createUser(t.app, { role: 'farmer', name: 'Ravi Kumar' })
  for (const [index, listing] of LISTINGS.entries()) {
    const at = new Date(listedAt - (index + 1) * HOUR)
    await createProduct(t.app, index % 2 === 0 ? asha.user.id : ravi.user.id, { createdAt: at, updatedAt: at, ...listing })
  }
})
afterAll(async () => {
  await t?.close()
})

async function browse(query: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: URL, query })
  expect(response.statusCode, response.body).toBe(200)
  const body = BrowseResponseSchema.parse(response.json())
  return { ...body, names: body.getAllProduct.map((product) => product.name) }
}

describe('GET /api/orderProduct/get-AllListedProduct', () => {
  it('answers anonymous visitors with the first 6 listings of every farmer, newest first, any status', async () => {
    const { names, total, hasMore, getAllProduct } = await browse({ limit: '6' })
    expect(names).toEqual(LISTINGS.slice(0, 6).map((listing) => listing.name))
    expect(total).toBe(8)
    expect(hasMore).toBe(true)
    expect(getAllProduct[0]).toMatchObject({ name: 'Basmati Rice', farmerName: 'Asha Patil', pricePerUnit: 95.5, status: 'available' })
    expect(getAllProduct[1]).toMatchObject({ farmerName: 'Ravi Kumar' })
    // Each listing carries its unit and order rules, so Browse can offer a valid quantity.
    expect(getAllProduct[0]).toMatchObject({ unit: 'kg', minOrderQuantity: 1, orderStep: 1 })
    expect(getAllProduct[2]).toMatchObject({ name: 'Tomato', unit: 'kg', minOrderQuantity: 2, orderStep: 0.5 })
    expect(getAllProduct[3]).toMatchObject({ name: 'Mango', unit: 'dozen', status: 'out_of_stock' })
  })

  it('answers the plain call, with no paging parameters, with every listing, so a client that pages on its own sees them all', async () => {
    const plain = await t.app.inject({ method: 'GET', url: URL })
    expect(plain.statusCode).toBe(200)
    const body = BrowseResponseSchema.parse(plain.json())
    expect(body.getAllProduct.map((product) => product.name)).toEqual(LISTINGS.map((listing) => listing.name))
    expect(body).toMatchObject({ total: 8, hasMore: false })
    // A search or sort without paging is also the whole matching list ("a" is in every one).
    expect(await browse({ search: 'a', sort: 'price_asc' })).toMatchObject({
      names: ['Tomato', 'Discount 50% Onion', 'Onion', 'Sona Masoori Rice', 'Basmati Rice', 'Toor dal', 'Cumin', 'Mango'],
      total: 8,
      hasMore: false,
    })
  })

  it('answers a signed-in buyer or farmer the same list', async () => {
    const buyer = await createSignedInUser(t.app, 'buyer')
    const response = await t.app.inject({ method: 'GET', url: URL, headers: bearer(buyer.token) })
    expect(response.statusCode).toBe(200)
    expect(response.json().total).toBe(8)
  })

  it('pages with limit and offset, and says when no more follow', async () => {
    // Offset alone pages by 6.
    const second = await browse({ offset: '6' })
    expect(second.names).toEqual(['Toor dal', 'Cumin'])
    expect(second).toMatchObject({ total: 8, hasMore: false })
    const middle = await browse({ limit: '3', offset: '3' })
    expect(middle.names).toEqual(['Mango', 'Discount 50% Onion', 'Onion'])
    expect(middle.hasMore).toBe(true)
    const all = await browse({ limit: '48' })
    expect(all.names).toHaveLength(8)
    expect(all.hasMore).toBe(false)
    const past = await browse({ offset: '100' })
    expect(past).toMatchObject({ names: [], total: 8, hasMore: false })
    expect(await browse({ offset: '0' })).toMatchObject({ total: 8, hasMore: true })
    expect((await browse({ offset: '0' })).names).toHaveLength(6)
    const searched = await browse({ search: 'onion', limit: '1', offset: '1' })
    expect(searched).toMatchObject({ names: ['Onion'], total: 2, hasMore: false })
    expect(await browse({ search: 'onion', offset: '6' })).toMatchObject({ names: [], total: 2, hasMore: false })
  })

  it('searches name, category and variety, ignoring case and surrounding spaces', async () => {
    expect((await browse({ search: 'RICE' })).names).toEqual(['Basmati Rice', 'Sona Masoori Rice'])
    expect((await browse({ search: '  vegetable ' })).names).toEqual(['Tomato', 'Discount 50% Onion', 'Onion'])
    expect((await browse({ search: 'veg', limit: '6' })).total).toBe(3)
    expect((await browse({ search: 'ratnagiri' })).names).toEqual(['Mango'])
    expect((await browse({ search: 'jeera' })).names).toEqual(['Cumin'])
    const none = await browse({ search: 'quinoa' })
    expect(none).toMatchObject({ names: [], total: 0, hasMore: false })
  })

  it('takes % and _ in the search literally', async () => {
    expect((await browse({ search: '50%' })).names).toEqual(['Discount 50% Onion'])
    // Unescaped, "5%0" would match "BPT 5204" and "A_1" would match "Pusa 1121".
    expect((await browse({ search: '5%0' })).total).toBe(0)
    expect((await browse({ search: 'A_1' })).names).toEqual(['Onion'])
    expect((await browse({ search: '\\' })).total).toBe(0)
  })

  it('sorts by price either way, newest first among equal prices, and pages the sorted list', async () => {
    const ascending = await browse({ sort: 'price_asc', limit: '48' })
    expect(ascending.names).toEqual([
      'Tomato',
      'Discount 50% Onion',
      'Onion',
      'Sona Masoori Rice',
      'Basmati Rice',
      'Toor dal',
      'Cumin',
      'Mango',
    ])
    const descending = await browse({ sort: 'price_desc', limit: '6' })
    expect(descending.names).toEqual(['Mango', 'Cumin', 'Toor dal', 'Basmati Rice', 'Sona Masoori Rice', 'Onion'])
    expect((await browse({ sort: 'price_desc', offset: '6' })).names).toEqual(['Tomato', 'Discount 50% Onion'])
    const searched = await browse({ search: 'onion', sort: 'price_desc' })
    expect(searched.names).toEqual(['Onion', 'Discount 50% Onion'])
  })

  it('treats empty parameters as absent', async () => {
    const { names, total } = await browse({ search: '', sort: '', limit: '', offset: '' })
    expect(total).toBe(8)
    expect(names).toHaveLength(8)
    expect((await browse({ limit: '', offset: '6' })).names).toEqual(['Toor dal', 'Cumin'])
  })

  it.each([
    [{ limit: '0' }, 'limit', 'limit must be a whole number from 1 to 48'],
    [{ limit: '49' }, 'limit', 'limit must be a whole number from 1 to 48'],
    [{ limit: 'six' }, 'limit', 'limit must be a whole number from 1 to 48'],
    [{ limit: '2.5' }, 'limit', 'limit must be a whole number from 1 to 48'],
    [{ offset: '-1' }, 'offset', 'offset must be a whole number from 0 to 10000'],
    [{ offset: '10001' }, 'offset', 'offset must be a whole number from 0 to 10000'],
    [{ sort: 'cheapest' }, 'sort', 'Sort must be price_asc, price_desc, price_kg_asc, price_kg_desc or nearest'],
    [{ search: 'x'.repeat(101) }, 'search', 'Search text must be at most 100 characters'],
  ])('answers 400 to %j', async (query, field, message) => {
    const response = await t.app.inject({ method: 'GET', url: URL, query })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message, fieldErrors: { [field]: [message] } })
  })
})

/** The plan for `query` (test/browse.ts); a search branch with no usable index would show a sequential scan. */
const plan = (query: { getSQL(): SQL }, options: { bitmapOnly?: boolean } = {}) => queryPlan(t.app.db, query, options)

function parsedQuery(input: BrowseQueryInput) {
  return BrowseQuerySchema.parse(input)
}

describe('browse queries', () => {
  it('can answer a search from the trigram and category indexes, never reading the whole table', async () => {
    const search = await plan(listedProductsQuery(t.app.db, parsedQuery({ search: '50%', sort: 'price_asc' })), { bitmapOnly: true })
    expect(search).toContain('products_name_trgm_idx')
    expect(search).toContain('products_variety_trgm_idx')
    expect(search).not.toMatch(/Seq Scan on products/)
    const withCategory = await plan(listedProductsQuery(t.app.db, parsedQuery({ search: 'veg' })), { bitmapOnly: true })
    expect(withCategory).toContain('products_category_created_at_idx')
    expect(withCategory).toContain('products_name_trgm_idx')
  })

  it('reads each order of the whole list straight from its index, a page at a time', async () => {
    expect(await plan(listedProductsQuery(t.app.db, parsedQuery({ limit: '6' })))).toContain('products_created_at_id_idx')
    expect(await plan(listedProductsQuery(t.app.db, parsedQuery({ sort: 'price_asc', limit: '6' })))).toContain('products_price_asc_idx')
    expect(await plan(listedProductsQuery(t.app.db, parsedQuery({ sort: 'price_desc', offset: '6' })))).toContain('products_price_desc_idx')
  })
})

describe('the browse cache', () => {
  it('answers a repeated page from memory until a listing changes through the API', async () => {
    const cached = await buildTestApp({ BROWSE_CACHE_TTL_MS: '60000' })
    try {
      const farmer = await createSignedInUser(cached.app, 'farmer')
      await createProduct(cached.app, farmer.user.id, { name: 'Kokum' })
      const read = async () => (await cached.app.inject({ method: 'GET', url: URL, query: { search: 'KOKUM', limit: '6' } })).json().total
      expect(await read()).toBe(1)

      // Written behind the server's back: the cached page stands (the same search in any case).
      await createProduct(cached.app, farmer.user.id, { name: 'Kokum butter' })
      expect(await read()).toBe(1)

      const listed = await cached.app.inject({
        method: 'POST',
        url: '/api/addProductByFarmer/add-productByFarmer',
        headers: bearer(farmer.token),
        payload: { name: 'Kokum syrup', pricePerUnit: 180, quantityAvailable: 20 },
      })
      expect(listed.statusCode).toBe(201)
      expect(await read()).toBe(3)

      // A refused change changes nothing, so the cache is kept.
      await createProduct(cached.app, farmer.user.id, { name: 'Kokum candy' })
      const refused = await cached.app.inject({
        method: 'POST',
        url: '/api/addProductByFarmer/add-productByFarmer',
        headers: bearer(farmer.token),
        payload: { name: '' },
      })
      expect(refused.statusCode).toBe(400)
      expect(await read()).toBe(3)
    } finally {
      await cached.close()
    }
  })

  it('keeps the unpaged whole list, but reads an unpaged search afresh each time', async () => {
    const cached = await buildTestApp({ BROWSE_CACHE_TTL_MS: '60000' })
    try {
      const farmer = await createSignedInUser(cached.app, 'farmer')
      await createProduct(cached.app, farmer.user.id, { name: 'Kokum' })
      const read = async (query: Record<string, string>) => (await cached.app.inject({ method: 'GET', url: URL, query })).json().total
      expect(await read({})).toBe(1)
      expect(await read({ search: 'kokum' })).toBe(1)
      expect(await read({ search: 'kokum', limit: '6' })).toBe(1)

      // Written behind the server's back: only the unpaged search sees it at once.
      await createProduct(cached.app, farmer.user.id, { name: 'Kokum butter' })
      expect(await read({})).toBe(1)
      expect(await read({ search: 'kokum', limit: '6' })).toBe(1)
      expect(await read({ search: 'kokum' })).toBe(2)
    } finally {
      await cached.close()
    }
  })

  it('keys cached pages so that searches differing only in case share one', () => {
    expect(browseCacheKey(parsedQuery({ search: 'Rice', limit: '6' }))).toBe(browseCacheKey(parsedQuery({ search: 'rICE', offset: '0' })))
    // The whole list is never served for a page, nor a page for the whole list.
    expect(browseCacheKey(parsedQuery({}))).not.toBe(browseCacheKey(parsedQuery({ limit: '6' })))
    expect(browseCacheKey(parsedQuery({}))).not.toBe(browseCacheKey(parsedQuery({ limit: '48' })))
  })
})

describe('search across languages and scripts', () => {
  beforeAll(async () => {
    const meena = await createUser(t.app, { role: 'farmer', name: 'Meena Devi' })
    for (const name of ['टमाटर', 'தக்காளி நாட்டு', 'Tamatar desi', 'प्याज़ लाल', 'Aam Kesar', 'Badaam giri', 'হাটের সবজি', 'मिश्रित सब्ज़ी']) {
      await createProduct(t.app, meena.user.id, { name, category: 'vegetable', pricePerUnit: 40 })
    }
  })

  async function found(search: string): Promise<string[]> {
    return (await browse({ search, limit: '48' })).names
  }

  it('finds a name in Devanagari, Tamil or Bengali script by part of it', async () => {
    expect(await found('टमाट')).toContain('टमाटर')
    expect(await found('सब्ज़')).toEqual(['मिश्रित सब्ज़ी'])
    expect(await found('நாட்டு')).toEqual(['தக்காளி நாட்டு'])
    expect(await found('সবজি')).toEqual(['হাটের সবজি'])
  })

  it('finds a crop under its name in every language and its Latin spellings, whichever one is searched', async () => {
    const tomatoes = ['Tomato', 'टमाटर', 'தக்காளி நாட்டு', 'Tamatar desi']
    for (const search of ['tomato', 'टमाटर', 'tamatar', 'தக்காளி', 'টমেটো', 'टोमॅटो']) {
      expect((await found(search)).sort(), search).toEqual([...tomatoes].sort())
    }
    expect((await found('kanda')).sort()).toEqual(['Discount 50% Onion', 'Onion', 'प्याज़ लाल'].sort())
    expect((await found('pyaz')).sort()).toEqual(['Discount 50% Onion', 'Onion', 'प्याज़ लाल'].sort())
  })

  it('matches a short name only as a whole word: "mango" finds "Aam Kesar", not "Badaam giri"', async () => {
    expect((await found('mango')).sort()).toEqual(['Aam Kesar', 'Mango'])
    expect(await found('आम')).toEqual(expect.arrayContaining(['Aam Kesar', 'Mango']))
  })
})

describe('the unpaged cap', () => {
  it(`answers the plain call with at most ${BROWSE_UNPAGED_CAP} listings, newest first, and says more follow`, async () => {
    const big = await buildTestApp()
    try {
      const farmer = await createUser(big.app, { role: 'farmer', name: 'Big Farm' })
      const listings = BROWSE_UNPAGED_CAP + 2
      await big.app.db.execute(sql`
        insert into products (farmer_id, name, price_per_unit, quantity_available, created_at)
        select ${farmer.user.id}::uuid, 'Lot ' || g, 10 + g % 7, 5, now() - g * interval '1 minute'
        from generate_series(1, ${listings}::int) g`)
      const read = async (query: Record<string, string>) => {
        const response = await big.app.inject({ method: 'GET', url: URL, query })
        expect(response.statusCode).toBe(200)
        return BrowseResponseSchema.parse(response.json())
      }
      const plain = await read({})
      expect(plain.getAllProduct).toHaveLength(BROWSE_UNPAGED_CAP)
      // The count stops at BROWSE_COUNT_CAP (the same 1000) and says so.
      expect(plain).toMatchObject({ total: BROWSE_COUNT_CAP, totalCapped: true, hasMore: true })
      expect(plain.getAllProduct[0]).toMatchObject({ name: 'Lot 1', farmerName: 'Big Farm' })
      expect(plain.getAllProduct.at(-1)).toMatchObject({ name: `Lot ${BROWSE_UNPAGED_CAP}` })

      const searched = await read({ search: 'lot', sort: 'price_desc' })
      expect(searched.getAllProduct).toHaveLength(BROWSE_UNPAGED_CAP)
      expect(searched).toMatchObject({ total: BROWSE_COUNT_CAP, totalCapped: true, hasMore: true })
      expect(searched.getAllProduct[0]!.pricePerUnit).toBe(16)

      // Paging is unchanged: the last page holds the rest.
      const last = await read({ limit: '48', offset: String(listings - 2) })
      expect(last.getAllProduct.map((product) => product.name)).toEqual([`Lot ${listings - 1}`, `Lot ${listings}`])
      expect(last.hasMore).toBe(false)
    } finally {
      await big.close()
    }
  })
})

describe('unpaged answers per address', () => {
  it('answers BROWSE_UNPAGED_MAX_PER_MINUTE unpaged calls a minute, then 429 with Retry-After; pages are never held back', async () => {
    const limited = await buildTestApp({ BROWSE_UNPAGED_MAX_PER_MINUTE: '2' })
    try {
      const get = (query: Record<string, string>) => limited.app.inject({ method: 'GET', url: URL, query })
      expect((await get({})).statusCode).toBe(200)
      expect((await get({ search: 'rice' })).statusCode).toBe(200)
      const refused = await get({})
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) })
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect((await get({ limit: '6' })).statusCode).toBe(200)
      expect((await get({ offset: '0' })).statusCode).toBe(200)
    } finally {
      await limited.close()
    }
  })
})
