import { describe, expect, it } from 'vitest'
import { AddToCartSchema, cartTotals } from './cart'

describe('AddToCartSchema', () => {
  it('keeps the product id and drops the spec’s userId', () => {
    const productId = '3f9a6a43-4f1c-4b8e-9d0a-2a1f3c5e7b90'
    expect(AddToCartSchema.parse({ productId, userId: 'someone' })).toEqual({ productId })
    expect(AddToCartSchema.safeParse({ productId: 'abc' }).success).toBe(false)
  })
})

describe('cartTotals', () => {
  it('adds price × quantity available per product and ₹49 delivery', () => {
    expect(
      cartTotals([
        { pricePerUnit: 95.5, quantityAvailable: 2 },
        { pricePerUnit: 0.1, quantityAvailable: 3 },
      ]),
    ).toEqual({ subtotal: 191.3, delivery: 49, total: 240.3 })
  })

  it('charges no delivery when the subtotal is not positive', () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, delivery: 0, total: 0 })
    expect(cartTotals([{ pricePerUnit: 120, quantityAvailable: 0 }])).toEqual({ subtotal: 0, delivery: 0, total: 0 })
  })
})
