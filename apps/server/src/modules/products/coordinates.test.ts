import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BrowseResponseSchema } from '@app/shared/browse'
import { GetBuyerProfileResponseSchema } from '@app/shared/buyer-profile'
import { ProductSchema } from '@app/shared/products'
import { buyerProfiles, farmerProfiles, products } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createProduct, createSignedInUser } from '../../../test/factories'

/**
 * Coordinates are optional everywhere. A location without them answers the spec's GeoJSON shape
 * with no numbers, `{ type: 'Point', coordinates: [] }`, never null, so a client reading
 * `location.coordinates.coordinates` does not crash; and whatever a client sends for "none"
 * (blank boxes, an empty list, the empty point, null) is stored as none, not refused.
 */

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

const EMPTY_POINT = { type: 'Point', coordinates: [] }
const NASHIK = { type: 'Point', coordinates: [73.79, 19.99] }

/** Every way a client has been seen to say "no coordinates". */
const NO_COORDINATES: [string, unknown][] = [
  ['""', ''],
  ['[]', []],
  ['[0]', [0]],
  ['{ coordinates: [] }', { coordinates: [] }],
  ['{ coordinates: ["", ""] }', { coordinates: ['', ''] }],
  ['{ type: "Point", coordinates: [] }', EMPTY_POINT],
  ['{ type: "Point", coordinates: [0] }', { type: 'Point', coordinates: [0] }],
  ['{ type: "Point", coordinates: "" }', { type: 'Point', coordinates: '' }],
  ['null', null],
]

const PRODUCTS_URL = '/api/addProductByFarmer'
const FARMER_PROFILE_URL = '/api/farmerProfile'
const BUYER_PROFILE_URL = '/api/buyerProfile'

function listing(coordinates: unknown) {
  return {
    name: 'Nashik Onion',
    pricePerUnit: 28,
    quantityAvailable: 500,
    location: { city: 'Nashik', state: 'Maharashtra', pin: '422001', coordinates },
  }
}

function farmerProfile(coordinates: unknown) {
  return {
    phone: '9876543210',
    location: { city: 'Nashik', state: 'Maharashtra', pin: '422001', coordinates },
    farmSize: 4,
    isCertifiedSustainable: false,
  }
}

function buyerProfile(coordinates: unknown) {
  return {
    phone: '9876543210',
    address: 'Flat 12, Shanti Kunj',
    preferences: ['Pulses'],
    location: { city: 'Pune', state: 'Maharashtra', coordinates },
  }
}

async function storedProduct(id: string) {
  const [row] = await t.app.db.select().from(products).where(eq(products.id, id))
  return row
}

describe('listings without coordinates', () => {
  it('answer the empty point in the farmer’s list, the product page and browse cards', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const product = await createProduct(t.app, farmer.user.id, { name: 'Pointless Pumpkin' })

    const list = await t.app.inject({ method: 'GET', url: `${PRODUCTS_URL}/get-productByFarmer`, headers: bearer(farmer.token) })
    expect(list.json().getAllProduct[0].location.coordinates).toEqual(EMPTY_POINT)

    const page = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })
    expect(page.statusCode).toBe(200)
    expect(page.json().product.location.coordinates).toEqual(EMPTY_POINT)

    for (const query of [{}, { limit: '6' }, { search: 'pointless' }] as Record<string, string>[]) {
      const browse = await t.app.inject({ method: 'GET', url: '/api/orderProduct/get-AllListedProduct', query })
      const card = BrowseResponseSchema.parse(browse.json()).getAllProduct.find((listed) => listed._id === product.id)
      expect(card?.location.coordinates, JSON.stringify(query)).toEqual(EMPTY_POINT)
    }
  })

  it('answer a real point as before', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const response = await t.app.inject({
      method: 'POST',
      url: `${PRODUCTS_URL}/add-productByFarmer`,
      headers: bearer(farmer.token),
      payload: listing(NASHIK),
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().product.location.coordinates).toEqual(NASHIK)
  })

  it.each(NO_COORDINATES)('take coordinates %s as none, on create and on update', async (_label, coordinates) => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const created = await t.app.inject({
      method: 'POST',
      url: `${PRODUCTS_URL}/add-productByFarmer`,
      headers: bearer(farmer.token),
      payload: listing(coordinates),
    })
    expect(created.statusCode, created.body).toBe(201)
    const product = ProductSchema.parse(created.json().product)
    expect(product.location.coordinates).toEqual(EMPTY_POINT)
    expect(await storedProduct(product._id)).toMatchObject({ longitude: null, latitude: null })

    // A listing that had a point loses it when the edit sends "none" this way.
    await t.app.db.update(products).set({ longitude: 73.79, latitude: 19.99 }).where(eq(products.id, product._id))
    const updated = await t.app.inject({
      method: 'PATCH',
      url: `${PRODUCTS_URL}/update-productByFarmer/${product._id}`,
      headers: bearer(farmer.token),
      payload: listing(coordinates),
    })
    expect(updated.statusCode, updated.body).toBe(200)
    expect(updated.json().product.location.coordinates).toEqual(EMPTY_POINT)
    expect(await storedProduct(product._id)).toMatchObject({ longitude: null, latitude: null })
  })

  it.each([
    [
      'one coordinate',
      { type: 'Point', coordinates: [73.79] },
      'location.coordinates.coordinates.1',
      'Latitude must be a number from -90 to 90',
    ],
    [
      'a longitude out of range',
      { coordinates: [190, 19.99] },
      'location.coordinates.coordinates.0',
      'Longitude must be a number from -180 to 180',
    ],
    ['a pair without its point', [73.79, 19.99], 'location.coordinates', 'Coordinates must be a point: [longitude, latitude]'],
    ['text', 'near Nashik', 'location.coordinates', 'Coordinates must be a point: [longitude, latitude]'],
  ])('still refuse %s, writing nothing', async (_label, coordinates, field, message) => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const response = await t.app.inject({
      method: 'POST',
      url: `${PRODUCTS_URL}/add-productByFarmer`,
      headers: bearer(farmer.token),
      payload: listing(coordinates),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { [field]: [message] } })
    const [row] = await t.app.db.select().from(products).where(eq(products.farmerId, farmer.user.id))
    expect(row).toBeUndefined()
  })
})

