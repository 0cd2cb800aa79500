import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ListedProductResponseSchema } from '@app/shared/browse'
import { ProductSchema } from '@app/shared/products'
import { products } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createProduct, createSignedInUser } from '../../../test/factories'
import { multipart } from '../../../test/multipart'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

const LIST_URL = '/api/addProductByFarmer/get-productByFarmer'
/** The spec's delete path, and the one the spec's client calls: a listing is deleted through either. */
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
      minOrderQuantity: 2,
      orderStep: 0.5,
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
      minOrderQuantity: 2,
      orderStep: 0.5,
      // Stored as a path, answered as a link on PUBLIC_URL.
      images: ['http://kisansetu.test/uploads/products/abc.webp'],
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
      demo: false,
    })
    expect(list[1]).toMatchObject({
      pricePerUnit: 142.75,
      category: 'pulse',
      unit: 'kg',
      minOrderQuantity: 1,
      orderStep: 1,
      status: 'available',
      deliveryRadiusKm: 0,
      location: { coordinates: { type: 'Point', coordinates: [] } },
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

describe.each(DELETE_URLS)('DELETE %s/:id', (DELETE_URL) => {
  it('deletes the owner’s product with the spec message', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const product = await createProduct(t.app, farmer.user.id)
    const response = await t.app.inject({ method: 'DELETE', url: `${DELETE_URL}/${product.id}`, headers: bearer(farmer.token) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: 'Product deleted successfully!' })
    expect(await productExists(product.id)).toBe(false)
  })

  it("answers another farmer's product exactly like a missing one, and keeps it", async () => {
    const owner = await createSignedInUser(t.app, 'farmer')
    const intruder = await createSignedInUser(t.app, 'farmer')
    const product = await createProduct(t.app, owner.user.id)
    const foreign = await t.app.inject({ method: 'DELETE', url: `${DELETE_URL}/${product.id}`, headers: bearer(intruder.token) })
    const missing = await t.app.inject({ method: 'DELETE', url: `${DELETE_URL}/${randomUUID()}`, headers: bearer(intruder.token) })
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
    const asBuyer = await t.app.inject({ method: 'DELETE', url: `${DELETE_URL}/${product.id}`, headers: bearer(buyer.token) })
    expect(asBuyer.statusCode).toBe(403)
    const anonymous = await t.app.inject({ method: 'DELETE', url: `${DELETE_URL}/${product.id}` })
    expect(anonymous.statusCode).toBe(401)
    expect(await productExists(product.id)).toBe(true)
  })

  it('answers 400 with a message for a malformed id', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const response = await t.app.inject({ method: 'DELETE', url: `${DELETE_URL}/not-a-uuid`, headers: bearer(farmer.token) })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Product not found' })
  })
})

const ADD_URL = '/api/addProductByFarmer/add-productByFarmer'
const UPDATE_URL = '/api/addProductByFarmer/update-productByFarmer'

/** A full listing as the create form sends it, farmerId included (which the server ignores). */
function listing(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Alphonso Mango',
    variety: 'Ratnagiri Hapus',
    description: 'Hand-picked, ripened in hay.',
    category: 'fruit',
    pricePerUnit: 900,
    unit: 'dozen',
    quantityAvailable: 150,
    minOrderQuantity: 2,
    orderStep: 1,
    images: ['/uploads/products/0123456789abcdef0123456789abcdef.webp', 'https://example.in/mango.jpg'],
    isOrganic: false,
    isCertified: true,
    certificationDetails: { authority: 'GI Registry', certificateNumber: 'AU/4127', certifiedOn: '2025-02-18' },
    harvestDate: '2026-04-01',
    expiryDate: '2026-04-11',
    location: { city: 'Ratnagiri', state: 'Maharashtra', pin: '415612', coordinates: { type: 'Point', coordinates: [73.312, 16.99] } },
    deliveryAvailable: true,
    deliveryRadiusKm: 100,
    status: 'available',
    ...overrides,
  }
}

async function countProducts() {
  const [row] = await t.app.db.select({ value: count() }).from(products)
  return row!.value
}

async function storedProduct(id: string) {
  const [row] = await t.app.db.select().from(products).where(eq(products.id, id))
  return row
}

