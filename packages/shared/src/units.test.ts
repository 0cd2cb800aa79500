import { describe, expect, it } from 'vitest'
import { KG_PER_UNIT, PRODUCT_UNITS, toProductUnit } from './units'

describe('toProductUnit', () => {
  it('reads every listed unit in any case and with spaces around it', () => {
    for (const unit of PRODUCT_UNITS) {
      expect(toProductUnit(unit)).toBe(unit)
      expect(toProductUnit(` ${unit.toUpperCase()} `)).toBe(unit)
    }
  })

  it('reads common spellings and plurals', () => {
    expect(toProductUnit('Kgs')).toBe('kg')
    expect(toProductUnit('qtl')).toBe('quintal')
    expect(toProductUnit('Liters')).toBe('litre')
    expect(toProductUnit('pcs')).toBe('piece')
  })

  it('refuses what is not a unit', () => {
    expect(toProductUnit('')).toBeUndefined()
    expect(toProductUnit('box of 12')).toBeUndefined()
    expect(toProductUnit('constructor')).toBeUndefined()
  })

  it('knows the weight of the weight units only', () => {
    expect(KG_PER_UNIT.quintal).toBe(100)
    expect(KG_PER_UNIT.dozen).toBeUndefined()
  })
})
