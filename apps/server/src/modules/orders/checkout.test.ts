import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ACCEPT_WITHIN_HOURS } from '@app/shared/orders'
import { cartItems, orderEvents, orders, products } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createProduct, createSignedInUser, putInCart } from '../../../test/factories'
import { countStatements } from '../../../test/statement-count'
import { checkoutAll, giveBuyerProfile, giveFarmerProfile, postCheckout, preview, productRow, step } from './test-helpers'

type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

const cartOf = (buyerId: string) => t.app.db.select().from(cartItems).where(eq(cartItems.buyerId, buyerId))

/** A farmer with UPI and a ₹30 delivery fee whose two listings deliver, and a farmer with no profile. */
async function twoFarmerCart() {
  const [upiFarmer, plainFarmer, buyer] = await Promise.all([
    createSignedInUser(t.app, 'farmer'),
    createSignedInUser(t.app, 'farmer'),
    createSignedInUser(t.app, 'buyer'),
  ])
  await giveFarmerProfile(t.app, upiFarmer.user.id, { upiId: 'ramesh@okaxis', deliveryFee: 30 })
  await giveBuyerProfile(t.app, buyer.user.id)
  const dal = await createProduct(t.app, upiFarmer.user.id, {
    name: 'Toor dal',
    pricePerUnit: 33.33,
    quantityAvailable: 10,
    deliveryAvailable: true,
  })
  const onion = await createProduct(t.app, upiFarmer.user.id, {
    name: 'Onion',
    pricePerUnit: 10,
    quantityAvailable: 2,
    deliveryAvailable: true,
  })
  const rice = await createProduct(t.app, plainFarmer.user.id, { name: 'Rice', pricePerUnit: 95.5, quantityAvailable: 50 })
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 10, minutes))
  await putInCart(t.app, buyer.user.id, dal.id, at(1), { quantity: 3 })
  await putInCart(t.app, buyer.user.id, rice.id, at(2), { quantity: 1 })
  await putInCart(t.app, buyer.user.id, onion.id, at(3), { quantity: 2 })
  return { upiFarmer, plainFarmer, buyer, dal, onion, rice }
}

describe('GET /api/me/checkout', () => {
  it('groups the cart by farmer with each farmer’s offer', async () => {
    const { upiFarmer, plainFarmer, buyer, dal, onion, rice } = await twoFarmerCart()
    expect(await preview(t.app, buyer.token)).toEqual({
      groups: [
        {
          farmer: { _id: upiFarmer.user.id, name: upiFarmer.user.name },
          pickupAddress: 'Nashik, Maharashtra, 422001',
          deliveryAvailable: true,
          deliveryFee: 30,
          upiAvailable: true,
          lines: [
            { productId: dal.id, productName: 'Toor dal', unit: 'kg', quantity: 3, pricePerUnit: 33.33, amount: 99.99 },
            { productId: onion.id, productName: 'Onion', unit: 'kg', quantity: 2, pricePerUnit: 10, amount: 20 },
          ],
          subtotal: 119.99,
          deliveryArea: null,
          distanceKm: null,
          deliveryRefusal: null,
        },
        {
          farmer: { _id: plainFarmer.user.id, name: plainFarmer.user.name },
          pickupAddress: '',
          deliveryAvailable: false,
          deliveryFee: 49,
          upiAvailable: false,
          lines: [{ productId: rice.id, productName: 'Rice', unit: 'kg', quantity: 1, pricePerUnit: 95.5, amount: 95.5 }],
          subtotal: 95.5,
          deliveryArea: null,
          distanceKm: null,
          deliveryRefusal: null,
        },
      ],
      deliveryAddress: '12 MG Road, Mumbai, Maharashtra',
      ready: true,
      savedAddress: { line: '12 MG Road', town: 'Mumbai', pin: '', state: 'Maharashtra' },
    })
  })

  it('is not ready while a line is flagged, and empty for an empty cart; no address holds back only delivery', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const buyer = await createSignedInUser(t.app, 'buyer')
    expect(await preview(t.app, buyer.token)).toEqual({ groups: [], deliveryAddress: null, ready: false, savedAddress: null })
    const product = await createProduct(t.app, farmer.user.id)
    await putInCart(t.app, buyer.user.id, product.id)
    expect(await preview(t.app, buyer.token)).toMatchObject({ deliveryAddress: null, ready: true })
    await giveBuyerProfile(t.app, buyer.user.id)
    expect((await preview(t.app, buyer.token)).ready).toBe(true)
    await t.app.db.update(products).set({ pricePerUnit: 99 }).where(eq(products.id, product.id))
    const changed = await preview(t.app, buyer.token)
    expect(changed.ready).toBe(false)
    // Lines show the listing's current price.
    expect(changed.groups[0]!.lines[0]!.pricePerUnit).toBe(99)
  })
})

