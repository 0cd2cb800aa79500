import { describe, expect, it } from 'vitest'
import { CROP_NAMES, cropKey } from './crop-names'
import { MAPPED_COMMODITIES, MAPPED_CROPS, cropOfCommodity } from './mandi-commodities'

describe('the mandi commodity map', () => {
  it('names only crops the crop dictionary holds', () => {
    const keys = new Set(CROP_NAMES.map(cropKey))
    expect(MAPPED_CROPS.filter((crop) => !keys.has(crop))).toEqual([])
  })

  it('maps Agmarknet’s names, bracketed qualifiers and all, to crop keys', () => {
    expect(cropOfCommodity('Tomato')).toBe('tomato')
    expect(cropOfCommodity('Paddy(Dhan)(Common)')).toBe('rice')
    expect(cropOfCommodity('Bajra(Pearl Millet/Cumbu)')).toBe('pearl millet')
    expect(cropOfCommodity('Arhar (Tur/Red Gram)(Whole)')).toBe('pigeon pea')
    expect(cropOfCommodity('Bhindi(Ladies Finger)')).toBe('okra')
    expect(cropOfCommodity('Cucumbar(Kheera)')).toBe('cucumber')
    expect(cropOfCommodity('Raddish')).toBe('radish')
    expect(cropOfCommodity('Cummin Seed(Jeera)')).toBe('cumin')
  })

  it('ignores case and spacing', () => {
    expect(cropOfCommodity('  ONION ')).toBe('onion')
    expect(cropOfCommodity('Ragi(Finger Millet)')).toBe('finger millet')
    expect(cropOfCommodity('green   gram (moong) (whole)')).toBe('green gram')
  })

  it('leaves commodities it does not name without a crop', () => {
    expect(cropOfCommodity('Marigold(Calcutta)')).toBeNull()
    expect(cropOfCommodity('Goat')).toBeNull()
    expect(cropOfCommodity('')).toBeNull()
  })

  it('holds each Agmarknet name once, however it is spaced', () => {
    const keys = MAPPED_COMMODITIES.map((name) => name.toLowerCase().replace(/\s+/g, ''))
    expect(new Set(keys).size).toBe(keys.length)
  })
})