describe('POST /api/addProductByFarmer/add-productByFarmer', () => {
  it('lists the product for the signed-in farmer with 201, whatever farmerId the body says', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const other = await createSignedInUser(t.app, 'farmer')
    const response = await t.app.inject({
      method: 'POST',
      url: ADD_URL,
      headers: bearer(farmer.token),
      payload: listing({ farmerId: other.user.id, ratings: [5, 5], _id: randomUUID(), createdAt: '2000-01-01T00:00:00.000Z' }),
    })
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body.message).toBe('Product listed successfully!')
    expect(ProductSchema.parse(body.product)).toEqual(body.product)
    expect(body.product).toMatchObject({
      ...listing(),
      images: ['http://kisansetu.test/uploads/products/0123456789abcdef0123456789abcdef.webp', 'https://example.in/mango.jpg'],
      farmerId: farmer.user.id,
      ratings: [],
    })
    expect(Date.parse(body.product.createdAt)).toBeGreaterThan(Date.now() - 60_000)
    expect(await storedProduct(body.product._id)).toMatchObject({ farmerId: farmer.user.id, ratings: [], pricePerUnit: 900 })

    const list = await t.app.inject({ method: 'GET', url: LIST_URL, headers: bearer(farmer.token) })
    expect(list.json().getAllProduct.map((p: { _id: string }) => p._id)).toEqual([body.product._id])
  })

  it('fills the product defaults: category grain, unit kg, minimum order 1 in steps of 1, status available, delivery radius 0', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const response = await t.app.inject({
      method: 'POST',
      url: ADD_URL,
      headers: bearer(farmer.token),
      payload: { name: 'Bajra', pricePerUnit: '24.5', quantityAvailable: '800' },
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().product).toMatchObject({
      name: 'Bajra',
      category: 'grain',
      unit: 'kg',
      minOrderQuantity: 1,
      orderStep: 1,
      status: 'available',
      deliveryRadiusKm: 0,
      deliveryAvailable: false,
      pricePerUnit: 24.5,
      quantityAvailable: 800,
      images: [],
      harvestDate: null,
      location: { city: '', state: '', pin: '', coordinates: { type: 'Point', coordinates: [] } },
    })
  })

  it('stores a unit typed as a common spelling as the listed unit, and the minimum order and step to hundredths', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    for (const [typed, unit] of [
      ['Kgs', 'kg'],
      [' QTL ', 'quintal'],
      ['Litres', 'litre'],
      ['doz', 'dozen'],
      ['', 'kg'],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: ADD_URL,
        headers: bearer(farmer.token),
        payload: listing({ unit: typed, minOrderQuantity: '2.504', orderStep: 0.25 }),
      })
      expect(response.statusCode, typed).toBe(201)
      expect(response.json().product, typed).toMatchObject({ unit, minOrderQuantity: 2.5, orderStep: 0.25 })
      expect(await storedProduct(response.json().product._id), typed).toMatchObject({ unit, minOrderQuantity: 2.5, orderStep: 0.25 })
    }
  })

  it('answers 403 to a buyer and 401 to an anonymous caller, writing nothing', async () => {
    const buyer = await createSignedInUser(t.app, 'buyer')
    const before = await countProducts()
    const asBuyer = await t.app.inject({ method: 'POST', url: ADD_URL, headers: bearer(buyer.token), payload: listing() })
    expect(asBuyer.statusCode).toBe(403)
    expect(asBuyer.json()).toMatchObject({ code: 'FORBIDDEN' })
    const anonymous = await t.app.inject({ method: 'POST', url: ADD_URL, payload: listing() })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please sign-in first.' })
    expect(await countProducts()).toBe(before)
  })

  const SANITY_CASES: [string, Record<string, unknown>, string, string][] = [
    ['a negative price', { pricePerUnit: -5 }, 'pricePerUnit', 'Price cannot be negative'],
    ['a non-numeric price', { pricePerUnit: 'cheap' }, 'pricePerUnit', 'Price must be a number'],
    ['a negative quantity', { quantityAvailable: -1 }, 'quantityAvailable', 'Quantity cannot be negative'],
    ['a non-numeric quantity', { quantityAvailable: 'plenty' }, 'quantityAvailable', 'Quantity must be a number'],
    [
      'a category outside the list',
      { category: 'dairy' },
      'category',
      'Choose a category: vegetable, fruit, grain, pulse, herb, spice or other',
    ],
    ['a status outside the list', { status: 'sold' }, 'status', 'Choose a status: available, out_of_stock or unavailable'],
    [
      'an expiry before the harvest',
      { harvestDate: '2026-04-10', expiryDate: '2026-04-01' },
      'expiryDate',
      'Expiry date cannot be before the harvest date',
    ],
    ['a malformed date', { harvestDate: '01-04-2026' }, 'harvestDate', 'Enter a real date as YYYY-MM-DD'],
    ['an impossible date', { expiryDate: '2026-02-30' }, 'expiryDate', 'Enter a real date as YYYY-MM-DD'],
    [
      'a longitude out of range',
      { location: { city: 'X', state: 'Y', pin: '', coordinates: { type: 'Point', coordinates: [190, 20] } } },
      'location.coordinates.coordinates.0',
      'Longitude must be a number from -180 to 180',
    ],
    [
      'coordinates that are not a point',
      { location: { city: 'X', state: 'Y', pin: '', coordinates: 'near Pune' } },
      'location.coordinates',
      'Coordinates must be a point: [longitude, latitude]',
    ],
    [
      'more than 8 images',
      { images: Array.from({ length: 9 }, (_, i) => `https://example.in/${i}.jpg`) },
      'images',
      'A product can have at most 8 images',
    ],
    [
      'a non-http(s) image URL',
      { images: ['javascript:alert(document.cookie)'] },
      'images.0',
      'Each image must be an http:// or https:// link, or a photo uploaded here',
    ],
    [
      'a data: image URL',
      { images: ['data:image/svg+xml,<svg onload=alert(1)>'] },
      'images.0',
      'Each image must be an http:// or https:// link, or a photo uploaded here',
    ],
    ['an over-long name', { name: 'x'.repeat(101) }, 'name', 'Product name must be at most 100 characters'],
    ['a 10,000-character description', { description: 'x'.repeat(10_000) }, 'description', 'Description must be at most 2000 characters'],
    ['a missing name', { name: '' }, 'name', 'Product name is required'],
    ['a unit outside the list', { unit: 'box of 12' }, 'unit', 'Choose a unit from the list'],
    ['a unit that is not text', { unit: 12 }, 'unit', 'Choose a unit from the list'],
    ['a minimum order of 0', { minOrderQuantity: 0 }, 'minOrderQuantity', 'Minimum order must be more than 0'],
    ['a non-numeric minimum order', { minOrderQuantity: 'a few' }, 'minOrderQuantity', 'Minimum order must be a number'],
    ['a negative order step', { orderStep: -0.5 }, 'orderStep', 'Order step must be more than 0'],
    ['an order step too large', { orderStep: 1e12 }, 'orderStep', 'Order step is too large'],
    ['a 5-digit PIN', { location: { city: 'X', state: 'Y', pin: '41561' } }, 'location.pin', 'PIN code must be 6 digits'],
  ]

  it.each(SANITY_CASES)('rejects %s with a 400 naming the field, and writes nothing', async (_name, overrides, field, message) => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const before = await countProducts()
    const response = await t.app.inject({ method: 'POST', url: ADD_URL, headers: bearer(farmer.token), payload: listing(overrides) })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message, fieldErrors: { [field]: [message] } })
    expect(Object.keys(response.json().fieldErrors)).toEqual([field])
    expect(await countProducts()).toBe(before)
  })

  it('rejects a body that is not a product, and malformed JSON, with a clear 400', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const array = await t.app.inject({ method: 'POST', url: ADD_URL, headers: bearer(farmer.token), payload: [listing()] })
    expect(array.statusCode).toBe(400)
    expect(array.json().message).toBe('The request could not be understood')
    const malformed = await t.app.inject({
      method: 'POST',
      url: ADD_URL,
      headers: { ...bearer(farmer.token), 'content-type': 'application/json' },
      payload: '{"name": "Onion",',
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().message).toBe('The request body is not valid JSON')
    const form = multipart({ field: 'name', data: Buffer.from('Onion') })
    const multipartBody = await t.app.inject({
      method: 'POST',
      url: ADD_URL,
      headers: { ...form.headers, ...bearer(farmer.token) },
      payload: form.payload,
    })
    expect(multipartBody.statusCode).toBe(400)
    expect(multipartBody.json().message).toBe('The request could not be understood')
  })
})

