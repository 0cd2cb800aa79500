import { describe, expect, it } from 'vitest'
import { earningsWeekStarts, indiaMidnight, salesSummary } from './dashboards'
import { receiptFileName, receiptPaymentStatusId } from './receipts'

describe('earningsWeekStarts', () => {
  it('gives the 8 Mondays up to this week’s, oldest first, by India’s calendar', () => {
    // Wednesday 5 March 2025, noon in India.
    expect(earningsWeekStarts(new Date('2025-03-05T06:30:00Z'))).toEqual([
      '2025-01-13',
      '2025-01-20',
      '2025-01-27',
      '2025-02-03',
      '2025-02-10',
      '2025-02-17',
      '2025-02-24',
      '2025-03-03',
    ])
  })

  it('starts a week at Monday 00:00 in India, which is Sunday 18:30 UTC', () => {
    expect(earningsWeekStarts(new Date('2025-03-02T18:29:59Z'), 1)).toEqual(['2025-02-24'])
    expect(earningsWeekStarts(new Date('2025-03-02T18:30:00Z'), 1)).toEqual(['2025-03-03'])
    expect(indiaMidnight('2025-03-03').toISOString()).toBe('2025-03-02T18:30:00.000Z')
  })
})

describe('salesSummary', () => {
  it('names every status, sums the Today figures and fills missing weeks with 0', () => {
    const setup = { profile: true, upiId: false, listing: true }
    const summary = salesSummary(
      { placed: 2, packed: 1, ready_for_pickup: 4 },
      new Map([['2025-03-03', 99.5]]),
      ['2025-02-24', '2025-03-03'],
      setup,
    )
    expect(summary.today).toEqual({ newOrders: 2, toPack: 0, toDeliver: 5 })
    expect(Object.keys(summary.countsByStatus)).toHaveLength(9)
    expect(summary.countsByStatus.cancelled).toBe(0)
    expect(summary.earningsByWeek).toEqual([
      { weekStart: '2025-02-24', amount: 0 },
      { weekStart: '2025-03-03', amount: 99.5 },
    ])
    expect(summary.setup).toEqual(setup)
  })
})

describe('receipts', () => {
  it('says Paid only for a received payment', () => {
    expect(receiptPaymentStatusId('received', 'buyer')).toBe('receipt.paid')
    expect(receiptPaymentStatusId('received', 'farmer')).toBe('receipt.paid')
    expect(receiptPaymentStatusId('pending', 'buyer')).toBe('payments.status.pending')
    expect(receiptPaymentStatusId('submitted', 'buyer')).toBe('payments.status.submitted')
    expect(receiptPaymentStatusId('submitted', 'farmer')).toBe('payments.farmerStatus.submitted')
    expect(receiptPaymentStatusId('not_received', 'buyer')).toBe('payments.status.not_received')
  })

  it('names the file after the reference, keeping only safe characters', () => {
    expect(receiptFileName('KS7Q2M4X')).toBe('KisanSetu-receipt-KS7Q2M4X.pdf')
    expect(receiptFileName('KS/../x"')).toBe('KisanSetu-receipt-KSx.pdf')
  })
})
