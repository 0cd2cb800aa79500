import { describe, expect, it } from 'vitest'
import { deliversTo, deliveryAddressText, DeliveryAddressInputSchema, greatCircleKm, paymentMethodLabelId } from './delivery'

describe('deliversTo', () => {
  it('delivers anywhere with no area, within the radius, and to a listed PIN code at any distance', () => {
    expect(deliversTo({ radiusKm: null, pins: [] }, null, null)).toBe(true)
    expect(deliversTo({ radiusKm: 40, pins: [] }, '422101', 40)).toBe(true)
    expect(deliversTo({ radiusKm: 40, pins: [] }, '421201', 116)).toBe(false)
    expect(deliversTo({ radiusKm: 40, pins: ['421201'] }, '421201', 116)).toBe(true)
    // An address whose distance is unknown is delivered to only by its listed PIN code.
    expect(deliversTo({ radiusKm: 40, pins: [] }, '421201', null)).toBe(false)
    expect(deliversTo({ radiusKm: null, pins: ['422101'] }, '421201', 3)).toBe(false)
  })
})

describe('greatCircleKm', () => {
  it('measures Nashik to Dombivli as about 116 km, and a point to itself as 0', () => {
    const nashik = { latitude: 20.0082, longitude: 73.80645 }
    expect(greatCircleKm(nashik, { latitude: 19.2183, longitude: 73.0868 })).toBeCloseTo(116, 0)
    expect(greatCircleKm(nashik, nashik)).toBe(0)
  })
})

describe('DeliveryAddressInputSchema', () => {
  it('takes a PIN code written with a space and writes the address on one line', () => {
    const address = DeliveryAddressInputSchema.parse({ line: ' 4 Station Road ', town: 'Dombivli', pin: '421 201', state: 'Maharashtra' })
    expect(deliveryAddressText(address)).toBe('4 Station Road, Dombivli, Maharashtra 421201')
  })

  it('names each missing or wrong box', () => {
    const result = DeliveryAddressInputSchema.safeParse({ line: '', town: ' ', pin: '01234', state: 'Vidarbha' })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['line', 'checkout.addressLineRequired'],
      ['town', 'checkout.addressTownRequired'],
      ['pin', 'places.pinInvalid'],
      ['state', 'checkout.addressStateRequired'],
    ])
  })
})

describe('paymentMethodLabelId', () => {
  it('names cash by how the goods travel', () => {
    expect(paymentMethodLabelId('cod', 'pickup')).toBe('payments.method.payAtPickup')
    expect(paymentMethodLabelId('cod', 'delivery')).toBe('payments.method.cod')
    expect(paymentMethodLabelId('upi', 'pickup')).toBe('payments.method.upi')
  })
})
