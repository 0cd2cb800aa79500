import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FarmerProfileSavedResponseSchema } from '@app/shared/farmer-profile'
import { CheckoutPreviewSchema, CheckoutResponseSchema, OrderResponseSchema } from '@app/shared/orders'
import { cartItems, deliveryAddresses, orders } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createProduct, createSignedInUser, putInCart } from '../../../test/factories'
import { postCheckout, step } from './test-helpers'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>

/** Nashik's head post office's PIN code, and one in Dombivli (Thane) about 116 km away, and one in Nashik Road. */
const NASHIK = '422001'
const DOMBIVLI = '421201'
const NASHIK_ROAD = '422101'

const KALYAN_ADDRESS = { line: '4 Station Road', town: 'Dombivli', pin: DOMBIVLI, state: 'Maharashtra' } as const

/** The profile form's fields that are not about delivery. */
const FARM = {
  phone: '9876543210',
  location: { city: 'Nashik', state: 'Maharashtra', pin: NASHIK },
  farmSize: 4,
  isCertifiedSustainable: false,
  certificationDetails: {},
}

function saveProfile(farmer: SignedIn, overrides: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/farmerProfile/add-farmerProfile',
    headers: bearer(farmer.token),
    payload: {
      ...FARM,
      location: { ...FARM.location, coordinates: null },
      pickupAddress: 'Gat 112, near the Hanuman temple',
      ...overrides,
    },
  })
}

function updateProfile(farmer: SignedIn, overrides: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'PATCH',
    url: '/api/farmerProfile/update-farmerProfile',
    headers: bearer(farmer.token),
    payload: { ...FARM, ...overrides },
  })
}

/** A farmer named Ramlal who delivers within 40 km of Nashik, with a delivered listing in a new buyer's cart. */
async function fortyKmFarmer(overrides: Record<string, unknown> = {}) {
  const [farmer, buyer] = await Promise.all([createSignedInUser(t.app, 'farmer'), createSignedInUser(t.app, 'buyer')])
  const saved = await saveProfile(farmer, { deliveryRadiusKm: 40, ...overrides })
  expect(saved.statusCode, saved.body).toBe(201)
  const onion = await createProduct(t.app, farmer.user.id, {
    name: 'Onion',
    pricePerUnit: 20,
    quantityAvailable: 50,
    deliveryAvailable: true,
  })
  await putInCart(t.app, buyer.user.id, onion.id, new Date(), { quantity: 2 })
  return { farmer, buyer, onion }
}

