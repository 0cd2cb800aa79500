import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BuyerProfileSchema } from '@app/shared/buyer-profile'
import { buyerProfiles } from '#src/db/schema/index'
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

const GET_URL = '/api/buyerProfile/get-buyerProfile'
const ADD_URL = '/api/buyerProfile/add-buyerProfile'
const UPDATE_URL = '/api/buyerProfile/update-buyerProfile'

/** The body the profile form sends, userId included (which the server ignores). */
function profileBody(overrides: Record<string, unknown> = {}) {
  return {
    userId: '00000000-0000-4000-8000-000000000000',
    phone: '9876543210',
    address: 'Flat 12, Shanti Kunj, Bandra West',
    preferences: ['Organic vegetables', 'Pulses'],
    location: { city: 'Mumbai', state: 'Maharashtra', coordinates: { type: 'Point', coordinates: [72.83, 19.06] } },
    ...overrides,
  }
}

function rowsOf(userId: string) {
  return t.app.db.select().from(buyerProfiles).where(eq(buyerProfiles.userId, userId))
}

async function countProfiles() {
  const [row] = await t.app.db.select({ value: count() }).from(buyerProfiles)
  return row!.value
}

describe('GET /api/buyerProfile/get-buyerProfile', () => {
  it('answers an empty list to a buyer without a profile', async () => {
    const buyer = await createSignedInUser(t.app, 'buyer')
    const response = await t.app.inject({ method: 'GET', url: GET_URL, headers: bearer(buyer.token) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ getBuyerProfile: [] })
  })

  it("answers the signed-in buyer's own profile with name, email, image and the real member-since date", async () => {
    const buyer = await createSignedInUser(t.app, 'buyer')
    const other = await createSignedInUser(t.app, 'buyer')
    await t.app.inject({ method: 'POST', url: ADD_URL, headers: bearer(other.token), payload: profileBody({ phone: '9000000000' }) })
    await t.app.inject({ method: 'POST', url: ADD_URL, headers: bearer(buyer.token), payload: profileBody() })
    const { payload, headers } = multipart({ data: await png(300, 300) })
    const image = await t.app.inject({
      method: 'POST',
      url: '/api/setProfileImg/set-profile-image',
      payload,
      headers: { ...headers, ...bearer(buyer.token) },
    })
    expect(image.statusCode).toBe(200)

    const response = await t.app.inject({ method: 'GET', url: GET_URL, headers: bearer(buyer.token) })
    const list = response.json().getBuyerProfile
    expect(list).toHaveLength(1)
    expect(BuyerProfileSchema.parse(list[0])).toEqual(list[0])
    expect(list[0]).toEqual({
      _id: expect.any(String),
      userId: buyer.user.id,
      phone: '9876543210',
      address: 'Flat 12, Shanti Kunj, Bandra West',
      preferences: ['Organic vegetables', 'Pulses'],
      location: profileBody().location,
      profileImage: image.json().optimizedUrl,
      name: buyer.user.name,
      email: buyer.user.email,
      memberSince: buyer.user.createdAt.toISOString(),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
  })

  it('answers 403 to a farmer and 401 to an anonymous caller', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    expect((await t.app.inject({ method: 'GET', url: GET_URL, headers: bearer(farmer.token) })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: GET_URL })).statusCode).toBe(401)
  })
})

