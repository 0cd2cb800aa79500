import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ProductSchema } from '@app/shared/products'
import { products } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createProduct, createSignedInUser } from '../../../test/factories'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

const LIST_URL = '/api/addProductByFarmer/get-productByFarmer'
const DELETE_URLS = ['/api/delete-productByFarmer', '/api/addProductByFarmer/delete-productByFarmer']

async function productExists(id: string) {
  const [row] = await t.app.db.select({ value: count() }).from(products).where(eq(products.id, id))
  return row!.value === 1
}

describe('GET /api/addProductByFarmer/get-productByFarmer', () => {
  it("lists only the signed-in farmer's products, newest first, in the spec's shape", async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const other = await createSignedInUser(t.app, 'farmer')
    const older = await createProduct(t.app, farmer.user.id, {
      name: 'Toor Dal',
      category: 'pulse',
      pricePerUnit: 142.75,
      createdAt: new Date(Date.now() - 60_000),
    })
    const newer = await createProduct(t.app, farmer.user.id, {
      name: 'Alphonso Mango',
      variety: 'Ratnagiri',
      category: 'fruit',
      unit: 'dozen',
      pricePerUnit: 650,
      quantityAvailable: 40.5,
      images: ['/uploads/products/abc.webp'],
      isOrganic: true,
      isCertified: true,
      certificationAuthority: 'APEDA',
      certificateNumber: 'NPOP/123',
      certifiedOn: '2025-01-15',
      harvestDate: '2025-05-01',
      expiryDate: '2025-05-15',
      locationCity: 'Ratnagiri',
      locationState: 'Maharashtra',
      locationPin: '415612',
      longitude: 73.3,
      latitude: 16.99,
      deliveryAvailable: true,
      deliveryRadiusKm: 25,
      status: 'out_of_stock',
      ratings: [5, 4],
    })
    await createProduct(t.app, other.user.id, { name: 'Not mine' })

    const response = await t.app.inject({ method: 'GET', url: LIST_URL, headers: bearer(farmer.token) })
    expect(response.statusCode).toBe(200)
    const list = response.json().getAllProduct
    expect(list.map((product: { _id: string }) => product._id)).toEqual([newer.id, older.id])
    for (const product of list) expect(ProductSchema.parse(product)).toEqual(product)
    expect(list[0]).toEqual({
      _id: newer.id,
      name: 'Alphonso Mango',
      variety: 'Ratnagiri',
      description: '',
      category: 'fruit',
      pricePerUnit: 650,
      unit: 'dozen',
      quantityAvailable: 40.5,
      images: ['/uploads/products/abc.webp'],
      isOrganic: true,
      isCertified: true,
      certificationDetails: { authority: 'APEDA', certificateNumber: 'NPOP/123', certifiedOn: '2025-01-15' },
      harvestDate: '2025-05-01',
      expiryDate: '2025-05-15',
      location: {
        city: 'Ratnagiri',
        state: 'Maharashtra',
        pin: '415612',
        coordinates: { type: 'Point', coordinates: [73.3, 16.99] },
      },
      deliveryAvailable: true,
      deliveryRadiusKm: 25,
      status: 'out_of_stock',
      ratings: [5, 4],
      farmerId: farmer.user.id,
      createdAt: newer.createdAt.toISOString(),
      updatedAt: newer.updatedAt.toISOString(),
    })
    expect(list[1]).toMatchObject({
      pricePerUnit: 142.75,
      category: 'pulse',
      unit: 'kg',
      status: 'available',
      deliveryRadiusKm: 0,
      location: { coordinates: null },
      certificationDetails: { authority: null, certificateNumber: null, certifiedOn: null },
    })
  })

  it('answers an empty list to a farmer with no products', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const response = await t.app.inject({ method: 'GET', url: LIST_URL, headers: bearer(farmer.token) })
    expect(response.json()).toEqual({ getAllProduct: [] })
  })

  it('answers 403 to a buyer and 401 to an anonymous caller', async () => {
    const buyer = await createSignedInUser(t.app, 'buyer')
    const asBuyer = await t.app.inject({ method: 'GET', url: LIST_URL, headers: bearer(buyer.token) })
    expect(asBuyer.statusCode).toBe(403)
    expect(asBuyer.json()).toMatchObject({ code: 'FORBIDDEN' })
    const anonymous = await t.app.inject({ method: 'GET', url: LIST_URL })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please sign-in first.' })
  })
})

describe.each(DELETE_URLS)('DELETE %s/:id', (base) => {
  it('deletes the owner’s product with the spec message', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const product = await createProduct(t.app, farmer.user.id)
    const response = await t.app.inject({ method: 'DELETE', url: `${base}/${product.id}`, headers: bearer(farmer.token) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: 'Product deleted successfully!' })
    expect(await productExists(product.id)).toBe(false)
  })

  it("answers another farmer's product exactly like a missing one, and keeps it", async () => {
    const owner = await createSignedInUser(t.app, 'farmer')
    const intruder = await createSignedInUser(t.app, 'farmer')
    const product = await createProduct(t.app, owner.user.id)
    const foreign = await t.app.inject({ method: 'DELETE', url: `${base}/${product.id}`, headers: bearer(intruder.token) })
    const missing = await t.app.inject({ method: 'DELETE', url: `${base}/${randomUUID()}`, headers: bearer(intruder.token) })
    for (const response of [foreign, missing]) {
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' })
    }
    const { requestId: _a, ...foreignBody } = foreign.json()
    const { requestId: _b, ...missingBody } = missing.json()
    expect(foreignBody).toEqual(missingBody)
    expect(await productExists(product.id)).toBe(true)
  })

  it('answers 403 to a buyer and 401 to an anonymous caller, and keeps the product', async () => {
    const owner = await createSignedInUser(t.app, 'farmer')
    const buyer = await createSignedInUser(t.app, 'buyer')
    const product = await createProduct(t.app, owner.user.id)
    const asBuyer = await t.app.inject({ method: 'DELETE', url: `${base}/${product.id}`, headers: bearer(buyer.token) })
    expect(asBuyer.statusCode).toBe(403)
    const anonymous = await t.app.inject({ method: 'DELETE', url: `${base}/${product.id}` })
    expect(anonymous.statusCode).toBe(401)
    expect(await productExists(product.id)).toBe(true)
  })

  it('answers 400 with a message for a malformed id', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const response = await t.app.inject({ method: 'DELETE', url: `${base}/not-a-uuid`, headers: bearer(farmer.token) })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Product not found' })
  })
})
