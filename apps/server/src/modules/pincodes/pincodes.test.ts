import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PlaceSchema } from '@app/shared/pincodes'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { findPlaceByPin } from './pincodes.service'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

const lookUp = (pin: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/pincodes/${pin}`, headers })

describe('GET /api/pincodes/:pin', () => {
  it('answers a PIN code’s district, state and point, cacheable for a day by anyone', async () => {
    const response = await lookUp('422001')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=86400')
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    const place = PlaceSchema.parse(response.json())
    expect(place).toMatchObject({ pin: '422001', district: 'Nashik', state: 'Maharashtra' })
    const [longitude, latitude] = place.coordinates.coordinates as [number, number]
    // Nashik's head post office stands at about 20.0° N, 73.8° E.
    expect(latitude).toBeCloseTo(20.0, 0)
    expect(longitude).toBeCloseTo(73.8, 0)
  })

  it('writes districts for display and states by their canonical names', async () => {
    expect((await lookUp('110001')).json()).toMatchObject({ district: 'New Delhi', state: 'Delhi' })
    expect((await lookUp('396210')).json()).toMatchObject({ district: 'Daman', state: 'Dadra and Nagar Haveli and Daman and Diu' })
    expect((await lookUp('744101')).json()).toMatchObject({ district: 'South Andamans', state: 'Andaman and Nicobar Islands' })
  })

  it('answers the empty point for a PIN code none of whose post offices has coordinates', async () => {
    const response = await lookUp('176057')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      pin: '176057',
      district: 'Kangra',
      state: 'Himachal Pradesh',
      coordinates: { type: 'Point', coordinates: [] },
    })
  })

  it('takes a PIN code written with a space, as people often write it', async () => {
    const response = await lookUp(encodeURIComponent('411 001'))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ pin: '411001', district: 'Pune' })
  })

  it.each([
    ['starts with 0', '011001'],
    ['has five digits', '41100'],
    ['has seven digits', '4110011'],
    ['has letters', 'pune'],
  ])('refuses a PIN code that %s with 400 and what is wrong, not cached', async (_, pin) => {
    const response = await lookUp(pin)
    expect(response.statusCode).toBe(400)
    expect(response.headers['cache-control']).not.toBe('public, max-age=86400')
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'A PIN code is 6 digits and does not start with 0',
      fieldErrors: { pin: ['A PIN code is 6 digits and does not start with 0'] },
    })
  })

  it('answers 404 for a well-formed PIN code India Post does not list, in the reader’s language', async () => {
    const response = await lookUp('999999')
    expect(response.statusCode).toBe(404)
    expect(response.headers['cache-control']).not.toBe('public, max-age=86400')
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: "We don't know this PIN code" })
    const inHindi = await lookUp('999999', { 'accept-language': 'hi' })
    expect(inHindi.json()).toMatchObject({ message: 'हमें यह पिन कोड नहीं पता' })
  })

  it('needs no sign-in', async () => {
    const response = await lookUp('400001', { authorization: '' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ district: 'Mumbai', state: 'Maharashtra' })
  })
})

describe('findPlaceByPin', () => {
  it('gives other modules the place, or undefined for a PIN code no one lists', async () => {
    expect(await findPlaceByPin(t.app.db, '411001')).toMatchObject({ pin: '411001', district: 'Pune', state: 'Maharashtra' })
    expect(await findPlaceByPin(t.app.db, '999999')).toBeUndefined()
  })
})
