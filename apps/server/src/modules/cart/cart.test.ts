import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CartEntrySavedResponseSchema, CartResponseSchema, cartTotals, MAX_CART_ENTRIES } from '@app/shared/cart'
import { cartItems, products } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createProduct, createSignedInUser, putInCart } from '../../../test/factories'

let t: TestApp
let farmer: Awaited<ReturnType<typeof createSignedInUser>>
let buyer: Awaited<ReturnType<typeof createSignedInUser>>
let otherBuyer: Awaited<ReturnType<typeof createSignedInUser>>

const ADD_URL = '/api/orderProduct/addToCart'
const GET_URL = '/api/orderProduct/getProductFromCart'
const removeUrl = (productId: string) => `/api/orderProduct/cancelOrder/${productId}`
const lineUrl = (productId: string) => `/api/me/cart/${productId}`
const acceptUrl = (productId: string) => `/api/me/cart/${productId}/accept-price`

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

function add(token: string, productId: string, extra: { userId?: string; quantity?: unknown } = {}) {
  return t.app.inject({ method: 'POST', url: ADD_URL, headers: bearer(token), payload: { productId, ...extra } })
}

function setQuantity(token: string, productId: string, quantity: unknown) {
  return t.app.inject({ method: 'PATCH', url: lineUrl(productId), headers: bearer(token), payload: { quantity } })
}

function acceptPrice(token: string, productId: string) {
  return t.app.inject({ method: 'POST', url: acceptUrl(productId), headers: bearer(token) })
}

async function cartOf(token: string) {
  const response = await t.app.inject({ method: 'GET', url: GET_URL, headers: bearer(token) })
  expect(response.statusCode).toBe(200)
  return CartResponseSchema.parse(response.json())
}

function linesOf(buyerId: string) {
  return t.app.db.select().from(cartItems).where(eq(cartItems.buyerId, buyerId))
}

async function lineOf(buyerId: string, productId: string) {
  return (await linesOf(buyerId)).find((line) => line.productId === productId)
}

async function setListing(productId: string, fields: Partial<typeof products.$inferInsert>) {
  await t.app.db.update(products).set(fields).where(eq(products.id, productId))
}

/** A fresh buyer, so a test's cart starts empty. */
const newBuyer = () => createSignedInUser(t.app, 'buyer')

