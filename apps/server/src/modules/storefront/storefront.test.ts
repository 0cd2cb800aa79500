import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FarmerStorefrontResponseSchema } from '@app/shared/storefront'
import { farmerProfiles, orderLines, orders, reviews, users } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createProduct, createUser, signIn } from '../../../test/factories'
import { getStorefront } from './storefront.service'

let t: TestApp
let farmer: Awaited<ReturnType<typeof createUser>>
let buyer: Awaited<ReturnType<typeof createUser>>
const url = (id: string) => `/api/farmers/${id}`

beforeAll(async () => {
  t = await buildTestApp()
  farmer = await createUser(t.app, { role: 'farmer', name: 'Asha Patil' })
  buyer = await createUser(t.app, { role: 'buyer', name: 'Meera Kulkarni' })
  await t.app.db
    .update(users)
    .set({ phone: '+91 98765 43210', profileImageKey: 'profiles/asha/photo.webp' })
    .where(eq(users.id, farmer.user.id))
  await t.app.db.insert(farmerProfiles).values({
    userId: farmer.user.id,
    phone: '9876543210',
    city: 'Nashik',
    state: 'Maharashtra',
    pin: '422001',
    farmSize: 4.5,
    isCertifiedSustainable: true,
    certificationAuthority: 'NPOP',
    upiId: 'asha@upi',
  })
  const product = await createProduct(t.app, farmer.user.id, { name: 'Tomato' })
  await createProduct(t.app, farmer.user.id, { name: 'Onion', status: 'out_of_stock', quantityAvailable: 0 })
  for (const farmerRating of [5, 4]) {
    const [order] = await t.app.db
      .insert(orders)
      .values({
        reference: `KS${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`,
        buyerId: buyer.user.id,
        farmerId: farmer.user.id,
        status: 'delivered',
        subtotal: 100,
        total: 100,
      })
      .returning()
    const [line] = await t.app.db
      .insert(orderLines)
      .values({ orderId: order!.id, productId: product.id, productName: 'Tomato', unit: 'kg', quantity: 2, pricePerUnit: 50, amount: 100 })
      .returning()
    await t.app.db.insert(reviews).values({
      orderId: order!.id,
      orderLineId: line!.id,
      productId: product.id,
      farmerId: farmer.user.id,
      buyerId: buyer.user.id,
      productRating: 4,
      farmerRating,
    })
  }
})
afterAll(async () => {
  await t?.close()
})

describe('GET /api/farmers/:farmerId', () => {
  it('answers anyone the farmer’s storefront: name, photo, farm, certification, rating and listings, never a phone or email', async () => {
    const response = await t.app.inject({ method: 'GET', url: url(farmer.user.id) })
    expect(response.statusCode).toBe(200)
    const { farmer: storefront } = FarmerStorefrontResponseSchema.parse(response.json())
    expect(storefront).toEqual({
      _id: farmer.user.id,
      name: 'Asha Patil',
      profileImage: expect.stringMatching(/^https?:\/\/.+\/uploads\/profiles\/asha\/photo\.webp$/),
      location: { city: 'Nashik', state: 'Maharashtra' },
      farmSize: 4.5,
      isCertifiedSustainable: true,
      certificationAuthority: 'NPOP',
      memberSince: farmer.user.createdAt.toISOString(),
      rating: { average: '4.5', count: 2 },
      listingCount: 2,
      // No operator has checked this farmer: no badges.
      badges: { verified: false, certificate: null },
      demo: false,
    })
    // The same rating as the farmer's rating call.
    const rating = await t.app.inject({ method: 'GET', url: `/api/farmers/${farmer.user.id}/rating` })
    expect(rating.json()).toEqual(storefront.rating)
    for (const secret of ['9876543210', '98765 43210', farmer.user.email, 'asha@upi', '422001']) expect(response.body).not.toContain(secret)
  })

  it('answers a farmer without a profile with empty location and no farm size', async () => {
    const newcomer = await createUser(t.app, { role: 'farmer', name: 'Ravi Kumar' })
    const response = await t.app.inject({ method: 'GET', url: url(newcomer.user.id) })
    expect(FarmerStorefrontResponseSchema.parse(response.json()).farmer).toMatchObject({
      name: 'Ravi Kumar',
      profileImage: null,
      location: { city: '', state: '' },
      farmSize: null,
      isCertifiedSustainable: false,
      certificationAuthority: null,
      rating: { average: null, count: 0 },
      listingCount: 0,
    })
  })

  it('answers 404 for an unknown id or an account that is not a farmer, 400 for text that is no id', async () => {
    for (const id of [randomUUID(), buyer.user.id]) {
      const response = await t.app.inject({ method: 'GET', url: url(id) })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Farmer not found' })
    }
    const hindi = await t.app.inject({ method: 'GET', url: url(buyer.user.id), headers: { 'accept-language': 'hi' } })
    expect(hindi.json()).toMatchObject({ message: 'किसान नहीं मिला' })
    expect((await t.app.inject({ method: 'GET', url: url('asha') })).statusCode).toBe(400)
  })

  it('keeps a demo account to the demo sandbox: a real farm is 404, a demo farm is shown and marked', async () => {
    const demoBuyer = await createUser(t.app, { role: 'buyer', name: 'Demo Buyer' })
    const demoFarmer = await createUser(t.app, { role: 'farmer', name: 'Demo Farm' })
    await t.app.db.update(users).set({ isDemo: true }).where(eq(users.id, demoBuyer.user.id))
    await t.app.db.update(users).set({ isDemo: true }).where(eq(users.id, demoFarmer.user.id))
    const token = await signIn(t.app, demoBuyer.user.email, demoBuyer.password)
    expect((await t.app.inject({ method: 'GET', url: url(farmer.user.id), headers: bearer(token) })).statusCode).toBe(404)
    const demo = await t.app.inject({ method: 'GET', url: url(demoFarmer.user.id), headers: bearer(token) })
    expect(demo.json()).toMatchObject({ farmer: { name: 'Demo Farm', demo: true } })
    // Visitors see demo farms too, marked.
    expect((await t.app.inject({ method: 'GET', url: url(demoFarmer.user.id) })).json()).toMatchObject({ farmer: { demo: true } })
  })

  it('is callable without HTTP, with the photo as an upload path', async () => {
    const storefront = await getStorefront(t.app, farmer.user.id, null)
    expect(storefront).toMatchObject({ name: 'Asha Patil', profileImage: '/uploads/profiles/asha/photo.webp' })
  })
})
