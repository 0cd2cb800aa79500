import { describe, expect, it } from 'vitest'
import {
  BROWSE_UNPAGED_CAP,
  BrowseQuerySchema,
  browseFilterEntries,
  browseFiltersFromUrl,
  browseSearchParams,
  categoriesMatching,
  pinOfPlace,
} from './browse'
import { statesMatching, toIndianState } from './states'

/** What a query without filters reads as: no category, every yes/no filter off. */
const NO_FILTERS = { category: [], organic: false, certified: false, inStock: false }

describe('BrowseQuerySchema', () => {
  it('without limit or offset, asks for the whole list up to the cap, unsorted, unsearched', () => {
    const unpaged = { ...NO_FILTERS, search: '', sort: undefined, limit: BROWSE_UNPAGED_CAP, offset: 0, paged: false }
    expect(BROWSE_UNPAGED_CAP).toBe(1000)
    expect(BrowseQuerySchema.parse({})).toEqual(unpaged)
    expect(BrowseQuerySchema.parse({ search: '', sort: '', limit: '', offset: '' })).toEqual(unpaged)
    expect(BrowseQuerySchema.parse({ search: 'dal' })).toEqual({ ...unpaged, search: 'dal' })
  })

  it('pages when either limit or offset is given: 6 from offset 0 unless told otherwise', () => {
    expect(BrowseQuerySchema.parse({ limit: '6' })).toEqual({
      ...NO_FILTERS,
      search: '',
      sort: undefined,
      limit: 6,
      offset: 0,
      paged: true,
    })
    expect(BrowseQuerySchema.parse({ offset: '0' })).toEqual({
      ...NO_FILTERS,
      search: '',
      sort: undefined,
      limit: 6,
      offset: 0,
      paged: true,
    })
    expect(BrowseQuerySchema.parse({ offset: '12', limit: '' })).toMatchObject({ limit: 6, offset: 12, paged: true })
  })

  it('reads the URL’s text as numbers and trims the search', () => {
    expect(BrowseQuerySchema.parse({ search: '  Rice ', sort: 'price_desc', limit: '12', offset: '6' })).toEqual({
      ...NO_FILTERS,
      search: 'Rice',
      sort: 'price_desc',
      limit: 12,
      offset: 6,
      paged: true,
    })
  })

  it.each([{ limit: '0' }, { limit: '49' }, { limit: '1e3' }, { offset: '-6' }, { offset: '10001' }, { sort: 'price' }])(
    'refuses %j',
    (query) => {
      expect(BrowseQuerySchema.safeParse(query).success).toBe(false)
    },
  )
})

describe('browseSearchParams', () => {
  it('always names the limit, leaves out an empty search, no sort and offset 0, and encodes the search', () => {
    expect(browseSearchParams({ search: ' ', limit: 6, offset: 0 })).toBe('?limit=6')
    expect(browseSearchParams({ search: 'dal & rice', sort: 'price_asc', limit: 6, offset: 12 })).toBe(
      '?search=dal%20%26%20rice&sort=price_asc&limit=6&offset=12',
    )
    expect(browseSearchParams({ limit: 12 })).toBe('?limit=12')
  })

  it('makes a query the server reads back as the same page', () => {
    /** The query string's parameters as a server reads them. */
    const read = (text: string) =>
      Object.fromEntries(
        text
          .slice(1)
          .split('&')
          .map((pair) => pair.split('=').map(decodeURIComponent)),
      )
    const text = browseSearchParams({ search: 'rice', sort: 'price_desc', limit: 6, offset: 18 })
    expect(BrowseQuerySchema.parse(read(text))).toEqual({
      ...NO_FILTERS,
      search: 'rice',
      sort: 'price_desc',
      limit: 6,
      offset: 18,
      paged: true,
    })
    expect(BrowseQuerySchema.parse(read(browseSearchParams({ limit: 6 })))).toMatchObject({
      limit: 6,
      paged: true,
    })
  })
})

describe('categoriesMatching', () => {
  it('lists the categories whose name contains the text, ignoring case', () => {
    expect(categoriesMatching('VEG')).toEqual(['vegetable'])
    expect(categoriesMatching('r')).toEqual(['fruit', 'grain', 'herb', 'other'])
    expect(categoriesMatching('rice')).toEqual([])
  })
})

/** A page URL's parameters, as browseFiltersFromUrl reads them. */
function params(values: Record<string, string>) {
  return { get: (name: string) => values[name] ?? null }
}

