import { describe, expect, it } from 'vitest'
import { ConfirmOrderInputSchema } from './orders'

describe('ConfirmOrderInputSchema', () => {
  it('takes a whole quantity of at least 1 and an optional delivery date', () => {
    expect(ConfirmOrderInputSchema.parse({ quantity: 3 })).toEqual({ quantity: 3, expectedDeliveryDate: null })
    expect(ConfirmOrderInputSchema.parse({ quantity: '7', expectedDeliveryDate: '2999-01-01' })).toEqual({
      quantity: 7,
      expectedDeliveryDate: '2999-01-01',
    })
  })

  it.each([{ quantity: 0 }, { quantity: -1 }, { quantity: 0.5 }, { quantity: 'lots' }, {}])('refuses %j', (body) => {
    const result = ConfirmOrderInputSchema.safeParse(body)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Quantity must be a whole number of at least 1'])
  })
})
