import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { todayInIndia } from '@app/shared/buyer-requests'
import { OrderCreatedResponseSchema, OrdersResponseSchema } from '@app/shared/orders'
import { cartItems, orderLines, orders, products, requestResponses } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createProduct, createSignedInUser, putInCart } from '../../../test/factories'
import { requestIdFor } from '#src/modules/requests/requests.service'

type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>

let t: TestApp
let farmer: SignedIn
let otherFarmer: SignedIn
let buyer: SignedIn
let otherBuyer: SignedIn

beforeAll(async () => {
  t = await buildTestApp()
  ;[farmer, otherFarmer, buyer, otherBuyer] = await Promise.all([
    createSignedInUser(t.app, 'farmer'),
    createSignedInUser(t.app, 'farmer'),
    createSignedInUser(t.app, 'buyer'),
    createSignedInUser(t.app, 'buyer'),
  ])
})
afterAll(async () => {
  await t?.close()
})

const confirmUrl = (requestId: string, productId: string) => `/api/requests/${requestId}/products/${productId}/confirm`

function confirm(by: SignedIn, of: SignedIn, productId: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: confirmUrl(requestIdFor(by.user.id, of.user.id), productId),
    headers: bearer(by.token),
    payload,
  })
}

async function productRow(id: string) {
  const [row] = await t.app.db.select().from(products).where(eq(products.id, id))
  return row!
}

const orderRowsOf = (productId: string) =>
  t.app.db
    .select({ order: orders, line: orderLines })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderLines.productId, productId))
/** The buyer's cart line of the product, asking for `quantity` (enough for any confirmation here by default). */
const inCart = (buyerId: string, productId: string, quantity = 100) => putInCart(t.app, buyerId, productId, new Date(), { quantity })
const cartRowsOf = (productId: string) => t.app.db.select().from(cartItems).where(eq(cartItems.productId, productId))

async function ordersOf(token: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(token) })
  expect(response.statusCode).toBe(200)
  return OrdersResponseSchema.parse(response.json()).orders
}