describe('POST /api/me/checkout', () => {
  it('places one order per farmer with the right totals and fees, takes the stock and empties the cart', async () => {
    const { upiFarmer, plainFarmer, buyer, dal, onion, rice } = await twoFarmerCart()
    const before = Date.now()
    const response = await postCheckout(t.app, buyer.token, {
      orders: [
        { farmerId: plainFarmer.user.id, fulfilment: 'pickup', paymentMethod: 'cod' },
        { farmerId: upiFarmer.user.id, fulfilment: 'delivery', paymentMethod: 'upi' },
      ],
      confirmedTotal: 119.99 + 30 + 95.5,
    })
    expect(response.statusCode, response.body).toBe(201)
    const body = response.json()
    expect(body.message).toBe('Order placed. The farmer will accept or reject it soon.')
    const [delivered, pickedUp] = body.orders
    expect(delivered).toMatchObject({
      status: 'placed',
      fulfilment: 'delivery',
      address: '12 MG Road, Mumbai, Maharashtra',
      deliveryFee: 30,
      subtotal: 119.99,
      total: 149.99,
      payment: { method: 'upi', status: 'pending', utr: null, upi: null },
      // Not accepted yet: the farmer's phone stays hidden from the buyer.
      farmer: { _id: upiFarmer.user.id, phone: null },
      buyer: { _id: buyer.user.id, phone: '9876501234' },
      events: [{ actor: 'buyer', status: 'placed', paymentStatus: null, note: '' }],
    })
    expect(delivered.lines).toHaveLength(2)
    expect(pickedUp).toMatchObject({
      fulfilment: 'pickup',
      address: '',
      deliveryFee: 0,
      subtotal: 95.5,
      total: 95.5,
      payment: { method: 'cod' },
      farmer: { _id: plainFarmer.user.id },
    })
    expect(delivered.reference).not.toBe(pickedUp.reference)
    const hold = Date.parse(delivered.holdUntil)
    expect(hold).toBeGreaterThanOrEqual(before + ACCEPT_WITHIN_HOURS * 3600_000 - 1000)
    expect(hold).toBeLessThanOrEqual(Date.now() + ACCEPT_WITHIN_HOURS * 3600_000)

    expect(await productRow(t.app, dal.id)).toMatchObject({ quantityAvailable: 7, status: 'available' })
    expect(await productRow(t.app, onion.id)).toMatchObject({ quantityAvailable: 0, status: 'out_of_stock' })
    expect(await productRow(t.app, rice.id)).toMatchObject({ quantityAvailable: 49 })
    expect(await cartOf(buyer.user.id)).toEqual([])

    const [payeeRow] = await t.app.db.select().from(orders).where(eq(orders.id, delivered._id))
    expect(payeeRow).toMatchObject({ subtotal: 119.99, total: 149.99 })
    // The farmer sees it in the received list.
    const received = await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(upiFarmer.token) })
    expect(received.json().orders.map((order: { _id: string }) => order._id)).toEqual([delivered._id])
  })

  describe('refuses with 409, placing nothing', () => {
    async function refused(buyer: SignedIn, payload: Parameters<typeof postCheckout>[2], message: string) {
      const cartBefore = await cartOf(buyer.user.id)
      const response = await postCheckout(t.app, buyer.token, payload)
      expect(response.statusCode, response.body).toBe(409)
      expect(response.json()).toMatchObject({ code: 'CONFLICT', message })
      expect(await t.app.db.select().from(orders).where(eq(orders.buyerId, buyer.user.id))).toEqual([])
      expect(await cartOf(buyer.user.id)).toEqual(cartBefore)
    }

    it('a flagged line, choices that do not name exactly the cart’s farmers, and an empty cart', async () => {
      const { upiFarmer, plainFarmer, buyer, dal } = await twoFarmerCart()
      const both = [
        { farmerId: upiFarmer.user.id, fulfilment: 'pickup', paymentMethod: 'cod' },
        { farmerId: plainFarmer.user.id, fulfilment: 'pickup', paymentMethod: 'cod' },
      ] as const
      const mismatch = 'Your cart changed: review it and choose again for each farmer'
      await refused(buyer, { orders: [both[0]], confirmedTotal: 119.99 }, mismatch)
      await refused(buyer, { orders: [...both, both[0]], confirmedTotal: 215.49 }, mismatch)
      const stranger = { farmerId: buyer.user.id, fulfilment: 'pickup', paymentMethod: 'cod' } as const
      await refused(buyer, { orders: [...both, stranger], confirmedTotal: 215.49 }, mismatch)
      await t.app.db.update(products).set({ quantityAvailable: 2 }).where(eq(products.id, dal.id))
      await refused(
        buyer,
        { orders: [...both], confirmedTotal: 215.49 },
        'Some items in your cart changed: review them before placing the order',
      )
      const empty = await createSignedInUser(t.app, 'buyer')
      await refused(empty, { orders: [both[0]], confirmedTotal: 0 }, 'Your cart is empty')
    })

    it('delivery or UPI a farmer does not offer, delivery without an address, a total that differs', async () => {
      const { upiFarmer, plainFarmer, buyer } = await twoFarmerCart()
      const upiPickup = { farmerId: upiFarmer.user.id, fulfilment: 'pickup', paymentMethod: 'cod' } as const
      const plainPickup = { farmerId: plainFarmer.user.id, fulfilment: 'pickup', paymentMethod: 'cod' } as const
      await refused(
        buyer,
        { orders: [upiPickup, { ...plainPickup, fulfilment: 'delivery' }], confirmedTotal: 264.49 },
        `${plainFarmer.user.name} does not deliver every item in this order: choose pickup`,
      )
      await refused(
        buyer,
        { orders: [upiPickup, { ...plainPickup, paymentMethod: 'upi' }], confirmedTotal: 215.49 },
        `${plainFarmer.user.name} has no UPI ID yet: pay in cash`,
      )
      await refused(
        buyer,
        { orders: [{ ...upiPickup, fulfilment: 'delivery' }, plainPickup], confirmedTotal: 215.49 },
        'The total changed to ₹245.49: review it before placing the order',
      )

      const noAddress = await createSignedInUser(t.app, 'buyer')
      const product = await createProduct(t.app, upiFarmer.user.id, { deliveryAvailable: true, pricePerUnit: 10 })
      await putInCart(t.app, noAddress.user.id, product.id)
      await refused(
        noAddress,
        { orders: [{ ...upiPickup, fulfilment: 'delivery' }], confirmedTotal: 40 },
        'Enter your delivery address before choosing delivery',
      )
      // Pickup needs no address.
      const placed = await postCheckout(t.app, noAddress.token, { orders: [upiPickup], confirmedTotal: 10 })
      expect(placed.statusCode, placed.body).toBe(201)
    })
  })

  it('never sells at a price the buyer did not see, and an order keeps its price after the listing changes', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const buyer = await createSignedInUser(t.app, 'buyer')
    const product = await createProduct(t.app, farmer.user.id, { pricePerUnit: 50, quantityAvailable: 10 })
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/orderProduct/addToCart',
      headers: bearer(buyer.token),
      payload: { productId: product.id, quantity: 2 },
    })
    expect(added.statusCode).toBe(201)
    // The farmer raises the price after the buyer saw it.
    await t.app.db.update(products).set({ pricePerUnit: 60 }).where(eq(products.id, product.id))
    const choice = { farmerId: farmer.user.id, fulfilment: 'pickup', paymentMethod: 'cod' } as const
    for (const confirmedTotal of [100, 120]) {
      const refused = await postCheckout(t.app, buyer.token, { orders: [choice], confirmedTotal })
      expect(refused.statusCode).toBe(409)
      expect(refused.json().message).toBe('Some items in your cart changed: review them before placing the order')
    }
    const accepted = await t.app.inject({ method: 'POST', url: `/api/me/cart/${product.id}/accept-price`, headers: bearer(buyer.token) })
    expect(accepted.statusCode).toBe(200)
    const stale = await postCheckout(t.app, buyer.token, { orders: [choice], confirmedTotal: 100 })
    expect(stale.json().message).toBe('The total changed to ₹120.00: review it before placing the order')
    const [order] = await checkoutAll(t.app, buyer.token)
    expect(order!.lines[0]).toMatchObject({ pricePerUnit: 60, amount: 120 })

    await t.app.db.update(products).set({ pricePerUnit: 80, name: 'Renamed' }).where(eq(products.id, product.id))
    const accept = await step(t.app, farmer.token, order!._id, 'accept')
    expect(accept.lines[0]).toMatchObject({ productName: 'Basmati Rice', pricePerUnit: 60, amount: 120 })
    expect(accept.total).toBe(120)
  })

  it('records one placed event per order and leaves unrelated cart lines of other buyers alone', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const [buyer, other] = await Promise.all([createSignedInUser(t.app, 'buyer'), createSignedInUser(t.app, 'buyer')])
    const product = await createProduct(t.app, farmer.user.id, { quantityAvailable: 10 })
    await putInCart(t.app, buyer.user.id, product.id)
    await putInCart(t.app, other.user.id, product.id)
    const [order] = await checkoutAll(t.app, buyer.token)
    const events = await t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, order!._id))
    expect(events).toEqual([expect.objectContaining({ actor: 'buyer', actorId: buyer.user.id, status: 'placed' })])
    expect(await cartOf(other.user.id)).toHaveLength(1)
  })
})

