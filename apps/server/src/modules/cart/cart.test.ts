import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CartResponseSchema, MAX_CART_ENTRIES } from '@app/shared/cart'
import { cartItems } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createProduct, createSignedInUser } from '../../../test/factories'

let t: TestApp
let farmer: Awaited<ReturnType<typeof createSignedInUser>>
let buyer: Awaited<ReturnType<typeof createSignedInUser>>
let otherBuyer: Awaited<ReturnType<typeof createSignedInUser>>

const ADD_URL = '/api/orderProduct/addToCart'
const GET_URL = '/api/orderProduct/getProductFromCart'
const removeUrl = (productId: string) => `/api/orderProduct/cancelOrder/${productId}`

beforeAll(async () => {
  t = await buildTestApp()
  ;[farmer, buyer, otherBuyer] = await Promise.all([
    createSignedInUser(t.app, 'farmer'),
    createSignedInUser(t.app, 'buyer'),
    createSignedInUser(t.app, 'buyer'),
  ])
})
afterAll(async () => {
  await t?.close()
})

function add(token: string, productId: string, userId?: string) {
  return t.app.inject({ method: 'POST', url: ADD_URL, headers: bearer(token), payload: { productId, userId } })
}

async function cartOf(token: string) {
  const response = await t.app.inject({ method: 'GET', url: GET_URL, headers: bearer(token) })
  expect(response.statusCode).toBe(200)
  return CartResponseSchema.parse(response.json())
}

function entriesOf(buyerId: string) {
  return t.app.db.select().from(cartItems).where(eq(cartItems.buyerId, buyerId))
}

describe('the cart', () => {
  it("adds entries to the signed-in buyer's cart, whatever userId the body names", async () => {
    const rice = await createProduct(t.app, farmer.user.id, { name: 'Basmati Rice' })
    const dal = await createProduct(t.app, farmer.user.id, { name: 'Toor dal', pricePerUnit: 120 })
    const first = await add(buyer.token, rice.id, otherBuyer.user.id)
    expect(first.statusCode).toBe(201)
    expect(first.json()).toEqual({ message: 'Product added to cart ✅' })
    expect((await add(buyer.token, dal.id)).statusCode).toBe(201)
    expect((await add(buyer.token, rice.id)).statusCode).toBe(201)
    expect(await entriesOf(otherBuyer.user.id)).toHaveLength(0)

    const cart = await cartOf(buyer.token)
    // Every entry, oldest first: a product added twice counts twice.
    expect(cart.cart.products.map((entry) => entry.productId)).toEqual([rice.id, dal.id, rice.id])
    for (const entry of cart.cart.products) expect(Number.isNaN(Date.parse(entry.addedAt))).toBe(false)
    // Each product once, in the order first added, as the full record with its farmer's name.
    expect(cart.product.map((product) => product.name)).toEqual(['Basmati Rice', 'Toor dal'])
    expect(cart.product[0]).toMatchObject({ _id: rice.id, pricePerUnit: 95.5, quantityAvailable: 120, farmerName: farmer.user.name })
    expect(await cartOf(otherBuyer.token)).toEqual({ cart: { products: [] }, product: [] })
  })

  it('removes every entry of a product, and only from the signed-in buyer’s cart', async () => {
    const onion = await createProduct(t.app, farmer.user.id, { name: 'Onion' })
    await add(buyer.token, onion.id)
    await add(buyer.token, onion.id)
    await add(otherBuyer.token, onion.id)
    const response = await t.app.inject({ method: 'DELETE', url: removeUrl(onion.id), headers: bearer(buyer.token) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: 'Removed from cart.' })
    expect((await cartOf(buyer.token)).cart.products.map((entry) => entry.productId)).not.toContain(onion.id)
    expect((await cartOf(otherBuyer.token)).cart.products.map((entry) => entry.productId)).toEqual([onion.id])

    const again = await t.app.inject({ method: 'DELETE', url: removeUrl(onion.id), headers: bearer(buyer.token) })
    expect(again.statusCode).toBe(404)
    expect(again.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This product is not in your cart' })
  })

  it('refuses a missing product with 404 and one that is not available with 409, adding nothing', async () => {
    const before = (await entriesOf(buyer.user.id)).length
    const missing = await add(buyer.token, randomUUID())
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' })

    const soldOut = await createProduct(t.app, farmer.user.id, { status: 'out_of_stock', quantityAvailable: 0 })
    const unavailable = await createProduct(t.app, farmer.user.id, { status: 'unavailable' })
    const empty = await createProduct(t.app, farmer.user.id, { status: 'available', quantityAvailable: 0 })
    for (const product of [soldOut, unavailable, empty]) {
      const response = await add(buyer.token, product.id)
      expect(response.statusCode).toBe(409)
      expect(response.json()).toMatchObject({ code: 'CONFLICT', message: 'This product is not available right now' })
    }
    expect(await entriesOf(buyer.user.id)).toHaveLength(before)
  })

  it('answers 400 to malformed product ids', async () => {
    const response = await add(buyer.token, 'not-an-id')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ fieldErrors: { productId: ['Choose a product to add'] } })
    expect((await t.app.inject({ method: 'POST', url: ADD_URL, headers: bearer(buyer.token), payload: {} })).statusCode).toBe(400)
    const remove = await t.app.inject({ method: 'DELETE', url: removeUrl('42'), headers: bearer(buyer.token) })
    expect(remove.statusCode).toBe(400)
  })

  it('answers 403 to a farmer and 401 to an anonymous caller, changing nothing', async () => {
    const product = await createProduct(t.app, farmer.user.id)
    await add(buyer.token, product.id)
    const before = await entriesOf(buyer.user.id)
    for (const headers of [bearer(farmer.token), {}]) {
      const expected = 'authorization' in headers ? 403 : 401
      expect((await t.app.inject({ method: 'POST', url: ADD_URL, headers, payload: { productId: product.id } })).statusCode).toBe(expected)
      expect((await t.app.inject({ method: 'GET', url: GET_URL, headers })).statusCode).toBe(expected)
      expect((await t.app.inject({ method: 'DELETE', url: removeUrl(product.id), headers })).statusCode).toBe(expected)
    }
    expect(await entriesOf(buyer.user.id)).toEqual(before)
    expect(await entriesOf(farmer.user.id)).toHaveLength(0)
  })

  it(`holds at most ${MAX_CART_ENTRIES} entries`, async () => {
    const full = await createSignedInUser(t.app, 'buyer')
    const product = await createProduct(t.app, farmer.user.id)
    await t.app.db
      .insert(cartItems)
      .values(Array.from({ length: MAX_CART_ENTRIES }, () => ({ buyerId: full.user.id, productId: product.id })))
    const response = await add(full.token, product.id)
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toBe(`Your cart is full: it holds at most ${MAX_CART_ENTRIES} items. Remove some first.`)
    expect(await entriesOf(full.user.id)).toHaveLength(MAX_CART_ENTRIES)
  })

  it('drops a deleted listing from every cart', async () => {
    const product = await createProduct(t.app, farmer.user.id, { name: 'Short-lived' })
    await add(otherBuyer.token, product.id)
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/delete-productByFarmer/${product.id}`,
      headers: bearer(farmer.token),
    })
    expect(deleted.statusCode).toBe(200)
    const cart = await cartOf(otherBuyer.token)
    expect(cart.cart.products.map((entry) => entry.productId)).not.toContain(product.id)
    expect(cart.product.map((row) => row.name)).not.toContain('Short-lived')
  })
})