describe('POST /api/requests/:requestId/products/:productId/confirm', () => {
  it('creates the order, takes the stock, and moves the product from the cart to the confirmed request', async () => {
    const product = await createProduct(t.app, farmer.user.id, { name: 'Toor dal', pricePerUnit: 33.33, quantityAvailable: 10, unit: 'kg' })
    await putInCart(t.app, buyer.user.id, product.id, new Date(), { quantity: 3 })
    const date = todayInIndia()

    const response = await confirm(farmer, buyer, product.id, { quantity: 3, expectedDeliveryDate: date })
    expect(response.statusCode, response.body).toBe(201)
    const { message, order } = OrderCreatedResponseSchema.parse(response.json())
    expect(message).toBe('Order created')
    expect(order).toEqual({
      _id: expect.any(String),
      reference: expect.stringMatching(/^KS[A-Z0-9]{10}$/),
      status: 'accepted',
      fulfilment: 'pickup',
      // The farmer has no profile: no pickup address to give.
      address: '',
      deliveryFee: 0,
      // Exact: 33.33 × 3 in floating point is 99.99000000000001.
      subtotal: 99.99,
      total: 99.99,
      lines: [{ productId: product.id, productName: 'Toor dal', unit: 'kg', quantity: 3, pricePerUnit: 33.33, amount: 99.99 }],
      payment: { method: 'cod', status: 'pending', utr: null, refusals: 0, upi: null },
      expectedDeliveryDate: date,
      holdUntil: null,
      createdAt: expect.any(String),
      // Accepted: each side sees the other's phone (none known here).
      farmer: { _id: farmer.user.id, name: farmer.user.name, phone: null },
      buyer: { _id: buyer.user.id, name: buyer.user.name, phone: null },
      // A farmer without a profile has no pickup place to show.
      pickup: null,
      events: [
        { at: expect.any(String), actor: 'farmer', status: 'accepted', paymentStatus: null, note: '', cause: null, reasonCode: null },
      ],
    })
    expect(await productRow(product.id)).toMatchObject({ quantityAvailable: 7, status: 'available' })
    expect(await cartRowsOf(product.id)).toHaveLength(0)
    const [stored] = await orderRowsOf(product.id)
    expect(stored).toMatchObject({ line: { amount: 99.99, quantity: 3 }, order: { buyerId: buyer.user.id, farmerId: farmer.user.id } })

    const requests = await t.app.inject({
      method: 'GET',
      url: '/api/addProductByFarmer/requestToBuyProducts',
      headers: bearer(farmer.token),
    })
    const request = requests.json().checkProductIds.find((entry: { userId: { _id: string } }) => entry.userId._id === buyer.user.id)
    // Still listed after leaving the cart, with the quantity the order took.
    expect(request.products).toContainEqual(expect.objectContaining({ productId: product.id, quantity: 3 }))
    expect(request.responses).toContainEqual(
      expect.objectContaining({ productId: product.id, status: 'confirmed', quantityOffered: 3, orderId: order._id }),
    )
  })

  it('sells at the price the buyer agreed to, never one the farmer raised since, and no more than the buyer asked', async () => {
    const product = await createProduct(t.app, farmer.user.id, { pricePerUnit: 40, quantityAvailable: 50, unit: 'quintal' })
    await inCart(buyer.user.id, product.id, 6)
    await t.app.db.update(products).set({ pricePerUnit: 55 }).where(eq(products.id, product.id))
    const tooMuch = await confirm(farmer, buyer, product.id, { quantity: 7 })
    expect(tooMuch.statusCode).toBe(400)
    expect(tooMuch.json()).toMatchObject({ fieldErrors: { quantity: ['The buyer asked for 6 quintal; offer at most that'] } })
    expect((await productRow(product.id)).quantityAvailable).toBe(50)

    const response = await confirm(farmer, buyer, product.id, { quantity: 4 })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().order).toMatchObject({
      status: 'accepted',
      lines: [{ quantity: 4, pricePerUnit: 40, amount: 160 }],
      total: 160,
      payment: { method: 'cod', status: 'pending' },
    })
    expect((await productRow(product.id)).quantityAvailable).toBe(46)
  })

  it('marks the product out_of_stock when the order takes the last of it', async () => {
    const product = await createProduct(t.app, farmer.user.id, { quantityAvailable: 4 })
    await inCart(buyer.user.id, product.id)
    const response = await confirm(farmer, buyer, product.id, { quantity: 4 })
    expect(response.statusCode).toBe(201)
    expect(response.json().order.expectedDeliveryDate).toBeNull()
    expect(await productRow(product.id)).toMatchObject({ quantityAvailable: 0, status: 'out_of_stock' })
  })

  it('keeps the delivery date the farmer already gave when the confirmation names none', async () => {
    const product = await createProduct(t.app, farmer.user.id, { quantityAvailable: 50 })
    await inCart(buyer.user.id, product.id)
    const requestId = requestIdFor(farmer.user.id, buyer.user.id)
    const later = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
    const answered = await t.app.inject({
      method: 'PUT',
      url: `/api/requests/${requestId}/products/${product.id}/response`,
      headers: bearer(farmer.token),
      payload: { status: 'available_later', quantityOffered: 20, expectedDeliveryDate: later },
    })
    expect(answered.statusCode).toBe(200)
    const response = await confirm(farmer, buyer, product.id, { quantity: 20 })
    expect(response.json().order).toMatchObject({ lines: [{ quantity: 20 }], expectedDeliveryDate: later })
  })

  it('refuses more than is left with 409, changing nothing', async () => {
    const product = await createProduct(t.app, farmer.user.id, { quantityAvailable: 5, unit: 'quintal' })
    await inCart(buyer.user.id, product.id)
    const response = await confirm(farmer, buyer, product.id, { quantity: 6 })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ code: 'CONFLICT', message: 'Only 5 quintal left' })
    expect(await productRow(product.id)).toMatchObject({ quantityAvailable: 5, status: 'available' })
    expect(await orderRowsOf(product.id)).toHaveLength(0)
    expect(await cartRowsOf(product.id)).toHaveLength(1)
    expect(await t.app.db.select().from(requestResponses).where(eq(requestResponses.productId, product.id))).toHaveLength(0)
  })

  it('refuses a second confirmation of the same request product with 409', async () => {
    const product = await createProduct(t.app, farmer.user.id, { quantityAvailable: 100 })
    await inCart(buyer.user.id, product.id)
    expect((await confirm(farmer, buyer, product.id, { quantity: 10 })).statusCode).toBe(201)
    const again = await confirm(farmer, buyer, product.id, { quantity: 10 })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('An order has already been created for this product')
    const answerAgain = await t.app.inject({
      method: 'PUT',
      url: `/api/requests/${requestIdFor(farmer.user.id, buyer.user.id)}/products/${product.id}/response`,
      headers: bearer(farmer.token),
      payload: { status: 'negotiating' },
    })
    expect(answerAgain.statusCode).toBe(409)
    expect(await orderRowsOf(product.id)).toHaveLength(1)
    expect((await productRow(product.id)).quantityAvailable).toBe(90)
  })

  it('lets exactly one of two simultaneous confirmations of the same request product through', async () => {
    const product = await createProduct(t.app, farmer.user.id, { quantityAvailable: 100 })
    await inCart(buyer.user.id, product.id)
    const results = await Promise.all([
      confirm(farmer, buyer, product.id, { quantity: 10 }),
      confirm(farmer, buyer, product.id, { quantity: 10 }),
    ])
    expect(results.map((response) => response.statusCode).sort()).toEqual([201, 409])
    expect(await orderRowsOf(product.id)).toHaveLength(1)
    expect((await productRow(product.id)).quantityAvailable).toBe(90)
  })

  it('sells the last stock to exactly one of two buyers confirmed at the same time', async () => {
    const product = await createProduct(t.app, farmer.user.id, { quantityAvailable: 5, unit: 'kg' })
    await inCart(buyer.user.id, product.id)
    await inCart(otherBuyer.user.id, product.id)
    const results = await Promise.all([
      confirm(farmer, buyer, product.id, { quantity: 5 }),
      confirm(farmer, otherBuyer, product.id, { quantity: 5 }),
    ])
    expect(results.map((response) => response.statusCode).sort()).toEqual([201, 409])
    const loser = results.find((response) => response.statusCode === 409)!
    expect(loser.json().message).toBe('Only 0 kg left')
    expect(await productRow(product.id)).toMatchObject({ quantityAvailable: 0, status: 'out_of_stock' })
    const sold = await orderRowsOf(product.id)
    expect(sold).toHaveLength(1)
    // The loser's answer and cart are as they were.
    const loserId = sold[0]!.order.buyerId === buyer.user.id ? otherBuyer.user.id : buyer.user.id
    const loserAnswers = await t.app.db.select().from(requestResponses).where(eq(requestResponses.buyerId, loserId))
    expect(loserAnswers.filter((row) => row.productId === product.id)).toHaveLength(0)
    expect((await cartRowsOf(product.id)).map((row) => row.buyerId)).toEqual([loserId])
  })

  it.each([
    [{ quantity: 0 }, 'quantity', 'Quantity must be a whole number of at least 1'],
    [{ quantity: 1.5 }, 'quantity', 'Quantity must be a whole number of at least 1'],
    [{}, 'quantity', 'Quantity must be a whole number of at least 1'],
    [{ quantity: 1, expectedDeliveryDate: '2020-01-01' }, 'expectedDeliveryDate', 'Expected delivery date cannot be in the past'],
  ])('answers 400 to %j, changing nothing', async (payload, field, message) => {
    const product = await createProduct(t.app, farmer.user.id, { quantityAvailable: 5 })
    await inCart(buyer.user.id, product.id)
    const response = await confirm(farmer, buyer, product.id, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ fieldErrors: { [field]: [message] } })
    expect((await productRow(product.id)).quantityAvailable).toBe(5)
    expect(await orderRowsOf(product.id)).toHaveLength(0)
  })

  it("answers 404 to another farmer's request, 403 to a buyer, changing nothing", async () => {
    const product = await createProduct(t.app, farmer.user.id, { quantityAvailable: 5 })
    await inCart(buyer.user.id, product.id)
    const foreign = await confirm(otherFarmer, buyer, product.id, { quantity: 1 })
    expect(foreign.statusCode).toBe(404)
    const borrowed = await t.app.inject({
      method: 'POST',
      url: confirmUrl(requestIdFor(farmer.user.id, buyer.user.id), product.id),
      headers: bearer(otherFarmer.token),
      payload: { quantity: 1 },
    })
    expect(borrowed.statusCode).toBe(404)
    const notInCart = await confirm(farmer, otherBuyer, product.id, { quantity: 1 })
    expect(notInCart.statusCode).toBe(404)
    const byBuyer = await t.app.inject({
      method: 'POST',
      url: confirmUrl(requestIdFor(farmer.user.id, buyer.user.id), product.id),
      headers: bearer(buyer.token),
      payload: { quantity: 1 },
    })
    expect(byBuyer.statusCode).toBe(403)
    expect((await productRow(product.id)).quantityAvailable).toBe(5)
    expect(await orderRowsOf(product.id)).toHaveLength(0)
  })

  it('takes fresh interest after an order: the buyer adds the product again and the farmer may answer anew', async () => {
    const product = await createProduct(t.app, farmer.user.id, { quantityAvailable: 30 })
    await inCart(buyer.user.id, product.id)
    expect((await confirm(farmer, buyer, product.id, { quantity: 10 })).statusCode).toBe(201)
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/orderProduct/addToCart',
      headers: bearer(buyer.token),
      payload: { productId: product.id, quantity: 10 },
    })
    expect(added.statusCode).toBe(201)
    expect((await confirm(farmer, buyer, product.id, { quantity: 10 })).statusCode).toBe(201)
    expect(await orderRowsOf(product.id)).toHaveLength(2)
    expect((await productRow(product.id)).quantityAvailable).toBe(10)
  })
})

