import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { BuyerProfileInputSchema, splitPreferences, type BuyerProfile, type BuyerProfileInput } from './buyer-profile'
import { english } from './messages/english'

function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value)
  if (result.success) return {}
  const errors: Record<string, string[]> = {}
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(english.text(issue.message))
  return errors
}

/** A profile as the form holds it once typed into: text in every box. */
const form: BuyerProfileInput = {
  phone: '9876543210',
  address: '12 MG Road',
  preferences: 'Vegetables, organic fruit, , Pulses',
  location: { city: 'Pune', state: 'Maharashtra', coordinates: { coordinates: ['73.85', '18.52'] } },
}

const at = (longitude: string, latitude: string): BuyerProfileInput => ({
  ...form,
  location: { city: 'Pune', state: 'Maharashtra', coordinates: { coordinates: [longitude, latitude] } },
})

describe('BuyerProfileInputSchema (the form)', () => {
  it('reads the text the form holds as the API body', () => {
    expect(BuyerProfileInputSchema.parse(form)).toEqual({
      phone: '9876543210',
      address: '12 MG Road',
      preferences: ['Vegetables', 'organic fruit', 'Pulses'],
      location: { city: 'Pune', state: 'Maharashtra', coordinates: { type: 'Point', coordinates: [73.85, 18.52] } },
    })
    expect(BuyerProfileInputSchema.parse(at('', ' ')).location.coordinates).toBeNull()
  })

  it('gives the required messages', () => {
    const empty = { phone: '', address: '', preferences: ' , ', location: { city: '', state: '', coordinates: { coordinates: ['', ''] } } }
    expect(fieldErrors(BuyerProfileInputSchema, empty)).toEqual({
      phone: ['Phone number is required'],
      address: ['Address is required'],
      preferences: ['At least one preference is required'],
      'location.city': ['City is required'],
      'location.state': ['State is required'],
    })
    expect(fieldErrors(BuyerProfileInputSchema, { ...form, phone: '98765 43210' })).toEqual({
      phone: ['Please enter a valid 10-digit phone number'],
    })
  })

  it('asks for both coordinates or neither, each in range', () => {
    expect(fieldErrors(BuyerProfileInputSchema, at('73.85', ''))).toEqual({
      'location.coordinates.coordinates.1': ['Enter both longitude and latitude, or neither'],
    })
    expect(fieldErrors(BuyerProfileInputSchema, at('', '18.52'))).toEqual({
      'location.coordinates.coordinates.0': ['Enter both longitude and latitude, or neither'],
    })
    expect(fieldErrors(BuyerProfileInputSchema, at('181', 'north'))).toEqual({
      'location.coordinates.coordinates.0': ['Longitude must be a number from -180 to 180'],
      'location.coordinates.coordinates.1': ['Latitude must be a number from -90 to 90'],
    })
    // A box that is wrong on its own is named for that; the empty one waits until it is right.
    expect(fieldErrors(BuyerProfileInputSchema, at('east', ''))).toEqual({
      'location.coordinates.coordinates.0': ['Longitude must be a number from -180 to 180'],
    })
  })

  it('takes a profile as the API answers it, which is how the edit form starts, and saves the same profile', () => {
    const profile: BuyerProfile = {
      _id: 'p1',
      userId: 'u1',
      phone: '9876543210',
      address: '12 MG Road',
      preferences: ['Vegetables', 'Pulses'],
      location: { city: 'Pune', state: 'Maharashtra', coordinates: { type: 'Point', coordinates: [73.85, 18.52] } },
      profileImage: null,
      name: 'Priya',
      email: 'priya@example.in',
      memberSince: '2026-01-05T10:00:00.000Z',
      createdAt: '2026-01-05T10:00:00.000Z',
      updatedAt: '2026-01-05T10:00:00.000Z',
    }
    const saved = BuyerProfileInputSchema.parse(profile)
    expect(saved).toEqual({ phone: profile.phone, address: profile.address, preferences: profile.preferences, location: profile.location })
    expect(BuyerProfileInputSchema.parse(saved)).toEqual(saved)
  })
})

describe('BuyerProfileInputSchema (the API body)', () => {
  it('reads a list or comma-separated text of preferences, keeping each once', () => {
    const body = { phone: 9876543210, address: 'x', location: { city: 'Pune', state: 'MH' } }
    expect(BuyerProfileInputSchema.parse({ ...body, preferences: ['Rice', ' rice ', 'Dal'] }).preferences).toEqual(['Rice', 'Dal'])
    expect(BuyerProfileInputSchema.parse({ ...body, preferences: 'Rice,Dal' }).preferences).toEqual(['Rice', 'Dal'])
    expect(fieldErrors(BuyerProfileInputSchema, { ...body, preferences: [''] })).toEqual({
      preferences: ['At least one preference is required'],
    })
    expect(splitPreferences(' a, ,b,A')).toEqual(['a', 'b'])
  })
})
