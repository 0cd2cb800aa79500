import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BuyerRequestsResponseSchema, todayInIndia, type BuyerRequestsResponse } from '@app/shared/buyer-requests'
import type { ProductRow } from '#src/db/schema/index'
import { requestResponses } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createProduct, createSignedInUser, putInCart } from '../../../test/factories'
import { requestIdFor } from './requests.service'

type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>

let t: TestApp
let asha: SignedIn
let ravi: SignedIn
let priya: SignedIn
let farhan: SignedIn
let rice: ProductRow
let dal: ProductRow
let mango: ProductRow

const REQUESTS_URL = '/api/addProductByFarmer/requestToBuyProducts'
const responseUrl = (requestId: string, productId: string) => `/api/requests/${requestId}/products/${productId}/response`
const HOUR = 60 * 60 * 1000
const start = Date.now()
const hoursAgo = (hours: number) => new Date(start - hours * HOUR)

/**
 * Two farmers and two buyers. Priya (with a buyer profile) has 3 kg of Asha's rice and a dozen of
 * Ravi's mangoes in her cart; Farhan (without a profile) has 2.5 kg of Asha's dal. Asha's onion is
 * in nobody's cart.
 */
beforeAll(async () => {
  t = await buildTestApp()
  ;[asha, ravi, priya, farhan] = await Promise.all([
    createSignedInUser(t.app, 'farmer'),
    createSignedInUser(t.app, 'farmer'),
    createSignedInUser(t.app, 'buyer'),
    createSignedInUser(t.app, 'buyer'),
  ])
  rice = await createProduct(t.app, asha.user.id, { name: 'Basmati Rice', quantityAvailable: 120, unit: 'kg' })
  dal = await createProduct(t.app, asha.user.id, { name: 'Toor dal', quantityAvailable: 40 })
  await createProduct(t.app, asha.user.id, { name: 'Onion' })
  mango = await createProduct(t.app, ravi.user.id, { name: 'Mango', unit: 'dozen' })
  await putInCart(t.app, priya.user.id, rice.id, hoursAgo(5), { quantity: 3 })
  await putInCart(t.app, priya.user.id, mango.id, hoursAgo(4))
  await putInCart(t.app, farhan.user.id, dal.id, hoursAgo(2), { quantity: 2.5 })
  const profile = await t.app.inject({
    method: 'POST',
    url: '/api/buyerProfile/add-buyerProfile',
    headers: bearer(priya.token),
    payload: {
      phone: '9876501234',
      address: '12 MG Road',
      preferences: ['Rice', 'Fruit'],
      location: { city: 'Mumbai', state: 'Maharashtra' },
    },
  })
  expect(profile.statusCode).toBe(201)
})
afterAll(async () => {
  await t?.close()
})

async function requestsOf(token: string): Promise<BuyerRequestsResponse> {
  const response = await t.app.inject({ method: 'GET', url: REQUESTS_URL, headers: bearer(token) })
  expect(response.statusCode, response.body).toBe(200)
  return BuyerRequestsResponseSchema.parse(response.json())
}

function answer(token: string, requestId: string, productId: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: responseUrl(requestId, productId), headers: bearer(token), payload })
}

const responseRows = () => t.app.db.select().from(requestResponses)

describe('GET /api/addProductByFarmer/requestToBuyProducts', () => {
  it("gives a farmer one request per interested buyer, naming only that farmer's products", async () => {
    const body = await requestsOf(asha.token)
    expect(body.checkProductIds).toEqual([
      {
        _id: requestIdFor(asha.user.id, farhan.user.id),
        userId: { _id: farhan.user.id, name: farhan.user.name, email: farhan.user.email },
        products: [{ productId: dal.id, addedAt: hoursAgo(2).toISOString(), quantity: 2.5 }],
        createdAt: hoursAgo(2).toISOString(),
        responses: [
          { productId: dal.id, status: 'pending', quantityOffered: null, expectedDeliveryDate: null, orderId: null, updatedAt: null },
        ],
      },
      {
        _id: requestIdFor(asha.user.id, priya.user.id),
        userId: { _id: priya.user.id, name: priya.user.name, email: priya.user.email },
        // Each product with how much the buyer's cart line asks for.
        products: [{ productId: rice.id, addedAt: hoursAgo(5).toISOString(), quantity: 3 }],
        createdAt: hoursAgo(5).toISOString(),
        responses: [expect.objectContaining({ productId: rice.id, status: 'pending' })],
      },
    ])
    expect(body.checkProducts.map((product) => product.name).sort()).toEqual(['Basmati Rice', 'Toor dal'])
    expect(body.checkProducts.find((product) => product._id === rice.id)).toMatchObject({ quantityAvailable: 120, farmerId: asha.user.id })
    expect(body.additionalBuyerInfo).toEqual([
      { userId: farhan.user.id, profileImage: null, phone: null, location: { city: null, state: null }, preferences: [] },
      {
        userId: priya.user.id,
        profileImage: null,
        phone: '9876501234',
        location: { city: 'Mumbai', state: 'Maharashtra' },
        preferences: ['Rice', 'Fruit'],
      },
    ])
  })

  it("never shows one farmer another farmer's products or buyers", async () => {
    const body = await requestsOf(ravi.token)
    expect(body.checkProductIds).toHaveLength(1)
    expect(body.checkProductIds[0]).toMatchObject({
      _id: requestIdFor(ravi.user.id, priya.user.id),
      userId: { _id: priya.user.id },
      products: [{ productId: mango.id, addedAt: hoursAgo(4).toISOString(), quantity: 1 }],
    })
    expect(body.checkProducts.map((product) => product._id)).toEqual([mango.id])
    expect(body.additionalBuyerInfo.map((info) => info.userId)).toEqual([priya.user.id])
    const text = JSON.stringify(body)
    for (const hidden of [rice.id, dal.id, farhan.user.id, asha.user.id]) expect(text).not.toContain(hidden)
    // The same buyer's request has a different id for each farmer, and keeps it.
    expect(body.checkProductIds[0]!._id).not.toBe(requestIdFor(asha.user.id, priya.user.id))
    expect((await requestsOf(ravi.token)).checkProductIds[0]!._id).toBe(body.checkProductIds[0]!._id)
  })

  it('answers an empty list to a farmer nobody is interested in', async () => {
    const lonely = await createSignedInUser(t.app, 'farmer')
    expect(await requestsOf(lonely.token)).toEqual({ checkProductIds: [], checkProducts: [], additionalBuyerInfo: [] })
  })

  it('answers 403 to a buyer and 401 to an anonymous caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: REQUESTS_URL, headers: bearer(priya.token) })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: REQUESTS_URL })).statusCode).toBe(401)
  })
})

