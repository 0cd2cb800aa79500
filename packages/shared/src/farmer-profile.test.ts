import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { english } from './messages/english'
import {
  FarmerProfileInputSchema,
  FarmerProfileSchema,
  GetFarmerProfileResponseSchema,
  type FarmerProfile,
  type FarmerProfileInput,
} from './farmer-profile'

function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value)
  if (result.success) return {}
  const errors: Record<string, string[]> = {}
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(english.text(issue.message))
  return errors
}

const body = {
  userId: 'ignored',
  phone: '9876543210',
  location: { city: 'Nashik', state: 'Maharashtra', pin: '422001', coordinates: { type: 'Point', coordinates: [73.79, 19.99] } },
  farmSize: 12.5,
  isCertifiedSustainable: true,
  certificationDetails: { authority: 'PGS-India', certifiedOn: '2025-06-01', documents: ['https://example.in/cert.pdf'] },
}

/** The same profile as the form holds it once typed into: text in every box. */
const form: FarmerProfileInput = {
  phone: '9876543210',
  location: { city: 'Nashik', state: 'Maharashtra', pin: '422001', coordinates: '73.79, 19.99' },
  farmSize: '12.5',
  isCertifiedSustainable: true,
  certificationDetails: { authority: 'PGS-India', certifiedOn: '2025-06-01', documents: 'https://example.in/cert.pdf' },
}

const profile: FarmerProfile = {
  _id: '5b0c8a0e-3f6f-4a52-9a57-1c2d3e4f5a6b',
  userId: '0f1e2d3c-4b5a-4968-8776-655443322110',
  phone: '9876543210',
  location: { city: 'Nashik', state: 'Maharashtra', pin: '422001', coordinates: { type: 'Point', coordinates: [73.79, 19.99] } },
  farmSize: 12.5,
  isCertifiedSustainable: true,
  certificationDetails: {
    authority: 'PGS-India',
    certifiedOn: '2025-06-01',
    documents: ['https://example.in/a.pdf', 'https://example.in/b.pdf'],
  },
  upiId: 'suresh.pawar@okaxis',
  deliveryFee: 60,
  deliveryRadiusKm: 40,
  deliveryPins: ['422003'],
  pickupAddress: 'Gat 112, near the Hanuman temple, Ozar',
  profileImage: '/uploads/profiles/x/abc.webp',
  name: 'Suresh Pawar',
  email: 'suresh@example.in',
  createdAt: '2025-06-01T00:00:00.000Z',
  updatedAt: '2025-06-01T00:00:00.000Z',
}

describe('FarmerProfileInputSchema (the API body)', () => {
  it('reads the spec body and drops userId', () => {
    const parsed = FarmerProfileInputSchema.parse(body)
    expect(parsed).not.toHaveProperty('userId')
    expect(parsed).toEqual({
      phone: '9876543210',
      location: body.location,
      farmSize: 12.5,
      isCertifiedSustainable: true,
      certificationDetails: body.certificationDetails,
    })
  })

  it('makes coordinates optional and keeps certification details only when certified', () => {
    const parsed = FarmerProfileInputSchema.parse({
      ...body,
      location: { city: 'Nashik', state: 'Maharashtra', pin: '422001' },
      isCertifiedSustainable: false,
    })
    expect(parsed.location.coordinates).toBeNull()
    expect(parsed.certificationDetails).toEqual({ authority: null, certifiedOn: null, documents: [] })
  })

  it('gives the required message of each missing field', () => {
    expect(fieldErrors(FarmerProfileInputSchema, {})).toEqual({
      phone: ['Phone number is required'],
      'location.city': ['City is required'],
      'location.state': ['State is required'],
      'location.pin': ['PIN code is required'],
      farmSize: ['Farm size is required'],
    })
    expect(
      fieldErrors(FarmerProfileInputSchema, { ...body, phone: '  ', location: { city: ' ', state: '', pin: '' }, farmSize: '' }),
    ).toEqual({
      phone: ['Phone number is required'],
      'location.city': ['City is required'],
      'location.state': ['State is required'],
      'location.pin': ['PIN code is required'],
      farmSize: ['Farm size is required'],
    })
  })

  it('stores a mobile number typed in any form sign-up takes as its 10 digits', () => {
    for (const phone of ['+91 98765 43210', '098765-43210', '9876543210', '919876543210', '+919876543210', '98765 43210']) {
      expect(FarmerProfileInputSchema.parse({ ...body, phone }).phone, phone).toBe('9876543210')
    }
  })

  it('requires exactly 10 digits of phone and 6 of PIN, and a farm size in acres', () => {
    for (const phone of ['98765', '98765432101', '+1 415 555 0123', '12345-67890x']) {
      expect(fieldErrors(FarmerProfileInputSchema, { ...body, phone }), phone).toEqual({
        phone: ['Please enter a valid 10-digit phone number'],
      })
    }
    expect(fieldErrors(FarmerProfileInputSchema, { ...body, location: { ...body.location, pin: '4220' } })).toEqual({
      'location.pin': ['Please enter a valid 6-digit PIN code'],
    })
    expect(fieldErrors(FarmerProfileInputSchema, { ...body, farmSize: 'big' })).toEqual({
      farmSize: ['Farm size must be a number of acres'],
    })
    expect(fieldErrors(FarmerProfileInputSchema, { ...body, farmSize: -1 })).toEqual({ farmSize: ['Farm size cannot be negative'] })
    expect(fieldErrors(FarmerProfileInputSchema, { ...body, farmSize: 100_001 })).toEqual({
      farmSize: ['Farm size must be at most 1,00,000 acres'],
    })
  })

  it('checks certification and coordinates when given', () => {
    expect(
      fieldErrors(FarmerProfileInputSchema, {
        ...body,
        certificationDetails: { authority: 'x'.repeat(101), certifiedOn: '2025-13-01', documents: ['javascript:alert(1)'] },
      }),
    ).toEqual({
      'certificationDetails.authority': ['Certifying authority must be at most 100 characters'],
      'certificationDetails.certifiedOn': ['Enter a real date as YYYY-MM-DD'],
      'certificationDetails.documents.0': ['Each document must be an http:// or https:// link'],
    })
    expect(
      fieldErrors(FarmerProfileInputSchema, {
        ...body,
        certificationDetails: { documents: Array.from({ length: 11 }, (_, i) => `https://example.in/${i}.pdf`) },
      }),
    ).toEqual({ 'certificationDetails.documents': ['Add at most 10 document links'] })
    expect(
      fieldErrors(FarmerProfileInputSchema, {
        ...body,
        location: { ...body.location, coordinates: { type: 'Point', coordinates: [73, 95] } },
      }),
    ).toEqual({
      'location.coordinates.coordinates.1': ['Latitude must be a number from -90 to 90'],
    })
  })
})

