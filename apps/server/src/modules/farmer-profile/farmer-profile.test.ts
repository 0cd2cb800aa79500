import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FarmerProfileSchema } from '@app/shared/farmer-profile'
import { farmerProfiles } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createSignedInUser } from '../../../test/factories'
import { png } from '../../../test/images'
import { multipart } from '../../../test/multipart'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

const GET_URL = '/api/farmerProfile/get-farmerProfile'
const ADD_URL = '/api/farmerProfile/add-farmerProfile'
const UPDATE_URL = '/api/farmerProfile/update-farmerProfile'

/** The body the profile form sends, userId included (which the server ignores). */
function profileBody(overrides: Record<string, unknown> = {}) {
  return {
    userId: '00000000-0000-4000-8000-000000000000',
    phone: '9876543210',
    location: { city: 'Nashik', state: 'Maharashtra', pin: '422001', coordinates: { type: 'Point', coordinates: [73.7898, 19.9975] } },
    farmSize: 6.5,
    isCertifiedSustainable: true,
    certificationDetails: { authority: 'PGS-India', certifiedOn: '2025-06-01', documents: ['https://example.in/pgs.pdf'] },
    ...overrides,
  }
}

async function profileRowsOf(userId: string) {
  return t.app.db.select().from(farmerProfiles).where(eq(farmerProfiles.userId, userId))
}

async function countProfiles() {
  const [row] = await t.app.db.select({ value: count() }).from(farmerProfiles)
  return row!.value
}

describe('GET /api/farmerProfile/get-farmerProfile', () => {
  it('answers an empty list to a farmer without a profile', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const response = await t.app.inject({ method: 'GET', url: GET_URL, headers: bearer(farmer.token) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ getFarmerProfile: [] })
  })

  it("answers only the signed-in farmer's own profile, with name, email and profile image", async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const other = await createSignedInUser(t.app, 'farmer')
    await t.app.inject({ method: 'POST', url: ADD_URL, headers: bearer(other.token), payload: profileBody({ phone: '9000000000' }) })
    await t.app.inject({ method: 'POST', url: ADD_URL, headers: bearer(farmer.token), payload: profileBody() })
    const { payload, headers } = multipart({ data: await png(300, 300) })
    const image = await t.app.inject({
      method: 'POST',
      url: '/api/setProfileImg/set-profile-image',
      payload,
      headers: { ...headers, ...bearer(farmer.token) },
    })

    const response = await t.app.inject({ method: 'GET', url: GET_URL, headers: bearer(farmer.token) })
    expect(response.statusCode).toBe(200)
    const list = response.json().getFarmerProfile
    expect(list).toHaveLength(1)
    expect(FarmerProfileSchema.parse(list[0])).toEqual(list[0])
    expect(list[0]).toEqual({
      _id: expect.any(String),
      userId: farmer.user.id,
      phone: '9876543210',
      location: profileBody().location,
      farmSize: 6.5,
      isCertifiedSustainable: true,
      certificationDetails: profileBody().certificationDetails,
      upiId: null,
      deliveryFee: 49,
      deliveryRadiusKm: null,
      deliveryPins: [],
      pickupAddress: null,
      profileImage: image.json().optimizedUrl,
      name: farmer.user.name,
      email: farmer.user.email,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
  })

  it('answers 403 to a buyer and 401 to an anonymous caller', async () => {
    const buyer = await createSignedInUser(t.app, 'buyer')
    expect((await t.app.inject({ method: 'GET', url: GET_URL, headers: bearer(buyer.token) })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: GET_URL })).statusCode).toBe(401)
  })
})

