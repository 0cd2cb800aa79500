import { describe, expect, it } from 'vitest'
import { PinCodeSchema, PlaceSchema } from './pincodes'

describe('PinCodeSchema', () => {
  it('takes six digits starting 1 to 9, dropping the spaces people write in them', () => {
    expect(PinCodeSchema.parse('411001')).toBe('411001')
    expect(PinCodeSchema.parse(' 411 001 ')).toBe('411001')
    expect(PinCodeSchema.parse('110001')).toBe('110001')
    expect(PinCodeSchema.parse('999999')).toBe('999999')
  })

  it.each([
    ['a first digit 0', '011001'],
    ['five digits', '41100'],
    ['seven digits', '4110011'],
    ['letters', '41100A'],
    ['Devanagari digits', '४११००१'],
    ['a dash', '411-001'],
    ['nothing', ''],
  ])('refuses %s with the PIN code message', (_, pin) => {
    const result = PinCodeSchema.safeParse(pin)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('places.pinInvalid')
  })

  it('refuses a number, which would have lost a leading digit’s meaning', () => {
    expect(PinCodeSchema.safeParse(411001).error?.issues[0]?.message).toBe('places.pinInvalid')
  })
})

describe('PlaceSchema', () => {
  it('reads a place with a point and one without, and refuses a state that is not one of India’s', () => {
    const pune = { pin: '411001', district: 'Pune', state: 'Maharashtra', coordinates: { type: 'Point', coordinates: [73.878, 18.512] } }
    expect(PlaceSchema.parse(pune)).toEqual(pune)
    const unknownPoint = { ...pune, coordinates: { type: 'Point', coordinates: [] } }
    expect(PlaceSchema.parse(unknownPoint)).toEqual(unknownPoint)
    expect(PlaceSchema.safeParse({ ...pune, state: 'MAHARASHTRA' }).success).toBe(false)
  })
})