describe('GET /api/orders', () => {
  it("lists a buyer's own orders and a farmer's received orders, newest first", async () => {
    const seller = await createSignedInUser(t.app, 'farmer')
    const customer = await createSignedInUser(t.app, 'buyer')
    const first = await createProduct(t.app, seller.user.id, { name: 'Wheat', quantityAvailable: 100 })
    const second = await createProduct(t.app, seller.user.id, { name: 'Bajra', quantityAvailable: 100 })
    const elsewhere = await createProduct(t.app, otherFarmer.user.id, { name: 'Kinnow', quantityAvailable: 100 })
    for (const product of [first, second]) await inCart(customer.user.id, product.id)
    await inCart(otherBuyer.user.id, elsewhere.id)
    expect((await confirm(seller, customer, first.id, { quantity: 1 })).statusCode).toBe(201)
    expect((await confirm(seller, customer, second.id, { quantity: 2 })).statusCode).toBe(201)
    expect((await confirm(otherFarmer, otherBuyer, elsewhere.id, { quantity: 3 })).statusCode).toBe(201)

    const bought = await ordersOf(customer.token)
    expect(bought.map((order) => [order.lines[0]!.productName, order.lines[0]!.quantity])).toEqual([
      ['Bajra', 2],
      ['Wheat', 1],
    ])
    expect(bought[0]).toMatchObject({ farmer: { _id: seller.user.id, name: seller.user.name }, buyer: { _id: customer.user.id } })
    const received = await ordersOf(seller.token)
    expect(received.map((order) => order.lines[0]!.productName)).toEqual(['Bajra', 'Wheat'])

    // An order keeps what was agreed after the listing changes or goes.
    await t.app.db.update(products).set({ name: 'Renamed', pricePerUnit: 1 }).where(eq(products.id, first.id))
    await t.app.db.delete(products).where(eq(products.id, second.id))
    const later = await ordersOf(customer.token)
    expect(later.map(({ lines: [line] }) => [line!.productName, line!.productId, line!.pricePerUnit])).toEqual([
      ['Bajra', null, 95.5],
      ['Wheat', first.id, 95.5],
    ])
  })

  it('answers an empty list to a user without orders and 401 to an anonymous caller', async () => {
    const newcomer = await createSignedInUser(t.app, 'buyer')
    expect(await ordersOf(newcomer.token)).toEqual([])
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401)
  })
})