describe('PATCH /api/addProductByFarmer/update-productByFarmer/:id', () => {
  it('takes back the whole object as the client holds it and saves the edits, keeping server fields', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const other = await createSignedInUser(t.app, 'farmer')
    const created = await createProduct(t.app, farmer.user.id, {
      name: 'Onion',
      ratings: [4, 5],
      createdAt: new Date('2026-01-01T00:00:00Z'),
      updatedAt: new Date('2026-01-01T00:00:00Z'),
    })
    const list = await t.app.inject({ method: 'GET', url: LIST_URL, headers: bearer(farmer.token) })
    const asReceived = list.json().getAllProduct[0]

    const edited = {
      ...asReceived,
      name: 'Nashik Red Onion',
      pricePerUnit: 28.75,
      unit: 'Quintals',
      minOrderQuantity: 0.5,
      orderStep: '0.5',
      status: 'out_of_stock',
      isCertified: true,
      certificationDetails: { authority: 'NPOP', certificateNumber: 'N-9', certifiedOn: '2025-12-01' },
      // Read-only fields a client might tamper with: all ignored.
      _id: randomUUID(),
      farmerId: other.user.id,
      ratings: [1],
      createdAt: '1999-01-01T00:00:00.000Z',
      updatedAt: '1999-01-01T00:00:00.000Z',
    }
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${UPDATE_URL}/${created.id}`,
      headers: bearer(farmer.token),
      payload: edited,
    })
    expect(response.statusCode).toBe(200)
    const { message, product } = response.json()
    expect(message).toBe('Product updated successfully!')
    expect(product).toMatchObject({
      _id: created.id,
      farmerId: farmer.user.id,
      name: 'Nashik Red Onion',
      pricePerUnit: 28.75,
      unit: 'quintal',
      minOrderQuantity: 0.5,
      orderStep: 0.5,
      status: 'out_of_stock',
      certificationDetails: { authority: 'NPOP', certificateNumber: 'N-9', certifiedOn: '2025-12-01' },
      ratings: [4, 5],
      createdAt: '2026-01-01T00:00:00.000Z',
    })
    expect(Date.parse(product.updatedAt)).toBeGreaterThan(Date.now() - 60_000)
    expect(await storedProduct(created.id)).toMatchObject({ name: 'Nashik Red Onion', farmerId: farmer.user.id, ratings: [4, 5] })
  })

  it("answers another farmer's product exactly like a missing one, and leaves it as it was", async () => {
    const owner = await createSignedInUser(t.app, 'farmer')
    const intruder = await createSignedInUser(t.app, 'farmer')
    const product = await createProduct(t.app, owner.user.id, { name: 'Original' })
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `${UPDATE_URL}/${product.id}`,
      headers: bearer(intruder.token),
      payload: listing({ name: 'Hijacked' }),
    })
    const missing = await t.app.inject({
      method: 'PATCH',
      url: `${UPDATE_URL}/${randomUUID()}`,
      headers: bearer(intruder.token),
      payload: listing({ name: 'Hijacked' }),
    })
    for (const response of [foreign, missing]) {
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' })
    }
    const { requestId: _a, ...foreignBody } = foreign.json()
    const { requestId: _b, ...missingBody } = missing.json()
    expect(foreignBody).toEqual(missingBody)
    expect(await storedProduct(product.id)).toMatchObject({ name: 'Original', farmerId: owner.user.id })
  })

  it('answers 403 to a buyer and 401 to an anonymous caller, and changes nothing', async () => {
    const owner = await createSignedInUser(t.app, 'farmer')
    const buyer = await createSignedInUser(t.app, 'buyer')
    const product = await createProduct(t.app, owner.user.id, { name: 'Original' })
    const asBuyer = await t.app.inject({
      method: 'PATCH',
      url: `${UPDATE_URL}/${product.id}`,
      headers: bearer(buyer.token),
      payload: listing(),
    })
    expect(asBuyer.statusCode).toBe(403)
    const anonymous = await t.app.inject({ method: 'PATCH', url: `${UPDATE_URL}/${product.id}`, payload: listing() })
    expect(anonymous.statusCode).toBe(401)
    expect((await storedProduct(product.id))?.name).toBe('Original')
  })

  it('rejects nonsense with the field named and changes nothing', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const product = await createProduct(t.app, farmer.user.id, { name: 'Original', pricePerUnit: 10 })
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${UPDATE_URL}/${product.id}`,
      headers: bearer(farmer.token),
      payload: listing({ name: 'Changed', pricePerUnit: -10 }),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldErrors).toEqual({ pricePerUnit: ['Price cannot be negative'] })
    expect(await storedProduct(product.id)).toMatchObject({ name: 'Original', pricePerUnit: 10 })
  })

  it('answers 400 with a message for a malformed id', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const response = await t.app.inject({ method: 'PATCH', url: `${UPDATE_URL}/42`, headers: bearer(farmer.token), payload: listing() })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ message: 'Product not found' })
  })
})