describe('FarmerProfileInputSchema (the form)', () => {
  it('reads the text the form holds as the API body', () => {
    expect(FarmerProfileInputSchema.parse(form)).toEqual(FarmerProfileInputSchema.parse(body))
  })

  it('reads empty coordinates as none and documents one per line or comma-separated', () => {
    const parsed = FarmerProfileInputSchema.parse({
      ...form,
      location: { ...form.location, coordinates: ' ' },
      certificationDetails: { documents: 'https://a.in/1.pdf\n\nhttps://a.in/2.pdf, https://a.in/3.pdf' },
    })
    expect(parsed.location.coordinates).toBeNull()
    expect(parsed.certificationDetails.documents).toEqual(['https://a.in/1.pdf', 'https://a.in/2.pdf', 'https://a.in/3.pdf'])
  })

  it('shows the required message under each empty box', () => {
    const empty = {
      phone: '',
      location: { city: '', state: '', pin: '', coordinates: '' },
      farmSize: '',
      isCertifiedSustainable: false,
      certificationDetails: { authority: '', certifiedOn: '', documents: '' },
    }
    expect(fieldErrors(FarmerProfileInputSchema, empty)).toEqual({
      phone: ['Phone number is required'],
      'location.city': ['City is required'],
      'location.state': ['State is required'],
      'location.pin': ['PIN code is required'],
      farmSize: ['Farm size is required'],
    })
  })

  it('explains bad coordinates text, and a bad date or document in the boxes', () => {
    expect(fieldErrors(FarmerProfileInputSchema, { ...form, location: { ...form.location, coordinates: '73.79' } })).toEqual({
      'location.coordinates': ['Enter coordinates as "longitude, latitude", for example 73.79, 19.99'],
    })
    expect(fieldErrors(FarmerProfileInputSchema, { ...form, location: { ...form.location, coordinates: '73, 95' } })).toEqual({
      'location.coordinates': ['Latitude must be a number from -90 to 90'],
    })
    expect(
      fieldErrors(FarmerProfileInputSchema, {
        ...form,
        certificationDetails: { certifiedOn: '01/06/2025', documents: 'https://a.in/1.pdf\nnot a link' },
      }),
    ).toEqual({
      'certificationDetails.certifiedOn': ['Enter a real date as YYYY-MM-DD'],
      'certificationDetails.documents.1': ['Each document must be an http:// or https:// link'],
    })
  })

  it('ignores emptied certification boxes when the box is unchecked', () => {
    const parsed = FarmerProfileInputSchema.parse({
      ...form,
      isCertifiedSustainable: false,
      certificationDetails: { authority: null, certifiedOn: null, documents: [] },
    })
    expect(parsed.certificationDetails).toEqual({ authority: null, certifiedOn: null, documents: [] })
  })

  it('takes a profile as the API answers it, which is how the edit form starts, and saves the same profile', () => {
    const saved = FarmerProfileInputSchema.parse(profile)
    expect(saved).toEqual({
      phone: profile.phone,
      location: profile.location,
      farmSize: profile.farmSize,
      isCertifiedSustainable: true,
      certificationDetails: profile.certificationDetails,
      upiId: 'suresh.pawar@okaxis',
      deliveryFee: 60,
      deliveryRadiusKm: 40,
      deliveryPins: ['422003'],
      pickupAddress: 'Gat 112, near the Hanuman temple, Ozar',
    })
    // What the form submits is a body the server reads to the same fields.
    expect(FarmerProfileInputSchema.parse(saved)).toEqual(saved)
  })
})

