import { describe, expect, it } from 'vitest'
import { AddToCartSchema, cartLineIssue, cartTotals, lineAmount, SetCartQuantitySchema } from './cart'
import { english } from './messages/english'

const productId = '3f9a6a43-4f1c-4b8e-9d0a-2a1f3c5e7b90'

describe('AddToCartSchema', () => {
  it('keeps the product id and drops the spec’s userId', () => {
    expect(AddToCartSchema.parse({ productId, userId: 'someone' })).toEqual({ productId })
    expect(AddToCartSchema.safeParse({ productId: 'abc' }).success).toBe(false)
  })

  it('takes an optional quantity above 0, as a number or text, kept to hundredths', () => {
    expect(AddToCartSchema.parse({ productId, quantity: 2.5 })).toEqual({ productId, quantity: 2.5 })
    expect(AddToCartSchema.parse({ productId, quantity: '3.456' })).toEqual({ productId, quantity: 3.46 })
    expect(AddToCartSchema.parse({ productId, quantity: '' }).quantity).toBeUndefined()
    expect(AddToCartSchema.parse({ productId, quantity: null }).quantity).toBeUndefined()
    for (const quantity of [0, -1, 0.001, 'lots', true]) {
      const result = AddToCartSchema.safeParse({ productId, quantity })
      expect(result.error?.issues.map((issue) => english.text(issue.message))).toEqual(['Enter a quantity above 0'])
    }
  })
})

describe('SetCartQuantitySchema', () => {
  it('requires a quantity above 0', () => {
    expect(SetCartQuantitySchema.parse({ quantity: '1.5' })).toEqual({ quantity: 1.5 })
    for (const body of [{}, { quantity: '' }, { quantity: 0 }, { quantity: 'x' }]) {
      expect(SetCartQuantitySchema.safeParse(body).error?.issues.map((issue) => english.text(issue.message))).toEqual([
        'Enter a quantity above 0',
      ])
    }
  })
})

describe('cartLineIssue', () => {
  const listing = { status: 'available', pricePerUnit: 40, minOrderQuantity: 2, orderStep: 0.5, quantityAvailable: 10 } as const

  it('is null for a line that can be checked out as it is', () => {
    expect(cartLineIssue({ quantity: 2.5, priceSeen: 40 }, listing)).toBeNull()
  })

  it('flags a listing gone, not available or sold out before anything else', () => {
    expect(cartLineIssue({ quantity: 2, priceSeen: 40 }, undefined)).toEqual({ kind: 'unavailable' })
    expect(cartLineIssue({ quantity: 2, priceSeen: 30 }, { ...listing, status: 'out_of_stock' })).toEqual({ kind: 'unavailable' })
    expect(cartLineIssue({ quantity: 2, priceSeen: 30 }, { ...listing, quantityAvailable: 1.5 })).toEqual({ kind: 'soldOut' })
  })

  it('flags a quantity that no longer fits, then a changed price', () => {
    expect(cartLineIssue({ quantity: 12, priceSeen: 30 }, listing)).toEqual({
      kind: 'quantity',
      problem: { kind: 'aboveStock', available: 10 },
    })
    expect(cartLineIssue({ quantity: 2.2, priceSeen: 40 }, listing)).toMatchObject({ kind: 'quantity' })
    expect(cartLineIssue({ quantity: 2, priceSeen: 30 }, listing)).toEqual({ kind: 'priceChanged', from: 30, to: 40 })
  })
})

describe('lineAmount', () => {
  it('is price × chosen quantity, exact to the paisa', () => {
    expect(lineAmount({ pricePerUnit: 22.5, quantity: 3 })).toBe(67.5)
    expect(lineAmount({ pricePerUnit: 0.1, quantity: 0.3 })).toBe(0.03)
    // 33.33 × 1.5 = 49.995: the half paisa rounds up.
    expect(lineAmount({ pricePerUnit: 33.33, quantity: 1.5 })).toBe(50)
  })
})

describe('cartTotals', () => {
  it('adds price × chosen quantity per line and ₹49 delivery', () => {
    expect(
      cartTotals([
        { pricePerUnit: 95.5, quantity: 2 },
        { pricePerUnit: 0.1, quantity: 3 },
      ]),
    ).toEqual({ subtotal: 191.3, delivery: 49, total: 240.3 })
  })

  it('charges no delivery when the subtotal is not positive', () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, delivery: 0, total: 0 })
    expect(cartTotals([{ pricePerUnit: 0, quantity: 5 }])).toEqual({ subtotal: 0, delivery: 0, total: 0 })
  })
})