describe('farmer profiles without coordinates', () => {
  it.each([...NO_COORDINATES, ['left out', undefined] as [string, unknown]])(
    'take coordinates %s as none and answer the empty point',
    async (_label, coordinates) => {
      const farmer = await createSignedInUser(t.app, 'farmer')
      const created = await t.app.inject({
        method: 'POST',
        url: `${FARMER_PROFILE_URL}/add-farmerProfile`,
        headers: bearer(farmer.token),
        payload: farmerProfile(coordinates),
      })
      expect(created.statusCode, created.body).toBe(201)
      expect(created.json().profile.location.coordinates).toEqual(EMPTY_POINT)
      const read = await t.app.inject({ method: 'GET', url: `${FARMER_PROFILE_URL}/get-farmerProfile`, headers: bearer(farmer.token) })
      const listed = (read.json().getFarmerProfile as { userId: string; location: unknown }[]).find(
        (profile) => profile.userId === farmer.user.id,
      )
      expect(listed?.location).toMatchObject({ coordinates: EMPTY_POINT })
      const [row] = await t.app.db.select().from(farmerProfiles).where(eq(farmerProfiles.userId, farmer.user.id))
      expect(row).toMatchObject({ longitude: null, latitude: null })
    },
  )

  it('clear a stored point when the update sends the empty point, and keep a real one', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const created = await t.app.inject({
      method: 'POST',
      url: `${FARMER_PROFILE_URL}/add-farmerProfile`,
      headers: bearer(farmer.token),
      payload: farmerProfile(NASHIK),
    })
    expect(created.json().profile.location.coordinates).toEqual(NASHIK)
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `${FARMER_PROFILE_URL}/update-farmerProfile`,
      headers: bearer(farmer.token),
      payload: farmerProfile(EMPTY_POINT),
    })
    expect(cleared.statusCode, cleared.body).toBe(200)
    expect(cleared.json().profile.location.coordinates).toEqual(EMPTY_POINT)
  })
})

describe('buyer profiles without coordinates', () => {
  it.each([...NO_COORDINATES, ['left out', undefined] as [string, unknown]])(
    'take coordinates %s as none and answer the empty point',
    async (_label, coordinates) => {
      const buyer = await createSignedInUser(t.app, 'buyer')
      const created = await t.app.inject({
        method: 'POST',
        url: `${BUYER_PROFILE_URL}/add-buyerProfile`,
        headers: bearer(buyer.token),
        payload: buyerProfile(coordinates),
      })
      expect(created.statusCode, created.body).toBe(201)
      expect(created.json().profile.location.coordinates).toEqual(EMPTY_POINT)
      const read = await t.app.inject({ method: 'GET', url: `${BUYER_PROFILE_URL}/get-buyerProfile`, headers: bearer(buyer.token) })
      const [profile] = GetBuyerProfileResponseSchema.parse(read.json()).getBuyerProfile
      expect(profile?.location.coordinates).toEqual(EMPTY_POINT)
      const [row] = await t.app.db.select().from(buyerProfiles).where(eq(buyerProfiles.userId, buyer.user.id))
      expect(row).toMatchObject({ longitude: null, latitude: null })
    },
  )

  it('still ask for both coordinates or neither', async () => {
    const buyer = await createSignedInUser(t.app, 'buyer')
    const response = await t.app.inject({
      method: 'POST',
      url: `${BUYER_PROFILE_URL}/add-buyerProfile`,
      headers: bearer(buyer.token),
      payload: buyerProfile({ coordinates: ['73.85', ''] }),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldErrors).toEqual({ 'location.coordinates.coordinates.1': ['Enter both longitude and latitude, or neither'] })
  })
})