describe('the cart', () => {
  it("adds one line per product to the signed-in buyer's cart, whatever userId the body names", async () => {
    const rice = await createProduct(t.app, farmer.user.id, { name: 'Basmati Rice', unit: 'quintal' })
    const dal = await createProduct(t.app, farmer.user.id, { name: 'Toor dal', pricePerUnit: 120, minOrderQuantity: 2, orderStep: 0.5 })
    const first = await add(buyer.token, rice.id, { userId: otherBuyer.user.id })
    expect(first.statusCode).toBe(201)
    expect(CartEntrySavedResponseSchema.parse(first.json())).toMatchObject({
      message: 'Product added to cart ✅',
      entry: { productId: rice.id, quantity: 1, priceSeen: 95.5 },
    })
    expect((await add(buyer.token, dal.id)).statusCode).toBe(201)
    expect((await add(buyer.token, rice.id)).statusCode).toBe(201)
    expect(await linesOf(otherBuyer.user.id)).toHaveLength(0)

    const cart = await cartOf(buyer.token)
    // One line per product, oldest first; adding again grew the rice line by one minimum order.
    expect(cart.cart.products.map(({ productId, quantity, priceSeen }) => ({ productId, quantity, priceSeen }))).toEqual([
      { productId: rice.id, quantity: 2, priceSeen: 95.5 },
      { productId: dal.id, quantity: 2, priceSeen: 120 },
    ])
    for (const entry of cart.cart.products) expect(Number.isNaN(Date.parse(entry.addedAt))).toBe(false)
    // Each line's listing, in the same order, as the full record with its farmer's name.
    expect(cart.product.map((product) => product.name)).toEqual(['Basmati Rice', 'Toor dal'])
    expect(cart.product[0]).toMatchObject({
      _id: rice.id,
      pricePerUnit: 95.5,
      unit: 'quintal',
      quantityAvailable: 120,
      minOrderQuantity: 1,
      orderStep: 1,
      farmerName: farmer.user.name,
    })
    expect(cart.product[1]).toMatchObject({ minOrderQuantity: 2, orderStep: 0.5 })
    expect(await cartOf(otherBuyer.token)).toEqual({ cart: { products: [] }, product: [] })
  })

  it('adds the quantity asked for, and keeps when the line was first added', async () => {
    const shopper = await newBuyer()
    const tomato = await createProduct(t.app, farmer.user.id, { name: 'Tomato', pricePerUnit: 22.5, minOrderQuantity: 1, orderStep: 0.5 })
    const first = await add(shopper.token, tomato.id, { quantity: 2.5 })
    expect(first.statusCode, first.body).toBe(201)
    const addedAt = first.json().entry.addedAt
    // A number box's text works as well as a number.
    const second = await add(shopper.token, tomato.id, { quantity: '0.5' })
    expect(second.statusCode, second.body).toBe(201)
    expect(second.json().entry).toEqual({ productId: tomato.id, addedAt, quantity: 3, priceSeen: 22.5 })

    // The amount is price × the chosen quantity: 3 kg at ₹22.50, not the farmer's whole stock.
    const cart = await cartOf(shopper.token)
    const lines = cart.cart.products.map((entry, index) => ({ pricePerUnit: cart.product[index]!.pricePerUnit, quantity: entry.quantity }))
    expect(cartTotals(lines)).toEqual({ subtotal: 67.5, delivery: 49, total: 116.5 })
  })

  it('refuses a quantity the listing does not allow with 400 on the quantity field, adding nothing', async () => {
    const shopper = await newBuyer()
    const onion = await createProduct(t.app, farmer.user.id, {
      name: 'Onion',
      unit: 'kg',
      quantityAvailable: 10,
      minOrderQuantity: 2,
      orderStep: 0.5,
    })
    const cases: [unknown, string][] = [
      [1.5, 'The minimum order is 2 kg'],
      [2.2, 'Order 2 kg or more, in steps of 0.5 kg'],
      [10.5, 'Only 10 kg left'],
      [0, 'Enter a quantity above 0'],
      [-2, 'Enter a quantity above 0'],
      ['lots', 'Enter a quantity above 0'],
    ]
    for (const [quantity, message] of cases) {
      const response = await add(shopper.token, onion.id, { quantity })
      expect(response.statusCode, String(quantity)).toBe(400)
      expect(response.json(), String(quantity)).toMatchObject({ code: 'VALIDATION_FAILED', message, fieldErrors: { quantity: [message] } })
    }
    expect(await linesOf(shopper.user.id)).toHaveLength(0)

    // What the line already holds counts: 8 kg in the cart leaves room for 2 more, not 2.5.
    expect((await add(shopper.token, onion.id, { quantity: 8 })).statusCode).toBe(201)
    const over = await add(shopper.token, onion.id, { quantity: 2.5 })
    expect(over.statusCode).toBe(400)
    expect(over.json().fieldErrors).toEqual({ quantity: ['Only 10 kg left'] })
    expect((await lineOf(shopper.user.id, onion.id))?.quantity).toBe(8)
    expect((await add(shopper.token, onion.id)).statusCode).toBe(201)
    expect((await lineOf(shopper.user.id, onion.id))?.quantity).toBe(10)
    // Nothing is left for another minimum order on this line.
    expect((await add(shopper.token, onion.id)).json().fieldErrors).toEqual({ quantity: ['Only 10 kg left'] })
  })

  it('removes a product’s line, and only from the signed-in buyer’s cart', async () => {
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

  it('refuses a missing product with 404 and one that cannot be ordered with 409, adding nothing', async () => {
    const before = (await linesOf(buyer.user.id)).length
    const missing = await add(buyer.token, randomUUID())
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' })

    const soldOut = await createProduct(t.app, farmer.user.id, { status: 'out_of_stock', quantityAvailable: 0 })
    const unavailable = await createProduct(t.app, farmer.user.id, { status: 'unavailable' })
    const empty = await createProduct(t.app, farmer.user.id, { status: 'available', quantityAvailable: 0 })
    // Some stock, but less than one minimum order: nothing a buyer could order.
    const belowMinimum = await createProduct(t.app, farmer.user.id, { quantityAvailable: 4, minOrderQuantity: 5 })
    for (const product of [soldOut, unavailable, empty, belowMinimum]) {
      for (const quantity of [undefined, 5]) {
        const response = await add(buyer.token, product.id, { quantity })
        expect(response.statusCode).toBe(409)
        expect(response.json()).toMatchObject({ code: 'CONFLICT', message: 'This product is not available right now' })
      }
    }
    expect(await linesOf(buyer.user.id)).toHaveLength(before)
  })

  it('answers 400 to malformed product ids', async () => {
    const response = await add(buyer.token, 'not-an-id')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ fieldErrors: { productId: ['Choose a product to add'] } })
    expect((await t.app.inject({ method: 'POST', url: ADD_URL, headers: bearer(buyer.token), payload: {} })).statusCode).toBe(400)
    for (const request of [
      { method: 'DELETE', url: removeUrl('42') },
      { method: 'PATCH', url: lineUrl('42'), payload: { quantity: 1 } },
      { method: 'POST', url: acceptUrl('42') },
    ] as const) {
      const answer = await t.app.inject({ ...request, headers: bearer(buyer.token) })
      expect(answer.statusCode, request.method).toBe(400)
      expect(answer.json().message, request.method).toBe('This product is not in your cart')
    }
  })

  it('answers 403 to a farmer and 401 to an anonymous caller, changing nothing', async () => {
    const product = await createProduct(t.app, farmer.user.id)
    await add(buyer.token, product.id)
    const before = await linesOf(buyer.user.id)
    for (const headers of [bearer(farmer.token), {}]) {
      const expected = 'authorization' in headers ? 403 : 401
      expect((await t.app.inject({ method: 'POST', url: ADD_URL, headers, payload: { productId: product.id } })).statusCode).toBe(expected)
      expect((await t.app.inject({ method: 'GET', url: GET_URL, headers })).statusCode).toBe(expected)
      expect((await t.app.inject({ method: 'DELETE', url: removeUrl(product.id), headers })).statusCode).toBe(expected)
      expect((await t.app.inject({ method: 'PATCH', url: lineUrl(product.id), headers, payload: { quantity: 3 } })).statusCode).toBe(
        expected,
      )
      expect((await t.app.inject({ method: 'POST', url: acceptUrl(product.id), headers })).statusCode).toBe(expected)
    }
    expect(await linesOf(buyer.user.id)).toEqual(before)
    expect(await linesOf(farmer.user.id)).toHaveLength(0)
  })

  it(`holds at most ${MAX_CART_ENTRIES} lines, and a full cart can still grow a line it has`, async () => {
    const full = await newBuyer()
    const listings = await t.app.db
      .insert(products)
      .values(
        Array.from({ length: MAX_CART_ENTRIES }, (_, index) => ({ farmerId: farmer.user.id, name: `Lot ${index}`, quantityAvailable: 50 })),
      )
      .returning({ id: products.id })
    await t.app.db.insert(cartItems).values(listings.map(({ id }) => ({ buyerId: full.user.id, productId: id, quantity: 1, priceSeen: 0 })))
    const extra = await createProduct(t.app, farmer.user.id)
    const response = await add(full.token, extra.id)
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toBe(`Your cart is full: it holds at most ${MAX_CART_ENTRIES} items. Remove some first.`)
    expect(await linesOf(full.user.id)).toHaveLength(MAX_CART_ENTRIES)
    expect((await add(full.token, listings[0]!.id, { quantity: 2 })).statusCode).toBe(201)
    expect((await lineOf(full.user.id, listings[0]!.id))?.quantity).toBe(3)
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

describe('the price a buyer saw', () => {
  it('is recorded when the line is new and kept when the price changes, until the buyer accepts the new one', async () => {
    const shopper = await newBuyer()
    const mango = await createProduct(t.app, farmer.user.id, { name: 'Mango', unit: 'dozen', pricePerUnit: 900, quantityAvailable: 40 })
    await add(shopper.token, mango.id)
    await setListing(mango.id, { pricePerUnit: 1100 })
    // Adding more does not slip the new price past the buyer.
    const more = await add(shopper.token, mango.id, { quantity: 2 })
    expect(more.json().entry).toMatchObject({ quantity: 3, priceSeen: 900 })
    const cart = await cartOf(shopper.token)
    expect(cart.cart.products[0]).toMatchObject({ priceSeen: 900 })
    expect(cart.product[0]).toMatchObject({ pricePerUnit: 1100 })

    const accepted = await acceptPrice(shopper.token, mango.id)
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json()).toMatchObject({ message: 'New price accepted', entry: { productId: mango.id, quantity: 3, priceSeen: 1100 } })
    expect((await lineOf(shopper.user.id, mango.id))?.priceSeen).toBe(1100)
  })

  it('can be accepted only for a product in the signed-in buyer’s own cart', async () => {
    const shopper = await newBuyer()
    const other = await newBuyer()
    const chilli = await createProduct(t.app, farmer.user.id, { pricePerUnit: 300 })
    await putInCart(t.app, other.user.id, chilli.id, new Date(), { priceSeen: 250 })
    const response = await acceptPrice(shopper.token, chilli.id)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This product is not in your cart' })
    expect((await lineOf(other.user.id, chilli.id))?.priceSeen).toBe(250)
    expect(await linesOf(shopper.user.id)).toHaveLength(0)
    expect((await acceptPrice(shopper.token, randomUUID())).statusCode).toBe(404)
  })
})

describe('PATCH /api/me/cart/:productId', () => {
  it('sets the line’s quantity to an order the listing allows', async () => {
    const shopper = await newBuyer()
    const potato = await createProduct(t.app, farmer.user.id, {
      unit: 'quintal',
      quantityAvailable: 20,
      minOrderQuantity: 1,
      orderStep: 0.5,
    })
    await add(shopper.token, potato.id, { quantity: 5 })
    const response = await setQuantity(shopper.token, potato.id, '2.5')
    expect(response.statusCode, response.body).toBe(200)
    expect(CartEntrySavedResponseSchema.parse(response.json())).toMatchObject({
      message: 'Quantity updated',
      entry: { productId: potato.id, quantity: 2.5, priceSeen: 95.5 },
    })
    expect((await setQuantity(shopper.token, potato.id, 20)).statusCode).toBe(200)
    expect((await lineOf(shopper.user.id, potato.id))?.quantity).toBe(20)
  })

  it('refuses a quantity below the minimum, off the step or above the stock with 400, changing nothing', async () => {
    const shopper = await newBuyer()
    const potato = await createProduct(t.app, farmer.user.id, {
      unit: 'quintal',
      quantityAvailable: 20,
      minOrderQuantity: 1,
      orderStep: 0.5,
    })
    await add(shopper.token, potato.id, { quantity: 5 })
    const cases: [unknown, string][] = [
      [0.5, 'The minimum order is 1 quintal'],
      [1.25, 'Order 1 quintal or more, in steps of 0.5 quintal'],
      [20.5, 'Only 20 quintal left'],
      [0, 'Enter a quantity above 0'],
      ['', 'Enter a quantity above 0'],
      [null, 'Enter a quantity above 0'],
    ]
    for (const [quantity, message] of cases) {
      const response = await setQuantity(shopper.token, potato.id, quantity)
      expect(response.statusCode, String(quantity)).toBe(400)
      expect(response.json(), String(quantity)).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { quantity: [message] } })
    }
    const noBody = await t.app.inject({ method: 'PATCH', url: lineUrl(potato.id), headers: bearer(shopper.token), payload: {} })
    expect(noBody.statusCode).toBe(400)
    expect((await lineOf(shopper.user.id, potato.id))?.quantity).toBe(5)
  })

  it('answers 404 for a product not in the cart, leaving other buyers’ carts alone', async () => {
    const shopper = await newBuyer()
    const other = await newBuyer()
    const garlic = await createProduct(t.app, farmer.user.id)
    await putInCart(t.app, other.user.id, garlic.id, new Date(), { quantity: 4 })
    const response = await setQuantity(shopper.token, garlic.id, 2)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This product is not in your cart' })
    expect((await lineOf(other.user.id, garlic.id))?.quantity).toBe(4)
    expect(await linesOf(shopper.user.id)).toHaveLength(0)
    expect((await setQuantity(shopper.token, randomUUID(), 2)).statusCode).toBe(404)
  })

  it('answers 409 when the listing can no longer be ordered', async () => {
    const shopper = await newBuyer()
    const peas = await createProduct(t.app, farmer.user.id, { quantityAvailable: 10 })
    await add(shopper.token, peas.id, { quantity: 3 })
    for (const fields of [{ status: 'unavailable' as const }, { status: 'available' as const, quantityAvailable: 0.5 }]) {
      await setListing(peas.id, fields)
      const response = await setQuantity(shopper.token, peas.id, 1)
      expect(response.statusCode).toBe(409)
      expect(response.json()).toMatchObject({ code: 'CONFLICT', message: 'This product is not available right now' })
    }
    expect((await lineOf(shopper.user.id, peas.id))?.quantity).toBe(3)
  })
})

describe('parallel changes', () => {
  const PARALLEL = 30

  it('lose no quantity when one buyer adds the same product many times at once', async () => {
    const shopper = await newBuyer()
    const wheat = await createProduct(t.app, farmer.user.id, { quantityAvailable: 1000, minOrderQuantity: 0.5, orderStep: 0.5 })
    const responses = await Promise.all(Array.from({ length: PARALLEL }, () => add(shopper.token, wheat.id)))
    expect(responses.map((response) => response.statusCode)).toEqual(Array(PARALLEL).fill(201))
    const lines = await linesOf(shopper.user.id)
    expect(lines).toHaveLength(1)
    expect(lines[0]!.quantity).toBe(PARALLEL * 0.5)
  })

  it('never put more in a line than the stock allows', async () => {
    const shopper = await newBuyer()
    const cumin = await createProduct(t.app, farmer.user.id, { quantityAvailable: 10, minOrderQuantity: 1, orderStep: 1 })
    const responses = await Promise.all(Array.from({ length: PARALLEL }, () => add(shopper.token, cumin.id)))
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(10)
    expect(statuses.filter((status) => status === 400)).toHaveLength(PARALLEL - 10)
    expect((await lineOf(shopper.user.id, cumin.id))?.quantity).toBe(10)
  })

  it(`never pass ${MAX_CART_ENTRIES} lines`, async () => {
    const shopper = await newBuyer()
    const held = await t.app.db
      .insert(products)
      .values(Array.from({ length: MAX_CART_ENTRIES - 5 }, (_, index) => ({ farmerId: farmer.user.id, name: `Held ${index}` })))
      .returning({ id: products.id })
    await t.app.db.insert(cartItems).values(held.map(({ id }) => ({ buyerId: shopper.user.id, productId: id, quantity: 1, priceSeen: 0 })))
    const fresh = await t.app.db
      .insert(products)
      .values(Array.from({ length: PARALLEL }, (_, index) => ({ farmerId: farmer.user.id, name: `Fresh ${index}`, quantityAvailable: 5 })))
      .returning({ id: products.id })
    const responses = await Promise.all(fresh.map(({ id }) => add(shopper.token, id)))
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(5)
    expect(statuses.filter((status) => status === 409)).toHaveLength(PARALLEL - 5)
    expect(await linesOf(shopper.user.id)).toHaveLength(MAX_CART_ENTRIES)
  })

  it('keep each quantity change whole when adds and updates race', async () => {
    const shopper = await newBuyer()
    const rice = await createProduct(t.app, farmer.user.id, { quantityAvailable: 10_000 })
    await add(shopper.token, rice.id, { quantity: 1 })
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        index % 2 === 0 ? add(shopper.token, rice.id, { quantity: 2 }) : setQuantity(shopper.token, rice.id, 7),
      ),
    )
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      ...Array(PARALLEL / 2).fill(200),
      ...Array(PARALLEL / 2).fill(201),
    ])
    // Whatever the order, the last write wins whole: the quantity is 7 plus 2 per add after the last update.
    const quantity = (await lineOf(shopper.user.id, rice.id))!.quantity
    expect((quantity - 7) % 2).toBe(0)
    expect(quantity).toBeGreaterThanOrEqual(7)
    expect(quantity).toBeLessThanOrEqual(7 + PARALLEL)
  })
})