describe('statements per call', () => {
  /** A buyer with `lines` lines spread over `farmers` farmers with profiles (UPI), at ₹10 each. */
  async function cartOfSize(lines: number, farmers: number) {
    const buyer = await createSignedInUser(t.app, 'buyer')
    await giveBuyerProfile(t.app, buyer.user.id)
    const sellers = await Promise.all(Array.from({ length: farmers }, () => createSignedInUser(t.app, 'farmer')))
    for (const seller of sellers) await giveFarmerProfile(t.app, seller.user.id, { upiId: 'farm@okaxis' })
    for (let i = 0; i < lines; i += 1) {
      const product = await createProduct(t.app, sellers[i % farmers]!.user.id, { pricePerUnit: 10, quantityAvailable: 100 })
      await putInCart(t.app, buyer.user.id, product.id, new Date(Date.UTC(2026, 0, 1, 10, i)), { quantity: 1 })
    }
    return { buyer, sellers }
  }

  // Signing in (1) and the checkout's own: lock the listings and the cart, read the cart, take the
  // stock (emptying the cart), write the orders with their lines, payments and events, queue their
  // notifications. A round trip more per line or per farmer shows here, at any size.
  it('a checkout costs the same 6 statements for 1 line of 1 farmer as for 6 lines of 3', async () => {
    for (const [lines, farmers] of [
      [1, 1],
      [6, 3],
    ] as const) {
      const { buyer, sellers } = await cartOfSize(lines, farmers)
      const { result, statements } = await countStatements(t.app.db, () =>
        postCheckout(t.app, buyer.token, {
          orders: sellers.map((seller) => ({ farmerId: seller.user.id, fulfilment: 'pickup', paymentMethod: 'upi' })),
          confirmedTotal: lines * 10,
        }),
      )
      expect(result.statusCode, result.body).toBe(201)
      expect(result.json().orders).toHaveLength(farmers)
      // The count saw the checkout's own writes (a counter that sees nothing would pass any limit).
      expect(statements.join('\n')).toContain('insert into "orders"')
      expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(6)
      expect(await cartOf(buyer.user.id)).toEqual([])
    }
  })

  it('the checkout preview reads the cart in one statement besides signing in', async () => {
    const { buyer } = await cartOfSize(4, 2)
    const { result, statements } = await countStatements(t.app.db, () =>
      t.app.inject({ method: 'GET', url: '/api/me/checkout', headers: bearer(buyer.token) }),
    )
    expect(result.statusCode, result.body).toBe(200)
    expect(result.json().groups).toHaveLength(2)
    expect(statements.join('\n')).toContain('"cart_items"')
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(2)
  })
})