describe('the filters', () => {
  const FARMER = '4E4B7436-933E-49E2-A50C-1EF49C3E3174'

  it('reads every filter: categories in any case and order, a state in any case, yes/no flags, prices per kg, a farmer', () => {
    expect(
      BrowseQuerySchema.parse({
        category: 'FRUIT, vegetable,fruit',
        state: ' tamil   NADU',
        organic: '1',
        certified: 'true',
        inStock: 'false',
        minPrice: '20',
        maxPrice: '45.50',
        farmer: FARMER,
        sort: 'price_kg_asc',
        limit: '6',
      }),
    ).toEqual({
      search: '',
      sort: 'price_kg_asc',
      category: ['vegetable', 'fruit'],
      state: 'Tamil Nadu',
      organic: true,
      certified: true,
      inStock: false,
      minPrice: 20,
      maxPrice: 45.5,
      farmer: FARMER.toLowerCase(),
      limit: 6,
      offset: 0,
      paged: true,
    })
  })

  it.each([
    [{ category: 'meat' }, 'browse.categoryInvalid'],
    [{ state: 'Atlantis' }, 'browse.stateInvalid'],
    [{ organic: 'yes' }, 'browse.flagInvalid'],
    [{ minPrice: '-5' }, 'browse.priceInvalid'],
    [{ maxPrice: '1.005' }, 'browse.priceInvalid'],
    [{ maxPrice: '99999999' }, 'browse.priceInvalid'],
    [{ minPrice: '50', maxPrice: '10' }, 'browse.priceRangeInvalid'],
    [{ farmer: 'asha' }, 'browse.farmerInvalid'],
  ])('refuses %j with its message', (query, key) => {
    const parsed = BrowseQuerySchema.safeParse(query)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toContain(key)
  })

  it('writes the filters in one order, only those set, so equal filters give equal URLs', () => {
    const entries = browseFilterEntries({
      sort: 'price_kg_desc',
      farmer: FARMER,
      organic: true,
      category: ['fruit', 'grain'],
      state: 'Kerala',
      search: ' dal ',
    })
    expect(entries).toEqual([
      ['search', 'dal'],
      ['category', 'fruit,grain'],
      ['state', 'Kerala'],
      ['organic', 'true'],
      ['farmer', FARMER],
      ['sort', 'price_kg_desc'],
    ])
    expect(browseSearchParams({ state: 'Tamil Nadu', minPrice: 0, limit: 6 })).toBe('?state=Tamil%20Nadu&minPrice=0&limit=6')
  })

  it("reads a page's URL leniently, dropping values the API would refuse and sorts the screen does not offer", () => {
    const url = params({
      state: 'kerala',
      category: 'fruit,meat',
      organic: '1',
      minPrice: '50',
      maxPrice: '10',
      sort: 'price_asc',
      search: ' okra ',
    })
    expect(browseFiltersFromUrl(url)).toEqual({ state: 'Kerala', organic: true, minPrice: 50, search: 'okra' })
    expect(browseFiltersFromUrl(params({ sort: 'price_kg_asc', inStock: 'true' }))).toEqual({ sort: 'price_kg_asc', inStock: true })
  })

  it('measures from the point when a URL names both a point and a PIN code', () => {
    const near = { latitude: 19.99, longitude: 73.79 }
    expect(pinOfPlace({ near, pin: '422001' })).toBeUndefined()
    expect(pinOfPlace({ pin: '422001' })).toBe('422001')
    expect(browseFiltersFromUrl(params({ near: '19.99,73.79', pin: '422001', radiusKm: '25' }))).toEqual({ near, radiusKm: 25 })
    expect(browseFilterEntries({ near, pin: '422001', radiusKm: 25 })).toEqual([
      ['near', '19.99,73.79'],
      ['radiusKm', '25'],
    ])
  })
})

describe('states', () => {
  it('names a state whatever its case and spacing, and nothing else', () => {
    expect(toIndianState('  andhra   PRADESH ')).toBe('Andhra Pradesh')
    expect(toIndianState('Andhra')).toBeUndefined()
  })

  it('lists the states whose name contains the text, for search', () => {
    expect(statesMatching('KASHMIR')).toEqual(['Jammu and Kashmir'])
    expect(statesMatching('pradesh')).toEqual([
      'Andhra Pradesh',
      'Arunachal Pradesh',
      'Himachal Pradesh',
      'Madhya Pradesh',
      'Uttar Pradesh',
    ])
    expect(statesMatching(' ')).toEqual([])
    expect(statesMatching('nashik')).toEqual([])
  })
})
