import { describe, expect, it } from 'vitest'
import { formatBillAmount, formatDate, formatMonthYear, formatRupees, formatTimestamp } from './format'

describe('format (English, as India writes it)', () => {
  it('writes calendar dates and timestamps as day, short month, year, whatever the time zone', () => {
    expect(formatDate('2025-03-05')).toBe('5 Mar 2025')
    expect(formatDate('2025-03-05T23:30:00.000Z')).toBe('5 Mar 2025')
    expect(formatDate(null)).toBe('')
    expect(formatDate('not a date')).toBe('')
  })

  it('writes a moment with its time, and a month by India’s calendar', () => {
    expect(formatTimestamp('2025-03-12T10:35:00.000Z')).toMatch(/^12 Mar 2025, \d{1,2}:\d{2}\s?[ap]m$/i)
    expect(formatTimestamp('nope')).toBe('')
    // 20:00 UTC on 31 January is already February in India.
    expect(formatMonthYear('2024-01-31T20:00:00.000Z')).toBe('February 2024')
    expect(formatMonthYear('')).toBe('')
  })

  it('groups rupees the Indian way; a price drops empty paise, a bill keeps them', () => {
    expect(formatRupees(125000)).toBe('₹1,25,000')
    expect(formatRupees(42.5)).toBe('₹42.50')
    expect(formatBillAmount(1250)).toBe('₹1,250.00')
  })
})