describe('POST /api/farmerProfile/add-farmerProfile', () => {
  it("creates the signed-in farmer's profile with 201, ignoring the userId of the body", async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const other = await createSignedInUser(t.app, 'farmer')
    const response = await t.app.inject({
      method: 'POST',
      url: ADD_URL,
      headers: bearer(farmer.token),
      payload: profileBody({ userId: other.user.id }),
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      message: 'Profile created successfully!',
      profile: { userId: farmer.user.id, phone: '9876543210', farmSize: 6.5, profileImage: null, name: farmer.user.name },
    })
    expect(await profileRowsOf(farmer.user.id)).toHaveLength(1)
    expect(await profileRowsOf(other.user.id)).toHaveLength(0)
  })

  it("stores a state by its one name when it names one of India's states in any case or spacing, other text as written", async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const created = await t.app.inject({
      method: 'POST',
      url: ADD_URL,
      headers: bearer(farmer.token),
      payload: profileBody({ location: { city: 'Nashik', state: ' maharashtra  ', pin: '422001' } }),
    })
    expect(created.json().profile.location.state).toBe('Maharashtra')
    const updated = await t.app.inject({
      method: 'PATCH',
      url: UPDATE_URL,
      headers: bearer(farmer.token),
      payload: profileBody({ location: { city: 'Nashik', state: 'Desh', pin: '422001' } }),
    })
    expect(updated.json().profile.location.state).toBe('Desh')
    const again = await t.app.inject({
      method: 'PATCH',
      url: UPDATE_URL,
      headers: bearer(farmer.token),
      payload: profileBody({ location: { city: 'Puducherry', state: 'PUDUCHERRY', pin: '605001' } }),
    })
    expect(again.json().profile.location.state).toBe('Puducherry')
    expect((await profileRowsOf(farmer.user.id)).map((row) => row.state)).toEqual(['Puducherry'])
  })

  it('takes a profile without coordinates or certification', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const response = await t.app.inject({
      method: 'POST',
      url: ADD_URL,
      headers: bearer(farmer.token),
      payload: {
        phone: '9876543210',
        location: { city: 'Sehore', state: 'Madhya Pradesh', pin: '466001' },
        farmSize: '15',
        isCertifiedSustainable: false,
      },
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().profile).toMatchObject({
      location: { city: 'Sehore', state: 'Madhya Pradesh', pin: '466001', coordinates: { type: 'Point', coordinates: [] } },
      farmSize: 15,
      isCertifiedSustainable: false,
      certificationDetails: { authority: null, certifiedOn: null, documents: [] },
    })
  })

  it('answers 409 when the farmer already has a profile, and keeps the first', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    await t.app.inject({ method: 'POST', url: ADD_URL, headers: bearer(farmer.token), payload: profileBody() })
    const second = await t.app.inject({
      method: 'POST',
      url: ADD_URL,
      headers: bearer(farmer.token),
      payload: profileBody({ farmSize: 99 }),
    })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({ code: 'CONFLICT', message: 'You already have a farmer profile. Edit it instead.' })
    const rows = await profileRowsOf(farmer.user.id)
    expect(rows.map((row) => row.farmSize)).toEqual([6.5])
  })

  it('gives the form’s own message for each missing field, writing nothing', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const before = await countProfiles()
    const response = await t.app.inject({
      method: 'POST',
      url: ADD_URL,
      headers: bearer(farmer.token),
      payload: { userId: farmer.user.id, phone: '', location: { city: '', state: '', pin: '' }, farmSize: '' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Check the highlighted fields',
      fieldErrors: {
        phone: ['Phone number is required'],
        'location.city': ['City is required'],
        'location.state': ['State is required'],
        'location.pin': ['PIN code is required'],
        farmSize: ['Farm size is required'],
      },
    })
    expect(await countProfiles()).toBe(before)
  })

  it.each([
    [{ phone: '98765' }, 'phone', 'Please enter a valid 10-digit phone number'],
    [{ farmSize: 'ten acres' }, 'farmSize', 'Farm size must be a number of acres'],
    [{ farmSize: -2 }, 'farmSize', 'Farm size cannot be negative'],
    [{ location: { city: 'Nashik', state: 'Maharashtra', pin: '4220' } }, 'location.pin', 'Please enter a valid 6-digit PIN code'],
    [
      { location: { city: 'Nashik', state: 'Maharashtra', pin: '422001', coordinates: { type: 'Point', coordinates: [19.99] } } },
      'location.coordinates.coordinates.1',
      'Latitude must be a number from -90 to 90',
    ],
    [
      { certificationDetails: { documents: ['javascript:alert(1)'] } },
      'certificationDetails.documents.0',
      'Each document must be an http:// or https:// link',
    ],
  ])('rejects %j with the field named, writing nothing', async (overrides, field, message) => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const response = await t.app.inject({ method: 'POST', url: ADD_URL, headers: bearer(farmer.token), payload: profileBody(overrides) })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ message, fieldErrors: { [field]: [message] } })
    expect(await profileRowsOf(farmer.user.id)).toHaveLength(0)
  })

  it('answers 403 to a buyer and 401 to an anonymous caller, writing nothing', async () => {
    const buyer = await createSignedInUser(t.app, 'buyer')
    const before = await countProfiles()
    expect((await t.app.inject({ method: 'POST', url: ADD_URL, headers: bearer(buyer.token), payload: profileBody() })).statusCode).toBe(
      403,
    )
    expect((await t.app.inject({ method: 'POST', url: ADD_URL, payload: profileBody() })).statusCode).toBe(401)
    expect(await countProfiles()).toBe(before)
  })
})

