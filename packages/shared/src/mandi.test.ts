import { describe, expect, it } from 'vitest'
import { KG_PER_QUINTAL, mandiPriceIn, perKgPriceIn } from './mandi'
import { KG_PER_UNIT, PRODUCT_UNITS } from './units'

describe('mandiPriceIn', () => {
  it('converts a rate per quintal to each unit of weight', () => {
    expect(mandiPriceIn('quintal', 2150)).toBe(2150)
    expect(mandiPriceIn('kg', 2150)).toBe(21.5)
    expect(mandiPriceIn('tonne', 2150)).toBe(21500)
    expect(mandiPriceIn('gram', 2150)).toBe(0.02)
  })

  it('rounds to the paisa', () => {
    expect(mandiPriceIn('kg', 1999)).toBe(19.99)
    expect(mandiPriceIn('kg', 1234.56)).toBe(12.35)
    expect(mandiPriceIn('gram', 245000)).toBe(2.45)
    expect(mandiPriceIn('kg', 0)).toBe(0)
  })

  it('gives no price in a unit that is not a weight', () => {
    expect(mandiPriceIn('dozen', 9000)).toBeNull()
    expect(mandiPriceIn('piece', 9000)).toBeNull()
    for (const unit of PRODUCT_UNITS) {
      if (KG_PER_UNIT[unit] === undefined) expect(mandiPriceIn(unit, 9000)).toBeNull()
    }
  })

  it('agrees with the price per kg for every unit of weight', () => {
    for (const unit of PRODUCT_UNITS) {
      if (KG_PER_UNIT[unit] === undefined) continue
      expect(mandiPriceIn(unit, 3000)).toBe(perKgPriceIn(unit, 3000 / KG_PER_QUINTAL))
    }
  })
})
