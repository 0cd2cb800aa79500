import { describe, expect, it } from 'vitest'
import { PriceQuerySchema } from './mandi'
import { mandiSearchFromUrl } from './mandi-search'

/** The search in an address whose query holds `fields`, as URLSearchParams reads them. */
const read = (fields: Record<string, string>) =>
  mandiSearchFromUrl({ get: (name) => fields[name] ?? null, has: (name) => Object.hasOwn(fields, name) })

describe('mandiSearchFromUrl', () => {
  it('reads the empty search as no question and no problem', () => {
    expect(read({})).toEqual({ text: { crop: '', pin: '', unit: 'kg' }, query: null, problems: {} })
  })

  it('asks what the API would read from the same fields: the crop trimmed, the PIN code without its spaces', () => {
    const search = read({ crop: ' टमाटर ', pin: '422 001', unit: 'quintal' })
    expect(search.text).toEqual({ crop: 'टमाटर', pin: '422 001', unit: 'quintal' })
    expect(search.query).toEqual({ crop: 'टमाटर', pin: '422001', unit: 'quintal' })
    expect(PriceQuerySchema.parse({ crop: ' टमाटर ', pin: '422 001', unit: 'quintal' })).toEqual({ ...search.query, history: false })
    // A form sent without a PIN code or with the default unit asks without them.
    expect(read({ crop: 'onion', pin: '', unit: 'kg' }).query).toEqual({ crop: 'onion', unit: 'kg' })
  })

  it('reads a unit it does not know as kg, and keeps one that is not a weight for the API to answer', () => {
    expect(read({ crop: 'onion', unit: 'bushel' }).query).toEqual({ crop: 'onion', unit: 'kg' })
    expect(read({ crop: 'banana', unit: 'dozen' }).query).toEqual({ crop: 'banana', unit: 'dozen' })
  })

  it('names the fields the API would refuse, and asks nothing', () => {
    const refused = [
      [{ crop: '', unit: 'kg' }, { crop: 'prices.cropRequired' }],
      [{ crop: 'x'.repeat(61) }, { crop: 'prices.cropTooLong' }],
      [{ crop: 'tomato', pin: '012345' }, { pin: 'places.pinInvalid' }],
    ] as const
    for (const [fields, problems] of refused) {
      expect(read(fields)).toMatchObject({ query: null, problems })
      expect(PriceQuerySchema.safeParse(fields).success, JSON.stringify(fields)).toBe(false)
    }
  })
})