describe('PATCH /api/farmerProfile/update-farmerProfile', () => {
  it('replaces the profile fields, keeps createdAt and moves updatedAt', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const created = (await t.app.inject({ method: 'POST', url: ADD_URL, headers: bearer(farmer.token), payload: profileBody() })).json()
      .profile
    await new Promise((resolve) => setTimeout(resolve, 5))
    const response = await t.app.inject({
      method: 'PATCH',
      url: UPDATE_URL,
      headers: bearer(farmer.token),
      payload: profileBody({
        phone: '9123456780',
        location: { city: 'Niphad', state: 'Maharashtra', pin: '422303', coordinates: null },
        farmSize: 8,
        isCertifiedSustainable: false,
      }),
    })
    expect(response.statusCode).toBe(200)
    const { message, profile } = response.json()
    expect(message).toBe('Profile updated successfully!')
    expect(profile).toMatchObject({
      _id: created._id,
      userId: farmer.user.id,
      phone: '9123456780',
      location: { city: 'Niphad', pin: '422303', coordinates: { type: 'Point', coordinates: [] } },
      farmSize: 8,
      isCertifiedSustainable: false,
      certificationDetails: { authority: null, certifiedOn: null, documents: [] },
      createdAt: created.createdAt,
    })
    expect(Date.parse(profile.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt))
    const [row] = await profileRowsOf(farmer.user.id)
    expect(row).toMatchObject({ phone: '9123456780', city: 'Niphad', longitude: null, latitude: null })
  })

  it('answers 404 when the farmer has no profile yet, creating none', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const response = await t.app.inject({ method: 'PATCH', url: UPDATE_URL, headers: bearer(farmer.token), payload: profileBody() })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No profile found.' })
    expect(await profileRowsOf(farmer.user.id)).toHaveLength(0)
  })

  it("cannot change another farmer's profile: the body's userId is ignored", async () => {
    const owner = await createSignedInUser(t.app, 'farmer')
    const intruder = await createSignedInUser(t.app, 'farmer')
    await t.app.inject({ method: 'POST', url: ADD_URL, headers: bearer(owner.token), payload: profileBody() })
    const response = await t.app.inject({
      method: 'PATCH',
      url: UPDATE_URL,
      headers: bearer(intruder.token),
      payload: profileBody({ userId: owner.user.id, phone: '9111111111' }),
    })
    expect(response.statusCode).toBe(404)
    expect((await profileRowsOf(owner.user.id))[0]?.phone).toBe('9876543210')
  })

  it('rejects invalid fields, changing nothing', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    await t.app.inject({ method: 'POST', url: ADD_URL, headers: bearer(farmer.token), payload: profileBody() })
    const response = await t.app.inject({
      method: 'PATCH',
      url: UPDATE_URL,
      headers: bearer(farmer.token),
      payload: profileBody({ phone: 'call me', farmSize: 1 }),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldErrors).toEqual({ phone: ['Please enter a valid 10-digit phone number'] })
    expect((await profileRowsOf(farmer.user.id))[0]).toMatchObject({ phone: '9876543210', farmSize: 6.5 })
  })

  it('answers 403 to a buyer and 401 to an anonymous caller', async () => {
    const buyer = await createSignedInUser(t.app, 'buyer')
    expect(
      (await t.app.inject({ method: 'PATCH', url: UPDATE_URL, headers: bearer(buyer.token), payload: profileBody() })).statusCode,
    ).toBe(403)
    expect((await t.app.inject({ method: 'PATCH', url: UPDATE_URL, payload: profileBody() })).statusCode).toBe(401)
  })
})