describe('FarmerProfileInputSchema (delivery area and pickup address)', () => {
  it('leaves them out when the body does, so the server keeps what is stored', () => {
    const parsed = FarmerProfileInputSchema.parse(body)
    expect([parsed.deliveryRadiusKm, parsed.deliveryPins, parsed.pickupAddress]).toEqual([undefined, undefined, undefined])
  })

  it('reads the boxes: whole km, PIN codes separated by commas or spaces once each, and empty boxes as none', () => {
    const typed = FarmerProfileInputSchema.parse({
      ...body,
      deliveryRadiusKm: ' 40 ',
      deliveryPins: '422101, 421201\n422101',
      pickupAddress: ' Gat 112 ',
    })
    expect([typed.deliveryRadiusKm, typed.deliveryPins, typed.pickupAddress]).toEqual([40, ['422101', '421201'], 'Gat 112'])
    const emptied = FarmerProfileInputSchema.parse({ ...body, deliveryRadiusKm: '', deliveryPins: '', pickupAddress: '' })
    expect([emptied.deliveryRadiusKm, emptied.deliveryPins, emptied.pickupAddress]).toEqual([null, [], null])
  })

  it.each([
    ['a fraction of a km', { deliveryRadiusKm: 2.5 }, 'deliveryRadiusKm'],
    ['no km at all', { deliveryRadiusKm: 0 }, 'deliveryRadiusKm'],
    ['beyond a day’s drive', { deliveryRadiusKm: 501 }, 'deliveryRadiusKm'],
    ['a PIN code of 5 digits', { deliveryPins: '42210' }, 'deliveryPins'],
  ])('refuses %s on its one box', (_, fields, field) => {
    const result = FarmerProfileInputSchema.safeParse({ ...body, ...fields })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field])
  })
})

describe('FarmerProfileInputSchema (UPI ID and delivery fee)', () => {
  it('leaves both out when the body does, so the server keeps what is stored', () => {
    const parsed = FarmerProfileInputSchema.parse(body)
    expect(parsed.upiId).toBeUndefined()
    expect(parsed.deliveryFee).toBeUndefined()
  })

  it('reads a UPI ID trimmed, and clears it with an empty box or null', () => {
    expect(FarmerProfileInputSchema.parse({ ...body, upiId: '  ramesh.patel-1@oksbi ' }).upiId).toBe('ramesh.patel-1@oksbi')
    expect(FarmerProfileInputSchema.parse({ ...body, upiId: '9876543210@ybl' }).upiId).toBe('9876543210@ybl')
    expect(FarmerProfileInputSchema.parse({ ...form, upiId: '' }).upiId).toBeNull()
    expect(FarmerProfileInputSchema.parse({ ...body, upiId: null }).upiId).toBeNull()
  })

  it.each(['ramesh', 'ramesh@', '@oksbi', 'ramesh@ok sbi', 'ramesh@1bank', 'r@oksbi', 'ram esh@oksbi', 'ramesh@oksbi.com'])(
    'refuses the UPI ID %j',
    (upiId) => {
      expect(fieldErrors(FarmerProfileInputSchema, { ...body, upiId })).toEqual({ upiId: ['Enter a UPI ID like name@bank'] })
    },
  )

  it('reads the fee as a number or the text of its box, to the paisa; an emptied box is the default ₹49', () => {
    expect(FarmerProfileInputSchema.parse({ ...body, deliveryFee: 0 }).deliveryFee).toBe(0)
    expect(FarmerProfileInputSchema.parse({ ...form, deliveryFee: '35.5' }).deliveryFee).toBe(35.5)
    expect(FarmerProfileInputSchema.parse({ ...body, deliveryFee: 10_000 }).deliveryFee).toBe(10_000)
    expect(FarmerProfileInputSchema.parse({ ...body, deliveryFee: 12.345 }).deliveryFee).toBe(12.35)
    expect(FarmerProfileInputSchema.parse({ ...form, deliveryFee: ' ' }).deliveryFee).toBe(49)
    expect(FarmerProfileInputSchema.parse({ ...body, deliveryFee: null }).deliveryFee).toBe(49)
  })

  it.each([-1, 10_000.01, 'fifty', '1e3', true])('refuses the fee %j', (deliveryFee) => {
    expect(fieldErrors(FarmerProfileInputSchema, { ...body, deliveryFee })).toEqual({
      deliveryFee: ['Delivery fee must be a number from 0 to 10000'],
    })
  })
})

describe('FarmerProfileSchema (answers)', () => {
  it("accepts the profile and the spec's list shape", () => {
    expect(FarmerProfileSchema.parse(profile)).toEqual(profile)
    expect(GetFarmerProfileResponseSchema.parse({ getFarmerProfile: [] })).toEqual({ getFarmerProfile: [] })
    expect(GetFarmerProfileResponseSchema.parse({ getFarmerProfile: [profile] }).getFarmerProfile).toHaveLength(1)
  })
})