describe('GET /api/products/:id', () => {
  it('answers one listing to anyone: its owner, another farmer, a buyer, an anonymous caller', async () => {
    const owner = await createSignedInUser(t.app, 'farmer')
    const other = await createSignedInUser(t.app, 'farmer')
    const buyer = await createSignedInUser(t.app, 'buyer')
    const product = await createProduct(t.app, owner.user.id, { name: 'Kinnow', status: 'unavailable', ratings: [4, 5, 3] })
    for (const headers of [bearer(owner.token), bearer(other.token), bearer(buyer.token), {}]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, headers })
      expect(response.statusCode).toBe(200)
      expect(response.json().product).toMatchObject({
        _id: product.id,
        name: 'Kinnow',
        status: 'unavailable',
        ratings: [4, 5, 3],
        farmerId: owner.user.id,
      })
    }
  })

  it("answers the listing as Browse lists it: its farmer's name and its price per kg", async () => {
    const owner = await createSignedInUser(t.app, 'farmer')
    const bulk = await createProduct(t.app, owner.user.id, { name: 'Onion', unit: 'quintal', pricePerUnit: 2450 })
    const dozen = await createProduct(t.app, owner.user.id, { name: 'Banana', unit: 'dozen', pricePerUnit: 60 })
    const read = async (id: string) =>
      ListedProductResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json())
    expect((await read(bulk.id)).product).toMatchObject({
      name: 'Onion',
      farmerName: owner.user.name,
      pricePerKg: 24.5,
      pricePerUnit: 2450,
    })
    expect((await read(dozen.id)).product).toMatchObject({ name: 'Banana', pricePerKg: null })
  })

  it('answers 404 for a missing listing and 400 for a malformed id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `/api/products/${randomUUID()}` })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' })
    const malformed = await t.app.inject({ method: 'GET', url: '/api/products/not-an-id' })
    expect(malformed.statusCode).toBe(400)
  })
})

