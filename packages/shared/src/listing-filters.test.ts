import { describe, expect, it } from 'vitest'
import { filterAndSortListings, isListingSort } from './listing-filters'

const tomato = { name: 'Desi Tomato', category: 'vegetable', variety: 'Pusa Ruby', pricePerUnit: 30 }
const rice = { name: 'Basmati Rice', category: 'grain', variety: 'Pusa 1121', pricePerUnit: 95 }
const mango = { name: 'Alphonso Mango', category: 'fruit', variety: 'Hapus', pricePerUnit: 400 }
const wheat = { name: 'Sharbati Wheat', category: 'grain', variety: 'Sehore', pricePerUnit: 30 }
const all = [rice, tomato, mango, wheat]

const names = (list: { name: string }[]) => list.map((item) => item.name)

describe('filterAndSortListings', () => {
  it('keeps everything in server order without a search or sort', () => {
    expect(filterAndSortListings(all, { search: '', sort: '' })).toEqual(all)
  })

  it('matches name, category or variety as a case-insensitive substring', () => {
    expect(names(filterAndSortListings(all, { search: 'MANGO', sort: '' }))).toEqual(['Alphonso Mango'])
    expect(names(filterAndSortListings(all, { search: 'grain', sort: '' }))).toEqual(['Basmati Rice', 'Sharbati Wheat'])
    expect(names(filterAndSortListings(all, { search: 'pusa', sort: '' }))).toEqual(['Basmati Rice', 'Desi Tomato'])
  })

  it('ignores spaces around the search and finds nothing for an unknown word', () => {
    expect(names(filterAndSortListings(all, { search: '  hapus ', sort: '' }))).toEqual(['Alphonso Mango'])
    expect(filterAndSortListings(all, { search: 'saffron', sort: '' })).toEqual([])
  })

  it('sorts by price both ways, keeping ties in their original order', () => {
    expect(names(filterAndSortListings(all, { search: '', sort: 'price_asc' }))).toEqual([
      'Desi Tomato',
      'Sharbati Wheat',
      'Basmati Rice',
      'Alphonso Mango',
    ])
    expect(names(filterAndSortListings(all, { search: '', sort: 'price_desc' }))).toEqual([
      'Alphonso Mango',
      'Basmati Rice',
      'Desi Tomato',
      'Sharbati Wheat',
    ])
  })

  it('filters before sorting and never changes its input', () => {
    const input = [...all]
    expect(names(filterAndSortListings(input, { search: 'grain', sort: 'price_asc' }))).toEqual(['Sharbati Wheat', 'Basmati Rice'])
    expect(input).toEqual(all)
  })
})

describe('isListingSort', () => {
  it('accepts the three select values only', () => {
    expect(['', 'price_asc', 'price_desc'].every(isListingSort)).toBe(true)
    expect(isListingSort('name')).toBe(false)
  })
})
