import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { english } from './messages/english'
import {
  CoordinatesTextSchema,
  coordinatesToText,
  linkSchema,
  lngLat,
  OptionalPointSchema,
  optionalNumber,
  optionalPoint,
  PointOrTextSchema,
  PointSchema,
  requiredNumber,
} from './fields'

const messages = { required: 'required', notNumber: 'not a number', negative: 'negative', tooLarge: 'too large' }

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value)
  return result.success ? undefined : english.text(result.error.issues[0]?.message ?? '')
}

describe('numbers from forms and JSON', () => {
  it('reads JSON numbers and the text of a number input alike', () => {
    const schema = requiredNumber(messages, 100)
    expect(schema.parse(12.5)).toBe(12.5)
    expect(schema.parse(' 12.5 ')).toBe(12.5)
    expect(schema.parse('0')).toBe(0)
    expect(schema.parse('.5')).toBe(0.5)
  })

  it('tells a missing value from one that is not a number, and holds the bounds', () => {
    const schema = requiredNumber(messages, 100)
    for (const missing of [undefined, null, '', '   ']) expect(firstMessage(schema, missing)).toBe('required')
    for (const junk of ['abc', '12abc', '1e3', '0x10', '1,000', NaN, Infinity, true, {}]) {
      expect(firstMessage(schema, junk), String(junk)).toBe('not a number')
    }
    expect(firstMessage(schema, -1)).toBe('negative')
    expect(firstMessage(schema, '-0.01')).toBe('negative')
    expect(firstMessage(schema, 100.01)).toBe('too large')
  })

  it('gives an optional number its fallback when absent', () => {
    const schema = optionalNumber(messages, 100, 7)
    expect(schema.parse(undefined)).toBe(7)
    expect(schema.parse(null)).toBe(7)
    expect(schema.parse('')).toBe(7)
    expect(schema.parse('3')).toBe(3)
    expect(firstMessage(schema, 'x')).toBe('not a number')
  })
})

describe('links', () => {
  const schema = linkSchema('bad link')
  it('accepts http(s) URLs and paths of our own uploads', () => {
    for (const link of ['https://example.in/a.jpg', 'http://localhost:3000/x.png', '/uploads/products/abc-thumb.webp']) {
      expect(schema.parse(link)).toBe(link)
    }
  })
  it('refuses other schemes, relative paths, traversal and spaces', () => {
    for (const link of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://example.in/a.jpg',
      '//example.in/a.jpg',
      'products/a.webp',
      '/uploads/../secrets/jwt-secret',
      '/uploads/products/a.webp?x=1',
      'https://example.in/a b.jpg',
      'https://' + 'a'.repeat(2050) + '.in',
      '',
    ]) {
      expect(firstMessage(schema, link), link).toBe('bad link')
    }
  })
})