describe("a listing's state", () => {
  it("is stored by its one name when it names one of India's states in any case or spacing, and as written otherwise", async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const stateOf = async (state: string) => {
      const created = await t.app.inject({
        method: 'POST',
        url: ADD_URL,
        headers: bearer(farmer.token),
        payload: listing({ location: { city: 'Nashik', state, pin: '422001' } }),
      })
      expect(created.statusCode, created.body).toBe(201)
      return { id: created.json().product._id as string, state: created.json().product.location.state as string }
    }
    expect((await stateOf('  maharashtra ')).state).toBe('Maharashtra')
    expect((await stateOf('TAMIL   nadu')).state).toBe('Tamil Nadu')
    expect((await stateOf('Vidarbha')).state).toBe('Vidarbha')
    const { id } = await stateOf('Vidarbha')
    const updated = await t.app.inject({
      method: 'PATCH',
      url: `${UPDATE_URL}/${id}`,
      headers: bearer(farmer.token),
      payload: listing({ location: { city: 'Nagpur', state: 'west bengal', pin: '440001' } }),
    })
    expect(updated.json().product.location.state).toBe('West Bengal')
    const [row] = await t.app.db.select({ state: products.locationState }).from(products).where(eq(products.id, id))
    expect(row!.state).toBe('West Bengal')
  })
})
