import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  BuyerProfileFormSchema,
  BuyerProfileInputSchema,
  splitPreferences,
  toBuyerProfileFormValues,
  type BuyerProfile,
  type BuyerProfileFormValues,
} from './buyer-profile'

function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value)
  if (result.success) return {}
  const errors: Record<string, string[]> = {}
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message)
  return errors
}

const form: BuyerProfileFormValues = {
  phone: '9876543210',
  address: '12 MG Road',
  preferences: 'Vegetables, organic fruit, , Pulses',
  city: 'Pune',
  state: 'Maharashtra',
  longitude: '73.85',
  latitude: '18.52',
}

describe('BuyerProfileFormSchema', () => {
  it('turns the form into the API body', () => {
    expect(BuyerProfileFormSchema.parse(form)).toEqual({
      phone: '9876543210',
      address: '12 MG Road',
      preferences: ['Vegetables', 'organic fruit', 'Pulses'],
      location: { city: 'Pune', state: 'Maharashtra', coordinates: { type: 'Point', coordinates: [73.85, 18.52] } },
    })
    expect(BuyerProfileFormSchema.parse({ ...form, longitude: '', latitude: ' ' }).location.coordinates).toBeNull()
  })

  it("gives SPEC.md §5's messages", () => {
    expect(fieldErrors(BuyerProfileFormSchema, { phone: '', address: '', preferences: ' , ', city: '', state: '', longitude: '', latitude: '' })).toEqual({
      phone: ['Phone number is required'],
      address: ['Address is required'],
      preferences: ['At least one preference is required'],
      city: ['City is required'],
      state: ['State is required'],
    })
    expect(fieldErrors(BuyerProfileFormSchema, { ...form, phone: '98765 43210' })).toEqual({
      phone: ['Please enter a valid 10-digit phone number'],
    })
  })

  it('asks for both coordinates or neither, each in range', () => {
    expect(fieldErrors(BuyerProfileFormSchema, { ...form, latitude: '' })).toEqual({
      latitude: ['Enter both longitude and latitude, or neither'],
    })
    expect(fieldErrors(BuyerProfileFormSchema, { ...form, longitude: '181', latitude: 'north' })).toEqual({
      longitude: ['Longitude must be a number from -180 to 180'],
      latitude: ['Latitude must be a number from -90 to 90'],
    })
  })

  it('is filled back from a profile for the edit form, and parses to the same body', () => {
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
    const values = toBuyerProfileFormValues(profile)
    expect(values).toEqual({ ...form, preferences: 'Vegetables, Pulses' })
    expect(BuyerProfileInputSchema.parse(BuyerProfileFormSchema.parse(values))).toEqual(BuyerProfileFormSchema.parse(values))
    expect(toBuyerProfileFormValues()).toEqual({ phone: '', address: '', preferences: '', city: '', state: '', longitude: '', latitude: '' })
  })
})

describe('BuyerProfileInputSchema', () => {
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