describe('the UPI ID and delivery fee of a farmer profile', () => {
  it('starts with no UPI ID and the ₹49 fee when the body has neither (as spec clients send it)', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const response = await t.app.inject({ method: 'POST', url: ADD_URL, headers: bearer(farmer.token), payload: profileBody() })
    expect(response.statusCode).toBe(201)
    expect(response.json().profile).toMatchObject({ upiId: null, deliveryFee: 49 })
    expect((await profileRowsOf(farmer.user.id))[0]).toMatchObject({ upiId: null, deliveryFee: 49 })
  })

  it('stores both as the form sends them, and answers them on every read', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const response = await t.app.inject({
      method: 'POST',
      url: ADD_URL,
      headers: bearer(farmer.token),
      payload: profileBody({ upiId: ' ramesh.patel@oksbi ', deliveryFee: '35.50' }),
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().profile).toMatchObject({ upiId: 'ramesh.patel@oksbi', deliveryFee: 35.5 })
    const read = await t.app.inject({ method: 'GET', url: GET_URL, headers: bearer(farmer.token) })
    expect(read.json().getFarmerProfile[0]).toMatchObject({ upiId: 'ramesh.patel@oksbi', deliveryFee: 35.5 })
    expect((await profileRowsOf(farmer.user.id))[0]).toMatchObject({ upiId: 'ramesh.patel@oksbi', deliveryFee: 35.5 })
  })

  it('keeps both when an update leaves them out, clears the UPI ID with "" and resets an emptied fee to ₹49', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    await t.app.inject({
      method: 'POST',
      url: ADD_URL,
      headers: bearer(farmer.token),
      payload: profileBody({ upiId: 'ramesh@ybl', deliveryFee: 0 }),
    })
    const kept = await t.app.inject({
      method: 'PATCH',
      url: UPDATE_URL,
      headers: bearer(farmer.token),
      payload: profileBody({ farmSize: 7 }),
    })
    expect(kept.statusCode).toBe(200)
    expect(kept.json().profile).toMatchObject({ farmSize: 7, upiId: 'ramesh@ybl', deliveryFee: 0 })

    const cleared = await t.app.inject({
      method: 'PATCH',
      url: UPDATE_URL,
      headers: bearer(farmer.token),
      payload: profileBody({ upiId: '', deliveryFee: '' }),
    })
    expect(cleared.statusCode).toBe(200)
    expect(cleared.json().profile).toMatchObject({ upiId: null, deliveryFee: 49 })
    expect((await profileRowsOf(farmer.user.id))[0]).toMatchObject({ upiId: null, deliveryFee: 49 })
  })

  it.each([
    [{ upiId: 'ramesh' }, 'upiId', 'Enter a UPI ID like name@bank'],
    [{ upiId: 'ramesh@ok sbi' }, 'upiId', 'Enter a UPI ID like name@bank'],
    [{ deliveryFee: -5 }, 'deliveryFee', 'Delivery fee must be a number from 0 to 10000'],
    [{ deliveryFee: 10_001 }, 'deliveryFee', 'Delivery fee must be a number from 0 to 10000'],
    [{ deliveryFee: 'free' }, 'deliveryFee', 'Delivery fee must be a number from 0 to 10000'],
  ])('rejects %j with the field named, changing nothing', async (overrides, field, message) => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    await t.app.inject({ method: 'POST', url: ADD_URL, headers: bearer(farmer.token), payload: profileBody({ upiId: 'ramesh@ybl' }) })
    const response = await t.app.inject({
      method: 'PATCH',
      url: UPDATE_URL,
      headers: bearer(farmer.token),
      payload: profileBody(overrides),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { [field]: [message] } })
    expect((await profileRowsOf(farmer.user.id))[0]).toMatchObject({ upiId: 'ramesh@ybl', deliveryFee: 49 })
  })
})