async function previewAt(buyer: SignedIn, pin?: string, language = 'en') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/me/checkout${pin ? `?pin=${pin}` : ''}`,
    headers: { ...bearer(buyer.token), 'accept-language': language },
  })
  expect(response.statusCode, response.body).toBe(200)
  return CheckoutPreviewSchema.parse(response.json())
}

describe('the farmer’s delivery area', () => {
  it('is saved with the profile and answered back; no radius and no PIN codes deliver anywhere', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const response = await saveProfile(farmer, { deliveryRadiusKm: '40', deliveryPins: `${NASHIK_ROAD}, ${DOMBIVLI} ${NASHIK_ROAD}` })
    expect(response.statusCode, response.body).toBe(201)
    expect(FarmerProfileSavedResponseSchema.parse(response.json()).profile).toMatchObject({
      deliveryRadiusKm: 40,
      deliveryPins: [NASHIK_ROAD, DOMBIVLI],
      pickupAddress: 'Gat 112, near the Hanuman temple',
    })
    // A client that leaves the fields out keeps them; empty boxes remove them.
    const kept = await updateProfile(farmer)
    expect(kept.json().profile).toMatchObject({ deliveryRadiusKm: 40, deliveryPins: [NASHIK_ROAD, DOMBIVLI] })
    const cleared = await updateProfile(farmer, { deliveryRadiusKm: '', deliveryPins: '', pickupAddress: '' })
    expect(cleared.json().profile).toMatchObject({ deliveryRadiusKm: null, deliveryPins: [], pickupAddress: null })
  })

  it('refuses a radius with no point to measure from, a PIN code the directory lacks, and nonsense', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    // 176057 is listed, but none of its post offices has coordinates.
    const noPlace = await saveProfile(farmer, {
      deliveryRadiusKm: 40,
      location: { city: 'Kangra', state: 'Himachal Pradesh', pin: '176057' },
    })
    expect(noPlace.statusCode).toBe(400)
    expect(noPlace.json().fieldErrors.deliveryRadiusKm[0]).toMatch(/can’t find your farm on the map/)
    const unknownPin = await saveProfile(farmer, { deliveryPins: [NASHIK_ROAD, '199999'] })
    expect(unknownPin.statusCode).toBe(400)
    expect(unknownPin.json().fieldErrors).toEqual({ deliveryPins: ['We don’t know the PIN code 199999'] })
    const nonsense = await saveProfile(farmer, { deliveryRadiusKm: 2.5, deliveryPins: '4220' })
    expect(nonsense.statusCode).toBe(400)
    expect(Object.keys(nonsense.json().fieldErrors).sort()).toEqual(['deliveryPins', 'deliveryRadiusKm'])
  })
})

describe('checkout against the delivery area', () => {
  it('tells the buyer before placing, in their language, how far the address is', async () => {
    const { buyer, farmer } = await fortyKmFarmer()
    const far = await previewAt(buyer, DOMBIVLI)
    expect(far.groups[0]).toMatchObject({
      deliveryArea: { radiusKm: 40, place: 'Nashik', pins: [] },
      distanceKm: 116,
      deliveryRefusal: `${farmer.user.name} delivers within 40 km of Nashik. Your address is 116 km away — choose pickup.`,
    })
    expect((await previewAt(buyer, DOMBIVLI, 'hi')).groups[0]!.deliveryRefusal).toBe(
      `${farmer.user.name} Nashik से 40 कि.मी. के अंदर पहुँचाते हैं। आपका पता 116 कि.मी. दूर है — खुद ले जाना चुनें।`,
    )
    expect((await previewAt(buyer, NASHIK_ROAD)).groups[0]).toMatchObject({ deliveryRefusal: null, distanceKm: expect.any(Number) })
    // No address known yet: nothing refused, nothing measured.
    expect((await previewAt(buyer)).groups[0]).toMatchObject({ deliveryRefusal: null, distanceKm: null })
  })

  it('refuses delivery outside the area with 409 and the farmer’s choice named, placing nothing; pickup goes through', async () => {
    const { buyer, farmer, onion } = await fortyKmFarmer()
    const refused = await postCheckout(t.app, buyer.token, {
      orders: [{ farmerId: farmer.user.id, fulfilment: 'delivery', paymentMethod: 'cod' }],
      confirmedTotal: 89,
      deliveryAddress: KALYAN_ADDRESS,
    })
    expect(refused.statusCode).toBe(409)
    const reason = `${farmer.user.name} delivers within 40 km of Nashik. Your address is 116 km away — choose pickup.`
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: reason, fieldErrors: { 'orders.0.fulfilment': [reason] } })
    expect(await t.app.db.select().from(orders).where(eq(orders.buyerId, buyer.user.id))).toHaveLength(0)
    expect(await t.app.db.select().from(cartItems).where(eq(cartItems.productId, onion.id))).toHaveLength(1)
    expect(await t.app.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.userId, buyer.user.id))).toHaveLength(0)

    const placed = await postCheckout(t.app, buyer.token, {
      orders: [{ farmerId: farmer.user.id, fulfilment: 'pickup', paymentMethod: 'cod' }],
      confirmedTotal: 40,
      deliveryAddress: KALYAN_ADDRESS,
    })
    expect(placed.statusCode, placed.body).toBe(201)
    expect(CheckoutResponseSchema.parse(placed.json()).orders[0]).toMatchObject({
      fulfilment: 'pickup',
      address: 'Nashik, Maharashtra, 422001',
    })
  })

  it('delivers to a listed PIN code beyond the radius', async () => {
    const { buyer, farmer } = await fortyKmFarmer({ deliveryPins: [DOMBIVLI] })
    expect((await previewAt(buyer, DOMBIVLI)).groups[0]!.deliveryRefusal).toBeNull()
    const placed = await postCheckout(t.app, buyer.token, {
      orders: [{ farmerId: farmer.user.id, fulfilment: 'delivery', paymentMethod: 'cod' }],
      confirmedTotal: 89,
      deliveryAddress: KALYAN_ADDRESS,
    })
    expect(placed.statusCode, placed.body).toBe(201)
  })

  it('names the PIN code when the farmer delivers to listed PIN codes only', async () => {
    const { buyer, farmer } = await fortyKmFarmer({ deliveryRadiusKm: null, deliveryPins: [NASHIK_ROAD] })
    expect((await previewAt(buyer, DOMBIVLI)).groups[0]!.deliveryRefusal).toBe(
      `${farmer.user.name} does not deliver to PIN code ${DOMBIVLI} — choose pickup.`,
    )
  })

  it('refuses a PIN code the directory lacks on the address’s field', async () => {
    const { buyer, farmer } = await fortyKmFarmer()
    const response = await postCheckout(t.app, buyer.token, {
      orders: [{ farmerId: farmer.user.id, fulfilment: 'delivery', paymentMethod: 'cod' }],
      confirmedTotal: 89,
      deliveryAddress: { ...KALYAN_ADDRESS, pin: '199999' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldErrors).toEqual({ 'deliveryAddress.pin': ["We don't know this PIN code"] })
  })
})

describe('the delivery address typed in checkout', () => {
  it('goes on the order and is kept for the next checkout, without a buyer profile', async () => {
    const { buyer, farmer, onion } = await fortyKmFarmer()
    const address = { line: '7 Canal Road', town: 'Nashik Road', pin: NASHIK_ROAD, state: 'Maharashtra' } as const
    const placed = await postCheckout(t.app, buyer.token, {
      orders: [{ farmerId: farmer.user.id, fulfilment: 'delivery', paymentMethod: 'cod' }],
      confirmedTotal: 89,
      deliveryAddress: address,
    })
    expect(placed.statusCode, placed.body).toBe(201)
    expect(CheckoutResponseSchema.parse(placed.json()).orders[0]!.address).toBe('7 Canal Road, Nashik Road, Maharashtra 422101')

    await putInCart(t.app, buyer.user.id, onion.id, new Date(), { quantity: 2 })
    const next = await previewAt(buyer)
    expect(next.savedAddress).toEqual(address)
    expect(next.deliveryAddress).toBe('7 Canal Road, Nashik Road, Maharashtra 422101')
    expect(next.groups[0]!.deliveryRefusal).toBeNull()
  })
})

describe('the pickup place on the order', () => {
  it('is shown to both sides only once the farmer accepts', async () => {
    const { buyer, farmer } = await fortyKmFarmer()
    const placed = await postCheckout(t.app, buyer.token, {
      orders: [{ farmerId: farmer.user.id, fulfilment: 'pickup', paymentMethod: 'cod' }],
      confirmedTotal: 40,
    })
    const order = CheckoutResponseSchema.parse(placed.json()).orders[0]!
    expect(order.pickup).toBeNull()
    const before = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: bearer(buyer.token) })
    expect(OrderResponseSchema.parse(before.json()).order.pickup).toBeNull()

    const accepted = await step(t.app, farmer.token, order._id, 'accept')
    const place = { address: 'Gat 112, near the Hanuman temple, Nashik, Maharashtra 422001', lat: 20.0082, lng: 73.80645 }
    expect(accepted.pickup).toEqual(place)
    const seen = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: bearer(buyer.token) })
    expect(OrderResponseSchema.parse(seen.json()).order.pickup).toEqual(place)
    const stranger = await createSignedInUser(t.app, 'buyer')
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: bearer(stranger.token) })).statusCode).toBe(404)
  })
})
