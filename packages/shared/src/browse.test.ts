import { describe, expect, it } from 'vitest'
import { BrowseQuerySchema, browseSearchParams, categoriesMatching } from './browse'

describe('BrowseQuerySchema', () => {
  it('defaults to the first page of 6, unsorted, unsearched', () => {
    expect(BrowseQuerySchema.parse({})).toEqual({ search: '', sort: undefined, limit: 6, offset: 0 })
    expect(BrowseQuerySchema.parse({ search: '', sort: '', limit: '', offset: '' })).toEqual({
      search: '',
      sort: undefined,
      limit: 6,
      offset: 0,
    })
  })

  it('reads the URL’s text as numbers and trims the search', () => {
    expect(BrowseQuerySchema.parse({ search: '  Rice ', sort: 'price_desc', limit: '12', offset: '6' })).toEqual({
      search: 'Rice',
      sort: 'price_desc',
      limit: 12,
      offset: 6,
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
  it('leaves out what is at its default and encodes the search', () => {
    expect(browseSearchParams({ search: ' ', limit: 6, offset: 0 })).toBe('')
    expect(browseSearchParams({ search: 'dal & rice', sort: 'price_asc', limit: 6, offset: 12 })).toBe(
      '?search=dal%20%26%20rice&sort=price_asc&offset=12',
    )
    expect(browseSearchParams({ limit: 12 })).toBe('?limit=12')
  })
})

describe('categoriesMatching', () => {
  it('lists the categories whose name contains the text, ignoring case', () => {
    expect(categoriesMatching('VEG')).toEqual(['vegetable'])
    expect(categoriesMatching('r')).toEqual(['fruit', 'grain', 'herb', 'other'])
    expect(categoriesMatching('rice')).toEqual([])
  })
})