describe('POST add-buyerProfile and PATCH update-buyerProfile', () => {
  it('creates with 201, ignoring the body’s userId, then refuses a second with 409', async () => {
    const buyer = await createSignedInUser(t.app, 'buyer')
    const created = await t.app.inject({ method: 'POST', url: ADD_URL, headers: bearer(buyer.token), payload: profileBody() })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ message: 'Profile created successfully!', profile: { userId: buyer.user.id } })

    const second = await t.app.inject({
      method: 'POST',
      url: ADD_URL,
      headers: bearer(buyer.token),
      payload: profileBody({ address: 'Somewhere else' }),
    })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({ code: 'CONFLICT', message: 'You already have a buyer profile. Edit it instead.' })
    expect((await rowsOf(buyer.user.id)).map((row) => row.address)).toEqual(['Flat 12, Shanti Kunj, Bandra West'])
  })

  it("stores a state by its one name when it names one of India's states in any case or spacing, other text as written", async () => {
    const buyer = await createSignedInUser(t.app, 'buyer')
    const created = await t.app.inject({
      method: 'POST',
      url: ADD_URL,
      headers: bearer(buyer.token),
      payload: profileBody({ location: { city: 'Kolkata', state: 'west  BENGAL' } }),
    })
    expect(created.json().profile.location.state).toBe('West Bengal')
    const updated = await t.app.inject({
      method: 'PATCH',
      url: UPDATE_URL,
      headers: bearer(buyer.token),
      payload: profileBody({ location: { city: 'Kolkata', state: 'Bengal' } }),
    })
    expect(updated.json().profile.location.state).toBe('Bengal')
    expect((await rowsOf(buyer.user.id)).map((row) => row.state)).toEqual(['Bengal'])
  })

  it('updates an existing profile, reading comma-separated preferences and dropping coordinates', async () => {
    const buyer = await createSignedInUser(t.app, 'buyer')
    await t.app.inject({ method: 'POST', url: ADD_URL, headers: bearer(buyer.token), payload: profileBody() })
    const updated = await t.app.inject({
      method: 'PATCH',
      url: UPDATE_URL,
      headers: bearer(buyer.token),
      payload: profileBody({
        preferences: ' Millets, , fruit,Fruit ',
        location: { city: 'Pune', state: 'Maharashtra', coordinates: { coordinates: ['', ''] } },
      }),
    })
    expect(updated.statusCode).toBe(200)
    expect(updated.json()).toMatchObject({
      message: 'Profile updated successfully!',
      profile: {
        preferences: ['Millets', 'fruit'],
        location: { city: 'Pune', state: 'Maharashtra', coordinates: { type: 'Point', coordinates: [] } },
      },
    })
    const [row] = await rowsOf(buyer.user.id)
    expect(row).toMatchObject({ city: 'Pune', preferences: ['Millets', 'fruit'], longitude: null, latitude: null })
  })

  it('answers 404 to an update without a profile, creating nothing', async () => {
    const buyer = await createSignedInUser(t.app, 'buyer')
    const response = await t.app.inject({ method: 'PATCH', url: UPDATE_URL, headers: bearer(buyer.token), payload: profileBody() })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ message: 'No profile found.' })
    expect(await rowsOf(buyer.user.id)).toHaveLength(0)
  })

  it('gives the form’s own message for each missing field, writing nothing', async () => {
    const buyer = await createSignedInUser(t.app, 'buyer')
    const before = await countProfiles()
    const response = await t.app.inject({
      method: 'POST',
      url: ADD_URL,
      headers: bearer(buyer.token),
      payload: { phone: '', address: ' ', preferences: ' , ', location: { city: '', state: '' } },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: {
        phone: ['Phone number is required'],
        address: ['Address is required'],
        preferences: ['At least one preference is required'],
        'location.city': ['City is required'],
        'location.state': ['State is required'],
      },
    })
    expect(await countProfiles()).toBe(before)
  })

  it.each([
    [{ phone: '98765' }, 'phone', 'Please enter a valid 10-digit phone number'],
    [{ preferences: [] }, 'preferences', 'At least one preference is required'],
    [
      { location: { city: 'Mumbai', state: 'Maharashtra', coordinates: { coordinates: [200, 19] } } },
      'location.coordinates.coordinates.0',
      'Longitude must be a number from -180 to 180',
    ],
  ])('rejects %j with the field named', async (overrides, field, message) => {
    const buyer = await createSignedInUser(t.app, 'buyer')
    const response = await t.app.inject({ method: 'POST', url: ADD_URL, headers: bearer(buyer.token), payload: profileBody(overrides) })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ fieldErrors: { [field]: [message] } })
    expect(await rowsOf(buyer.user.id)).toHaveLength(0)
  })

  it('answers 403 to a farmer, writing nothing', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const before = await countProfiles()
    expect((await t.app.inject({ method: 'POST', url: ADD_URL, headers: bearer(farmer.token), payload: profileBody() })).statusCode).toBe(
      403,
    )
    expect(
      (await t.app.inject({ method: 'PATCH', url: UPDATE_URL, headers: bearer(farmer.token), payload: profileBody() })).statusCode,
    ).toBe(403)
    expect(await countProfiles()).toBe(before)
  })
})