describe('coordinates', () => {
  it('reads a GeoJSON point, numbers as text included, and treats an empty one as none', () => {
    expect(OptionalPointSchema.parse({ type: 'Point', coordinates: [73.79, 19.99] })).toEqual({
      type: 'Point',
      coordinates: [73.79, 19.99],
    })
    expect(OptionalPointSchema.parse({ coordinates: ['73.79', '19.99'] })).toEqual({ type: 'Point', coordinates: [73.79, 19.99] })
    for (const none of [undefined, null, '', { type: 'Point', coordinates: [] }, { coordinates: ['', ''] }, { coordinates: null }]) {
      expect(OptionalPointSchema.parse(none)).toBeNull()
    }
  })

  it('reads every blank a client sends for "no coordinates" as none', () => {
    const blanks = [
      '',
      ' ',
      [],
      [0],
      ['0'],
      [''],
      [null, null],
      { coordinates: [] },
      { coordinates: ['', ''] },
      { coordinates: [' ', null] },
      { coordinates: [0] },
      { coordinates: '' },
      { type: 'Point', coordinates: [] },
      { type: 'Point', coordinates: [0] },
      { type: 'Point', coordinates: null },
    ]
    for (const none of blanks) {
      expect(OptionalPointSchema.parse(none), JSON.stringify(none)).toBeNull()
      expect(optionalPoint('both or neither').parse(none), JSON.stringify(none)).toBeNull()
      expect(PointOrTextSchema.parse(none), JSON.stringify(none)).toBeNull()
    }
    // A pair is a place, (0, 0) included; one real number alone is half a point.
    expect(OptionalPointSchema.parse({ coordinates: [0, 0] })).toEqual({ type: 'Point', coordinates: [0, 0] })
    expect(firstMessage(OptionalPointSchema, { coordinates: [73] })).toBe('Latitude must be a number from -90 to 90')
    expect(firstMessage(OptionalPointSchema, { coordinates: [0, ''] })).toBe('Latitude must be a number from -90 to 90')
    // A bare list that is not blank is not a point.
    expect(firstMessage(OptionalPointSchema, [73.79, 19.99])).toBe('Coordinates must be a point: [longitude, latitude]')
    expect(firstMessage(OptionalPointSchema, {})).toBe('Coordinates must be a point: [longitude, latitude]')
  })

  it('answers a point, or the empty point for none, and reads its numbers back', () => {
    expect(PointSchema.parse({ type: 'Point', coordinates: [73.79, 19.99] })).toEqual({ type: 'Point', coordinates: [73.79, 19.99] })
    expect(PointSchema.parse({ type: 'Point', coordinates: [] })).toEqual({ type: 'Point', coordinates: [] })
    for (const wrong of [null, { type: 'Point', coordinates: [73.79] }, { type: 'Point' }, { coordinates: [73.79, 19.99] }]) {
      expect(PointSchema.safeParse(wrong).success, JSON.stringify(wrong)).toBe(false)
    }
    expect(lngLat({ type: 'Point', coordinates: [73.79, 19.99] })).toEqual([73.79, 19.99])
    expect(lngLat({ type: 'Point', coordinates: [] })).toBeNull()
    expect(lngLat(null)).toBeNull()
    // The empty point goes back through a form as none.
    expect(coordinatesToText({ type: 'Point', coordinates: [] })).toBe('')
    expect(OptionalPointSchema.parse(PointSchema.parse({ type: 'Point', coordinates: [] }))).toBeNull()
  })

  it('refuses points out of range or of the wrong shape', () => {
    expect(firstMessage(OptionalPointSchema, { type: 'Point', coordinates: [181, 10] })).toBe('Longitude must be a number from -180 to 180')
    expect(firstMessage(OptionalPointSchema, { type: 'Point', coordinates: [73, -91] })).toBe('Latitude must be a number from -90 to 90')
    expect(firstMessage(OptionalPointSchema, { type: 'Point', coordinates: [73] })).toBe('Latitude must be a number from -90 to 90')
    expect(firstMessage(OptionalPointSchema, { type: 'Point', coordinates: [73, 19, 5] })).toBe(
      'Coordinates must be a point: [longitude, latitude]',
    )
    expect(firstMessage(OptionalPointSchema, { type: 'Point', coordinates: '73, 19' })).toBe(
      'Coordinates must be a point: [longitude, latitude]',
    )
    expect(firstMessage(OptionalPointSchema, { type: 'Polygon', coordinates: [73, 19] })).toBe(
      'Coordinates must be a point: [longitude, latitude]',
    )
    expect(firstMessage(OptionalPointSchema, { type: 'Point', coordinates: ['east', 19] })).toBe(
      'Longitude must be a number from -180 to 180',
    )
  })

  it('names the missing coordinate of a half-filled point, with its own message or the one given', () => {
    const issues = (schema: z.ZodType, value: unknown) => {
      const result = schema.safeParse(value)
      return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), english.text(issue.message)])
    }
    expect(issues(OptionalPointSchema, { coordinates: ['73.79', ''] })).toEqual([
      ['coordinates.1', 'Latitude must be a number from -90 to 90'],
    ])
    expect(issues(OptionalPointSchema, { coordinates: [null, 19.99] })).toEqual([
      ['coordinates.0', 'Longitude must be a number from -180 to 180'],
    ])
    expect(issues(optionalPoint('both or neither'), { coordinates: ['', '19.99'] })).toEqual([['coordinates.0', 'both or neither']])
    // A coordinate that is wrong on its own is named for that first.
    expect(issues(optionalPoint('both or neither'), { coordinates: ['east', ''] })).toEqual([
      ['coordinates.0', 'Longitude must be a number from -180 to 180'],
    ])
  })

  it('reads the "lng, lat" text of the profile form and writes it back', () => {
    expect(CoordinatesTextSchema.parse(' 73.79 , 19.99 ')).toEqual({ type: 'Point', coordinates: [73.79, 19.99] })
    expect(CoordinatesTextSchema.parse('')).toBeNull()
    expect(coordinatesToText({ type: 'Point', coordinates: [73.79, 19.99] })).toBe('73.79, 19.99')
    expect(coordinatesToText(null)).toBe('')
    const invalid = 'Enter coordinates as "longitude, latitude", for example 73.79, 19.99'
    for (const text of ['73.79', '73.79 19.99', '73.79, 19.99, 5', 'east, north', '73.79,']) {
      expect(firstMessage(CoordinatesTextSchema, text), text).toBe(invalid)
    }
    expect(firstMessage(CoordinatesTextSchema, '200, 19')).toBe('Longitude must be a number from -180 to 180')
    expect(firstMessage(CoordinatesTextSchema, '73, 95')).toBe('Latitude must be a number from -90 to 90')
  })

  it('takes a point or its "lng, lat" text where a form has one box for both', () => {
    const point = { type: 'Point', coordinates: [73.79, 19.99] }
    expect(PointOrTextSchema.parse('73.79, 19.99')).toEqual(point)
    expect(PointOrTextSchema.parse(point)).toEqual(point)
    for (const none of [undefined, null, '', ' ']) expect(PointOrTextSchema.parse(none)).toBeNull()
    expect(firstMessage(PointOrTextSchema, '73.79')).toBe('Enter coordinates as "longitude, latitude", for example 73.79, 19.99')
    expect(firstMessage(PointOrTextSchema, { coordinates: [200, 19] })).toBe('Longitude must be a number from -180 to 180')
  })
})
