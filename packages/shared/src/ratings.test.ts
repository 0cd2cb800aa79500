import { describe, expect, it } from 'vitest'
import { averageRating } from './ratings'

describe('averageRating', () => {
  it('averages to one decimal, and gives nothing without ratings', () => {
    expect(averageRating([4, 4, 5])).toBe('4.3')
    expect(averageRating([5])).toBe('5.0')
    expect(averageRating([])).toBeNull()
  })
})
