import { describe, expect, it } from 'vitest'
import { defaultInboxTab, inboxGroupOfOrder, inboxTabPath, isNewRequest, isOpenRequest } from './inbox'
import { OrderTransitionInputSchema } from './orders'

describe('the farmer’s inbox rules', () => {
  it('put an order under Needs action while the buyer waits for the farmer’s answer', () => {
    expect(inboxGroupOfOrder({ status: 'placed', payment: { status: 'pending' } })).toBe('action')
    expect(inboxGroupOfOrder({ status: 'accepted', payment: { status: 'submitted' } })).toBe('action')
    expect(inboxGroupOfOrder({ status: 'packed', payment: { status: 'submitted' } })).toBe('action')
    expect(inboxGroupOfOrder({ status: 'accepted', payment: { status: 'not_received' } })).toBe('active')
    expect(inboxGroupOfOrder({ status: 'delivered', payment: { status: 'received' } })).toBe('active')
    for (const status of ['rejected', 'completed', 'cancelled'] as const) {
      expect(inboxGroupOfOrder({ status, payment: { status: 'pending' } })).toBe('done')
    }
  })

  it('keep a request open until every product is confirmed or refused, and new while one has no answer', () => {
    expect(isOpenRequest(['confirmed', 'unavailable'])).toBe(false)
    expect(isOpenRequest(['confirmed', 'negotiating'])).toBe(true)
    expect(isNewRequest(['negotiating', 'pending'])).toBe(true)
    expect(isNewRequest(['negotiating', 'available_now'])).toBe(false)
  })

  it('open where something waits: orders first, then requests, else the orders under way', () => {
    expect(defaultInboxTab({ action: 1, requests: 3, newRequests: 1 })).toBe('action')
    expect(defaultInboxTab({ action: 0, requests: 1, newRequests: 0 })).toBe('requests')
    expect(defaultInboxTab({ action: 0, requests: 0, newRequests: 0 })).toBe('active')
    expect(inboxTabPath('done')).toBe('/orders/sales?tab=done')
  })
})

describe('a transition’s reason', () => {
  const issues = (input: unknown) => {
    const result = OrderTransitionInputSchema.safeParse(input)
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  }

  it('takes a preset with or without a note, and a note alone as before', () => {
    expect(OrderTransitionInputSchema.parse({ action: 'reject', reasonCode: 'out_of_stock' })).toEqual({
      action: 'reject',
      reasonCode: 'out_of_stock',
      note: '',
    })
    expect(issues({ action: 'withdraw', reasonCode: 'price_changed', note: 'Rate doubled' })).toEqual([])
    expect(issues({ action: 'reject', note: 'Hail' })).toEqual([])
  })

  it('needs a note beside "other", and refuses a preset off the list or on a step without a reason', () => {
    expect(issues({ action: 'reject', reasonCode: 'other', note: '  ' })).toEqual(['note: orders.otherReasonNeedsNote'])
    expect(issues({ action: 'reject', reasonCode: 'too_far' })).toEqual(['reasonCode: orders.reasonCodeInvalid'])
    expect(issues({ action: 'pack', reasonCode: 'out_of_stock' })).toEqual(['reasonCode: orders.reasonCodeNotTaken'])
  })
})