// Only in the postgres project: two instances of the embedded database cannot share one.
describe.runIf(inject('postgresTemplate'))('two app instances on one PostgreSQL database', () => {
  it('sell the last units to exactly one of two racing checkouts', { timeout: 60_000 }, async () => {
    expect(t.kind).toBe('postgres')
    const second = await buildTestApp({ DATABASE_URL: t.config.databaseUrl! })
    try {
      const farmer = await createSignedInUser(t.app, 'farmer')
      const product = await createProduct(t.app, farmer.user.id, { quantityAvailable: 5, pricePerUnit: 10 })
      for (let round = 0; round < 3; round += 1) {
        await t.app.db.update(products).set({ quantityAvailable: 5, status: 'available' }).where(eq(products.id, product.id))
        const buyers = await Promise.all([createSignedInUser(t.app, 'buyer'), createSignedInUser(second.app, 'buyer')])
        for (const buyer of buyers) await putInCart(t.app, buyer.user.id, product.id, new Date(), { quantity: 5 })
        const choice = { farmerId: farmer.user.id, fulfilment: 'pickup', paymentMethod: 'cod' } as const
        const results = await Promise.all([
          postCheckout(t.app, buyers[0].token, { orders: [choice], confirmedTotal: 50 }),
          postCheckout(second.app, buyers[1].token, { orders: [choice], confirmedTotal: 50 }),
        ])
        expect(results.map((response) => response.statusCode).sort(), results.map((r) => r.body).join('\n')).toEqual([201, 409])
        const loser = results.find((response) => response.statusCode === 409)!
        expect(loser.json().message).toMatch(
          /^(Only 0 kg of Basmati Rice left: change the quantity in your cart|Some items in your cart changed: review them before placing the order)$/,
        )
        expect(await productRow(t.app, product.id)).toMatchObject({ quantityAvailable: 0, status: 'out_of_stock' })
      }
    } finally {
      await second.close()
    }
  })

  it('sell two shared listings to exactly one of two racing carts that list them in opposite orders', { timeout: 60_000 }, async () => {
    const second = await buildTestApp({ DATABASE_URL: t.config.databaseUrl! })
    try {
      const [farmerA, farmerB] = await Promise.all([createSignedInUser(t.app, 'farmer'), createSignedInUser(t.app, 'farmer')])
      const rice = await createProduct(t.app, farmerA.user.id, { name: 'Rice', quantityAvailable: 4, pricePerUnit: 10 })
      const dal = await createProduct(t.app, farmerB.user.id, { name: 'Dal', quantityAvailable: 3, pricePerUnit: 20 })
      const choices = [farmerA, farmerB].map(
        (farmer) => ({ farmerId: farmer.user.id, fulfilment: 'pickup', paymentMethod: 'cod' }) as const,
      )
      for (let round = 0; round < 3; round += 1) {
        await t.app.db.update(products).set({ quantityAvailable: 4, status: 'available' }).where(eq(products.id, rice.id))
        await t.app.db.update(products).set({ quantityAvailable: 3, status: 'available' }).where(eq(products.id, dal.id))
        const buyers = await Promise.all([createSignedInUser(t.app, 'buyer'), createSignedInUser(second.app, 'buyer')])
        // Each cart takes all of both listings, the two in opposite orders: the locks still come in one order.
        const first = new Date(Date.UTC(2026, 0, 1, 10, 0))
        const then = new Date(Date.UTC(2026, 0, 1, 10, 1))
        await putInCart(t.app, buyers[0].user.id, rice.id, first, { quantity: 4 })
        await putInCart(t.app, buyers[0].user.id, dal.id, then, { quantity: 3 })
        await putInCart(t.app, buyers[1].user.id, dal.id, first, { quantity: 3 })
        await putInCart(t.app, buyers[1].user.id, rice.id, then, { quantity: 4 })
        const results = await Promise.all([
          postCheckout(t.app, buyers[0].token, { orders: choices, confirmedTotal: 100 }),
          postCheckout(second.app, buyers[1].token, { orders: [...choices].reverse(), confirmedTotal: 100 }),
        ])
        expect(results.map((response) => response.statusCode).sort(), results.map((r) => r.body).join('\n')).toEqual([201, 409])
        const winner = results.find((response) => response.statusCode === 201)!
        expect(
          winner
            .json()
            .orders.map((order: { total: number }) => order.total)
            .sort(),
        ).toEqual([40, 60])
        const loser = results.find((response) => response.statusCode === 409)!
        expect(loser.json().message).toMatch(
          /^(Only 0 kg of (Rice|Dal) left: change the quantity in your cart|Some items in your cart changed: review them before placing the order)$/,
        )
        // The loser's cart is as it was; the listings were sold once.
        const losingBuyer = buyers[results.indexOf(loser)]!
        expect(await cartOf(losingBuyer.user.id)).toHaveLength(2)
        expect(await productRow(t.app, rice.id)).toMatchObject({ quantityAvailable: 0, status: 'out_of_stock' })
        expect(await productRow(t.app, dal.id)).toMatchObject({ quantityAvailable: 0, status: 'out_of_stock' })
      }
    } finally {
      await second.close()
    }
  })
})
