import { describe, expect, it } from 'vitest'
import { canConfirm, RequestResponseInputSchema, requestCategory, todayInIndia } from './buyer-requests'
import { english } from './messages/english'

describe('requestCategory', () => {
  it.each([
    [[], 'new'],
    [['pending', 'pending'], 'new'],
    [['pending', 'confirmed', 'unavailable'], 'confirmed'],
    [['pending', 'negotiating'], 'in_progress'],
    [['available_later'], 'in_progress'],
    [['unavailable', 'pending'], 'new'],
  ] as const)('%j is %s', (statuses, category) => {
    expect(requestCategory(statuses)).toBe(category)
  })
})

describe('canConfirm', () => {
  it('allows confirming only a status that is neither pending, unavailable nor already confirmed', () => {
    expect(['pending', 'unavailable', 'confirmed'].map((status) => canConfirm(status as never))).toEqual([false, false, false])
    expect(canConfirm('partial_available')).toBe(true)
  })
})

describe('todayInIndia', () => {
  it('is the date in Asia/Kolkata, 5½ hours ahead of UTC', () => {
    expect(todayInIndia(new Date('2026-03-31T18:29:00Z'))).toBe('2026-03-31')
    expect(todayInIndia(new Date('2026-03-31T18:31:00Z'))).toBe('2026-04-01')
  })
})

describe('RequestResponseInputSchema', () => {
  it('reads a whole quantity from a number or text, and nothing as null', () => {
    expect(RequestResponseInputSchema.parse({ status: 'available_now', quantityOffered: '12' })).toEqual({
      status: 'available_now',
      quantityOffered: 12,
      expectedDeliveryDate: null,
    })
    expect(RequestResponseInputSchema.parse({ status: 'pending', quantityOffered: '', expectedDeliveryDate: '' })).toEqual({
      status: 'pending',
      quantityOffered: null,
      expectedDeliveryDate: null,
    })
  })

  it('accepts today in India as the delivery date, and refuses yesterday', () => {
    const today = todayInIndia()
    const yesterday = new Date(`${today}T00:00:00Z`)
    yesterday.setUTCDate(yesterday.getUTCDate() - 1)
    expect(RequestResponseInputSchema.safeParse({ status: 'available_later', expectedDeliveryDate: today }).success).toBe(true)
    const past = RequestResponseInputSchema.safeParse({
      status: 'available_later',
      expectedDeliveryDate: yesterday.toISOString().slice(0, 10),
    })
    expect(past.error?.issues.map((issue) => english.text(issue.message))).toEqual(['Expected delivery date cannot be in the past'])
  })

  it('leaves confirming to the confirm call', () => {
    const result = RequestResponseInputSchema.safeParse({ status: 'confirmed' })
    expect(result.error?.issues.map((issue) => english.text(issue.message))).toEqual(['Use Confirm This Product to confirm an order'])
  })
})
