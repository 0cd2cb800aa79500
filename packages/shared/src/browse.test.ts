import { describe, expect, it } from 'vitest'
import { BROWSE_UNPAGED_CAP, BrowseQuerySchema, browseSearchParams, categoriesMatching } from './browse'

describe('BrowseQuerySchema', () => {
  it('without limit or offset, asks for the whole list up to the cap, unsorted, unsearched', () => {
    const unpaged = { search: '', sort: undefined, limit: BROWSE_UNPAGED_CAP, offset: 0, paged: false }
    expect(BROWSE_UNPAGED_CAP).toBe(1000)
    expect(BrowseQuerySchema.parse({})).toEqual(unpaged)
    expect(BrowseQuerySchema.parse({ search: '', sort: '', limit: '', offset: '' })).toEqual(unpaged)
    expect(BrowseQuerySchema.parse({ search: 'dal' })).toEqual({ ...unpaged, search: 'dal' })
  })

  it('pages when either limit or offset is given: 6 from offset 0 unless told otherwise', () => {
    expect(BrowseQuerySchema.parse({ limit: '6' })).toEqual({ search: '', sort: undefined, limit: 6, offset: 0, paged: true })
    expect(BrowseQuerySchema.parse({ offset: '0' })).toEqual({ search: '', sort: undefined, limit: 6, offset: 0, paged: true })
    expect(BrowseQuerySchema.parse({ offset: '12', limit: '' })).toMatchObject({ limit: 6, offset: 12, paged: true })
  })

  it('reads the URL’s text as numbers and trims the search', () => {
    expect(BrowseQuerySchema.parse({ search: '  Rice ', sort: 'price_desc', limit: '12', offset: '6' })).toEqual({
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
