import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BrowseQuerySchema, BrowseResponseSchema, type BrowseQueryInput } from '@app/shared/browse'
import { PRODUCT_CATEGORIES } from '@app/shared/products'
import { loadCropNames } from '#src/db/crop-names'
import { farmerVerifications, products } from '#src/db/schema/index'
import { cropNameRows } from '#src/lib/crop-names'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { queryPlan } from '../../../test/browse'
import { createProduct, createUser } from '../../../test/factories'
import { countCropListingsQuery, cropPageQuery, cropsOfSearch, isPlainCropSearch } from './browse.repository'
import { browseProducts } from './browse.service'

let t: TestApp
const URL = '/api/orderProduct/get-AllListedProduct'

/** Listings named as farmers write them: in English, Hindi, Tamil and Latin spellings, plurals, with their own words added. */
const NAMES = [
  'Tomato',
  'टमाटर / देसी',
  'Onions Nashik',
  'आलू',
  'Baingan Bharta',
  'Bhindi',
  'Shimla Mirch',
  'Kesar mango',
  'Handmade baskets',
]

beforeAll(async () => {
  t = await buildTestApp()
  const farmer = await createUser(t.app, { role: 'farmer', name: 'Kavita Shinde' })
  for (const [index, name] of NAMES.entries()) {
    const at = new Date(Date.now() - (index + 1) * 60_000)
    await createProduct(t.app, farmer.user.id, { name, pricePerUnit: 20 + index, createdAt: at, updatedAt: at })
  }
})
afterAll(async () => {
  await t?.close()
})

async function browse(search: string, language = 'en', query: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url: URL,
    query: { search, limit: '48', ...query },
    headers: { 'accept-language': language },
  })
  expect(response.statusCode, response.body).toBe(200)
  const body = BrowseResponseSchema.parse(response.json())
  return { ...body, names: body.getAllProduct.map((product) => product.name).sort() }
}

