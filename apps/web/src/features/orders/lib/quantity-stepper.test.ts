import { describe, expect, it } from 'vitest'
import { initialQuantity, largestOffer, stepDown, stepUp, typedQuantity } from './quantity-stepper'

describe('quantity to offer', () => {
  it('floors what is typed at 0 and keeps whole numbers, without capping it', () => {
    expect(typedQuantity('12')).toBe(12)
    expect(typedQuantity('7.9')).toBe(7)
    expect(typedQuantity('-4')).toBe(0)
    expect(typedQuantity('')).toBe(0)
    expect(typedQuantity('abc')).toBe(0)
    expect(typedQuantity('5000')).toBe(5000)
  })

  it('caps + at the available quantity and floors − at 0', () => {
    expect(stepUp(9, 10)).toBe(10)
    expect(stepUp(10, 10)).toBe(10)
    expect(stepUp(25, 10)).toBe(10)
    expect(stepUp(3, 10.5)).toBe(4)
    expect(stepUp(10, 10.5)).toBe(10)
    expect(stepDown(1)).toBe(0)
    expect(stepDown(0)).toBe(0)
  })

  it('offers at most the available quantity, as a whole number', () => {
    expect(largestOffer(120)).toBe(120)
    expect(largestOffer(12.75)).toBe(12)
    expect(largestOffer(0)).toBe(0)
  })

  it('starts at the quantity asked, rounded up to a whole unit and capped by what is available', () => {
    expect(initialQuantity(4, 120)).toBe(4)
    expect(initialQuantity(2.5, 120)).toBe(3)
    expect(initialQuantity(3, 3)).toBe(3)
    expect(initialQuantity(500, 12.75)).toBe(12)
    expect(initialQuantity(2, 0)).toBe(0)
  })
})