describe('PUT /api/requests/:requestId/products/:productId/response', () => {
  it('stores the answer, which a later read of the requests shows', async () => {
    const requestId = requestIdFor(asha.user.id, priya.user.id)
    const date = todayInIndia()
    const response = await answer(asha.token, requestId, rice.id, {
      status: 'available_later',
      quantityOffered: 120,
      expectedDeliveryDate: date,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      message: 'Response saved.',
      response: {
        productId: rice.id,
        status: 'available_later',
        quantityOffered: 120,
        expectedDeliveryDate: date,
        orderId: null,
        updatedAt: expect.any(String),
      },
    })
    const changed = await answer(asha.token, requestId, rice.id, { status: 'negotiating', quantityOffered: '80' })
    expect(changed.json().response).toMatchObject({ status: 'negotiating', quantityOffered: 80, expectedDeliveryDate: null })

    const request = (await requestsOf(asha.token)).checkProductIds.find((entry) => entry._id === requestId)
    expect(request?.responses).toEqual([changed.json().response])
    expect(await responseRows()).toHaveLength(1)
  })

  it.each([
    [
      { status: 'shipped' },
      'status',
      'Choose a status: pending, available_now, available_later, partial_available, negotiating or unavailable',
    ],
    [{ status: 'confirmed' }, 'status', 'Use Confirm This Product to confirm an order'],
    [{ status: 'available_now', quantityOffered: -1 }, 'quantityOffered', 'Quantity to offer must be a whole number of at least 0'],
    [{ status: 'available_now', quantityOffered: 2.5 }, 'quantityOffered', 'Quantity to offer must be a whole number of at least 0'],
    [{ status: 'available_now', quantityOffered: 41 }, 'quantityOffered', 'You can offer at most 40 kg'],
    [
      { status: 'available_later', expectedDeliveryDate: '2020-01-01' },
      'expectedDeliveryDate',
      'Expected delivery date cannot be in the past',
    ],
    [{ status: 'available_later', expectedDeliveryDate: '2030-02-30' }, 'expectedDeliveryDate', 'Enter a real date as YYYY-MM-DD'],
  ])('answers 400 to %j, storing nothing', async (payload, field, message) => {
    const before = await responseRows()
    const response = await answer(asha.token, requestIdFor(asha.user.id, farhan.user.id), dal.id, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { [field]: [message] } })
    expect(await responseRows()).toEqual(before)
  })

  it("answers 404 for another farmer's request or product, or a product not in that buyer's cart", async () => {
    const before = await responseRows()
    const status = { status: 'available_now' }
    const cases = [
      // Ravi answering Asha's request about Asha's rice.
      answer(ravi.token, requestIdFor(asha.user.id, priya.user.id), rice.id, status),
      // Ravi using his own request id with Asha's product.
      answer(ravi.token, requestIdFor(ravi.user.id, priya.user.id), rice.id, status),
      // Asha naming Ravi's mango, which is in Priya's cart.
      answer(asha.token, requestIdFor(asha.user.id, priya.user.id), mango.id, status),
      // Asha's dal is in Farhan's cart, not Priya's.
      answer(asha.token, requestIdFor(asha.user.id, priya.user.id), dal.id, status),
      answer(asha.token, randomUUID(), rice.id, status),
      answer(asha.token, requestIdFor(asha.user.id, priya.user.id), randomUUID(), status),
    ]
    for (const response of await Promise.all(cases)) {
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This request was not found' })
    }
    expect(await responseRows()).toEqual(before)
  })

  it('answers 400 to malformed ids, 403 to a buyer and 401 to an anonymous caller', async () => {
    const requestId = requestIdFor(asha.user.id, priya.user.id)
    expect((await answer(asha.token, 'request-1', rice.id, { status: 'pending' })).statusCode).toBe(400)
    expect((await answer(asha.token, requestId, '12', { status: 'pending' })).statusCode).toBe(400)
    expect((await answer(priya.token, requestId, rice.id, { status: 'pending' })).statusCode).toBe(403)
    const anonymous = await t.app.inject({ method: 'PUT', url: responseUrl(requestId, rice.id), payload: { status: 'pending' } })
    expect(anonymous.statusCode).toBe(401)
  })
})