describe('search that forgives', () => {
  it('finds a crop by its plural, any case', async () => {
    expect((await browse('Tomatoes')).names).toEqual(['Tomato', 'टमाटर / देसी'].sort())
    expect((await browse('onions')).names).toEqual(['Onions Nashik'])
    expect((await browse('potatoes')).names).toEqual(['आलू'])
    expect((await browse('mangoes')).names).toEqual(['Kesar mango'])
  })

  it('finds a crop by a misspelling, and a listing whose own name is misspelt', async () => {
    expect((await browse('tomatos')).names).toEqual(['Tomato', 'टमाटर / देसी'].sort())
    expect((await browse('brinjol')).names).toEqual(['Baingan Bharta'])
    await createProduct(t.app, (await createUser(t.app, { role: 'farmer' })).user.id, { name: 'Tomatos fresh' })
    expect((await browse('tomato')).names).toContain('Tomatos fresh')
  })

  it('finds a crop by any of its synonyms, in English or Latin spellings', async () => {
    for (const search of ['brinjal', 'eggplant', 'aubergine', 'baingan', 'बैंगन']) {
      expect((await browse(search)).names, search).toEqual(['Baingan Bharta'])
    }
    for (const search of ['okra', 'lady finger', "Lady's finger", 'ladies finger', 'bhindi']) {
      expect((await browse(search)).names, search).toEqual(['Bhindi'])
    }
    for (const search of ['capsicum', 'bell pepper', 'shimla mirch']) {
      expect((await browse(search)).names, search).toEqual(['Shimla Mirch'])
    }
  })

  it('keeps finding text that names no crop by substring', async () => {
    expect((await browse('basket')).names).toEqual(['Handmade baskets'])
    expect((await browse('nashik')).names).toEqual(['Onions Nashik'])
    expect((await browse('bharta')).names).toEqual(['Baingan Bharta'])
  })

  it("gives each listing its crop's name in the request's language, and none for a name that is no crop", async () => {
    const english = await browse('tomato')
    expect(english.getAllProduct.find((product) => product.name === 'टमाटर / देसी')?.cropName).toBe('Tomato')
    const hindi = await browse('tomato', 'hi')
    expect(hindi.getAllProduct.find((product) => product.name === 'Tomato')?.cropName).toBe('टमाटर')
    const tamil = await browse('okra', 'ta')
    expect(tamil.getAllProduct[0]?.cropName).toBe('வெண்டைக்காய்')
    const bengali = await browse('brinjal', 'bn')
    expect(bengali.getAllProduct[0]?.cropName).toBe('বেগুন')
    const marathi = await browse('potato', 'mr')
    expect(marathi.getAllProduct[0]?.cropName).toBe('बटाटा')
    const basket = await browse('basket')
    expect(basket.getAllProduct[0]).not.toHaveProperty('cropName')
  })

  it("gives the listing's own page the crop's name in the request's language too", async () => {
    const desi = (await browse('tomato')).getAllProduct.find((product) => product.name === 'टमाटर / देसी')!
    const page = async (language: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/products/${desi._id}`, headers: { 'accept-language': language } })).json<{
        product: { cropName?: string }
      }>().product
    expect((await page('en')).cropName).toBe('Tomato')
    expect((await page('ta')).cropName).toBe('தக்காளி')
  })

  it('offers the most alike crop with listings as "did you mean" when nothing is found, in the reader\'s language', async () => {
    const none = await browse('tamoto')
    expect(none).toMatchObject({ total: 0, names: [], suggestion: 'Tomato' })
    expect((await browse('tamoto', 'hi')).suggestion).toBe('टमाटर')
    // Nothing alike, or something found: no suggestion.
    expect(await browse('tractor')).not.toHaveProperty('suggestion')
    expect(await browse('tomato')).not.toHaveProperty('suggestion')
    // Only crops that have listings the filters keep are offered: no carrot is listed.
    expect(await browse('carots')).not.toHaveProperty('suggestion')
    expect(await browse('tamoto', 'en', { organic: 'true' })).not.toHaveProperty('suggestion')
  })

  it('keeps listing crops right when a name is edited and when the dictionary is reloaded', async () => {
    const farmer = await createUser(t.app, { role: 'farmer' })
    const listing = await createProduct(t.app, farmer.user.id, { name: 'Bhendi' })
    expect(listing.crop).toBe('okra')
    const [renamed] = await t.app.db.update(products).set({ name: 'Lauki' }).where(eq(products.id, listing.id)).returning()
    expect(renamed?.crop).toBe('bottle gourd')
    // A dictionary without bottle gourd: the listing loses its crop on reload, and gets it back with the full one.
    await loadCropNames(t.app.db, { rows: cropNameRows().filter((row) => row.crop !== 'bottle gourd') })
    const crop = async () => (await t.app.db.select({ crop: products.crop }).from(products).where(eq(products.id, listing.id)))[0]?.crop
    expect(await crop()).toBeNull()
    expect(await loadCropNames(t.app.db)).toEqual({ loaded: true })
    expect(await crop()).toBe('bottle gourd')
    expect(await loadCropNames(t.app.db)).toEqual({ loaded: false })
  })

  it('finds the crops a search names again after the dictionary is reloaded without them, and with them', async () => {
    expect(await cropsOfSearch(t.app.db, 'Lauki')).toEqual(['bottle gourd'])
    // Read again (written otherwise, the same text to the dictionary): the same crops.
    expect(await cropsOfSearch(t.app.db, '  LAUKI ')).toEqual(['bottle gourd'])
    await loadCropNames(t.app.db, { rows: cropNameRows().filter((row) => row.crop !== 'bottle gourd') })
    expect(await cropsOfSearch(t.app.db, 'lauki')).not.toContain('bottle gourd')
    await loadCropNames(t.app.db)
    expect(await cropsOfSearch(t.app.db, 'lauki')).toEqual(['bottle gourd'])
  })

  it('reads the crop of every name in the database the way the dictionary normalises it', async () => {
    const result = await t.app.db.execute(
      sql`select crop_of_name('SHIMLA-MIRCH (green)') as a, crop_of_name('Green chillies') as b, crop_of_name('Handmade baskets') as c`,
    )
    expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({ a: 'capsicum', b: 'chilli', c: null })
  })
})

describe('a search naming a crop with more matches than the count reads', () => {
  const query = (input: BrowseQueryInput) => BrowseQuerySchema.parse(input)
  const deps = () => ({ db: t.app.db, browseCache: t.app.browseCache })

  it('pages the crop in every order the same whether its matches are counted whole or past the cap', async () => {
    const farmer = await createUser(t.app, { role: 'farmer', name: 'Tomato Traders' })
    for (const [index, name] of ['Tomato A', 'Tomato B', 'टमाटर C', 'Tomato D'].entries()) {
      await createProduct(t.app, farmer.user.id, { name, pricePerUnit: 50 - index * 5 + (index % 2) * 12 })
    }
    // A listing found by its farmer's name, not its crop: it is merged into the crop's pages.
    await createProduct(t.app, farmer.user.id, { name: 'Onion Z', pricePerUnit: 1 })
    for (const sort of [undefined, 'price_asc', 'price_desc', 'price_kg_asc', 'price_kg_desc'] as const) {
      const whole = await browseProducts(deps(), query({ search: 'tomato', sort, limit: '48' }), null)
      expect(whole.totalCapped).toBe(false)
      const names = whole.getAllProduct.map((product) => product.name)
      expect(names, sort).toContain('Onion Z')
      const paged: string[] = []
      for (let offset = 0; offset < names.length; offset += 2) {
        const page = await browseProducts(deps(), query({ search: 'tomato', sort, limit: '2', offset: String(offset) }), null, {
          countCap: 1,
        })
        expect(page.totalCapped).toBe(true)
        paged.push(...page.getAllProduct.map((product) => product.name))
      }
      expect(paged, sort).toEqual(names)
    }
  })

  it("reads the page as a range of the crop's index for the order", async () => {
    const asked = query({ search: 'tomato', sort: 'price_asc', limit: '6' })
    const crops = await cropsOfSearch(t.app.db, asked.search)
    expect(crops).toEqual(['tomato'])
    const plan = await queryPlan(t.app.db, cropPageQuery(t.app.db, asked, crops, [], null))
    expect(plan).toContain('products_crop_price_asc_idx')
    expect(plan).not.toMatch(/Seq Scan on products|Sort Key: products\.price_per_unit/)
    // Whether more than the cap match is counted from the index of shown crops alone, stopping at
    // the cap: no listing's row is visited to see that it is not hidden.
    const counted = await queryPlan(t.app.db, countCropListingsQuery(t.app.db, asked, crops))
    expect(counted).toContain('Index Only Scan using products_crop_listed_idx')
  })
})

describe('a plain search naming crops, answered by one database call', () => {
  const query = (input: BrowseQueryInput) => BrowseQuerySchema.parse(input)
  const deps = () => ({ db: t.app.db, browseCache: t.app.browseCache })
  // Every category at once keeps every listing, and sends the same search through the statements
  // built per request: the answer to compare with.
  const everyCategory = PRODUCT_CATEGORIES.join(',')

  it('is taken for text naming crops alone, in any order but nearest, and not for a filter, a place or a demo account', async () => {
    const crops = ['tomato']
    expect(isPlainCropSearch({ ...query({ search: 'tomato', sort: 'price_asc', limit: '6' }), crops }, null)).toBe(true)
    expect(isPlainCropSearch({ ...query({ search: 'nashik', limit: '6' }), crops: [] }, null)).toBe(false)
    expect(isPlainCropSearch({ ...query({ search: 'tomato', category: everyCategory }), crops }, null)).toBe(false)
    expect(isPlainCropSearch({ ...query({ search: 'tomato', near: '19.99,73.79' }), crops }, null)).toBe(false)
    expect(isPlainCropSearch({ ...query({ search: 'tomato' }), crops }, { id: 'x', isDemo: true })).toBe(false)
  })

  it('pages, counts and orders as the statements built per request do, past the cap and short of it', async () => {
    const farmer = await createUser(t.app, { role: 'farmer', name: 'Onion Growers of Lasalgaon' })
    for (const [index, name] of ['Onion Red', 'प्याज़', 'Onions Pune', 'Potato Jyoti', 'Tomato Onion mix'].entries()) {
      await createProduct(t.app, farmer.user.id, { name, pricePerUnit: 30 - index * 3, unit: index % 2 === 0 ? 'kg' : 'dozen' })
    }
    await createProduct(t.app, farmer.user.id, { name: 'Onion hidden', hiddenAt: new Date(), hiddenReason: 'test', hiddenCause: 'listing' })
    // A verified farmer: the badge comes with the page's rows or is read after them.
    await t.app.db
      .insert(farmerVerifications)
      .values({ userId: farmer.user.id, legalName: 'Onion Growers', farmAddress: 'Lasalgaon', status: 'approved', decidedAt: new Date() })
    const seen = new Set<string>()
    for (const search of ['onion', 'Onions', 'tomato', 'प्याज']) {
      for (const sort of [undefined, 'price_asc', 'price_desc', 'price_kg_asc', 'price_kg_desc'] as const) {
        for (const countCap of [1, undefined]) {
          for (const offset of [0, 2, 5]) {
            const asked = { search, sort, limit: '2', offset: String(offset) }
            const plain = await browseProducts(deps(), query(asked), null, { countCap })
            const built = await browseProducts(deps(), query({ ...asked, category: everyCategory }), null, { countCap })
            const label = JSON.stringify({ ...asked, countCap })
            expect(plain, label).toEqual(built)
            for (const product of plain.getAllProduct) seen.add(product.name)
          }
        }
      }
    }
    // The comparison saw crops' listings, other matches (by farmer) and no hidden one.
    expect(seen).toContain('प्याज़')
    expect(seen).toContain('Potato Jyoti')
    expect(seen).not.toContain('Onion hidden')
    const verified = await browseProducts(deps(), query({ search: 'onion', limit: '48' }), null)
    expect(verified.getAllProduct.find((product) => product.name === 'Onion Red')?.badges).toEqual({ verified: true, certificate: null })
  })
})
