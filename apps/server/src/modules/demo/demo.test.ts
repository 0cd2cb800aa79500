import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BrowseResponseSchema } from '@app/shared/browse'
import { BuyerRequestsResponseSchema } from '@app/shared/buyer-requests'
import { GUEST_ACCOUNTS } from '@app/shared/demo-accounts'
import { OrdersResponseSchema } from '@app/shared/orders'
import { FarmerProductsResponseSchema, ProductResponseSchema } from '@app/shared/products'
import { cartItems, orders, products, users } from '#src/db/schema/index'
import { seedDemoData, type DemoData } from '#src/db/seed'
import { JOBS_SCHEMA } from '#src/lib/jobs'
import { newOrderReference } from '#src/lib/order-reference'
import { requestIdFor } from '#src/modules/requests/requests.service'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createProduct, createSignedInUser, putInCart, signIn } from '../../../test/factories'
import { png, webp } from '../../../test/images'
import { DEMO_RESET_CRON, DEMO_RESET_QUEUE } from './demo.jobs'
import { resetDemoDataIfDue } from './demo.service'

/**
 * The demo sandbox (lib/sandbox) and its reload (DEMO_RESET_HOURS): the guest accounts are public,
 * so they see and trade only within the demo data, real buyers cannot order demo listings, and the
 * reload puts the demo data back without touching a real account.
 */

let t: TestApp
let photosDir: string

const RESET_HOURS = 6
const HOUR_MS = 60 * 60 * 1000

/** A small demo catalogue: the guest farmer with two listings, another demo farmer, one demo buyer besides the guest. */
function fixture(): DemoData {
  const place = { phone: '9876543210', city: 'Nashik', state: 'Maharashtra', pin: '422001', longitude: 73.78, latitude: 19.99 }
  const listing = {
    description: 'Fresh.',
    unit: 'kg' as const,
    quantityAvailable: 500,
    minOrderQuantity: 1,
    orderStep: 1,
    isOrganic: false,
    isCertified: false,
    harvestDaysAgo: 2,
    shelfLifeDays: 30,
    deliveryAvailable: false,
    deliveryRadiusKm: 0,
    status: 'available' as const,
    ratings: [],
  }
  return {
    password: 'demo-pass-1',
    reviewComments: {},
    farmers: [
      { key: 'guest', name: 'Guest', email: GUEST_ACCOUNTS.farmer.email, ...place, farmSizeAcres: 5 },
      { key: 'other', name: 'Sunita Demo', email: 'sunita.demo@example.in', ...place, farmSizeAcres: 3 },
    ],
    buyers: [{ name: 'Demo Buyer', email: 'demo.buyer@example.in' }],
    products: [
      {
        farmerKey: 'guest',
        name: 'Demo Onion',
        variety: 'Nashik Red',
        category: 'vegetable',
        pricePerUnit: 30,
        images: ['onion.webp'],
        ...listing,
      },
      {
        farmerKey: 'guest',
        name: 'Demo Grapes',
        variety: 'Thompson',
        category: 'fruit',
        pricePerUnit: 90,
        images: ['shared.webp'],
        ...listing,
      },
      { farmerKey: 'other', name: 'Demo Jowar', variety: 'Maldandi', category: 'grain', pricePerUnit: 40, images: [], ...listing },
    ],
    buyerProfiles: [],
    cartItems: [{ buyerEmail: 'demo.buyer@example.in', farmerKey: 'guest', productName: 'Demo Onion', quantity: 2, addedHoursAgo: 1 }],
    photosDir,
  }
}

const DEMO_NAMES = ['Demo Grapes', 'Demo Jowar', 'Demo Onion']

async function guestToken(role: 'buyer' | 'farmer') {
  return signIn(t.app, GUEST_ACCOUNTS[role].email, GUEST_ACCOUNTS[role].password)
}

async function userId(email: string) {
  const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return row!.id
}

async function demoListing(name: string) {
  const [row] = await t.app.db.select().from(products).where(eq(products.name, name))
  return row!
}

async function browse(token?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/orderProduct/get-AllListedProduct?limit=48',
    headers: token ? bearer(token) : {},
  })
  expect(response.statusCode, response.body).toBe(200)
  return BrowseResponseSchema.parse(response.json())
}

function addToCart(token: string, productId: string) {
  return t.app.inject({ method: 'POST', url: '/api/orderProduct/addToCart', headers: bearer(token), payload: { productId } })
}

async function cartLines(buyerId: string) {
  return t.app.db.select().from(cartItems).where(eq(cartItems.buyerId, buyerId))
}

/** Loads the demo data again, as the reload job does when DEMO_RESET_HOURS have passed. */
async function reload() {
  return resetDemoDataIfDue(t.app, RESET_HOURS, new Date(Date.now() + (RESET_HOURS + 1) * HOUR_MS), async () => fixture())
}

beforeAll(async () => {
  photosDir = await mkdtemp(path.join(tmpdir(), 'kisansetu-demo-photos-'))
  await writeFile(path.join(photosDir, 'onion.webp'), await webp(320, 240))
  await writeFile(path.join(photosDir, 'shared.webp'), await png(200, 150))
  t = await buildTestApp({ DEMO_RESET_HOURS: String(RESET_HOURS) })
  await seedDemoData(t.app, fixture())
})
afterAll(async () => {
  await t?.close()
  await rm(photosDir, { recursive: true, force: true })
})

describe('the demo sandbox', () => {
  it('marks every seeded account as a demo account, and no other', async () => {
    const real = await createSignedInUser(t.app, 'buyer')
    const demo = await t.app.db
      .select({ email: users.email })
      .from(users)
      .where(sql`${users.isDemo}`)
    expect(demo.map((row) => row.email).sort()).toEqual(
      [GUEST_ACCOUNTS.buyer.email, GUEST_ACCOUNTS.farmer.email, 'demo.buyer@example.in', 'sunita.demo@example.in'].sort(),
    )
    expect(demo.map((row) => row.email)).not.toContain(real.user.email)
  })

  it('shows the guest buyer only demo listings; everyone else sees them too, marked demo', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const real = await createProduct(t.app, farmer.user.id, { name: 'Real Basmati' })

    const guest = await browse(await guestToken('buyer'))
    expect(guest.getAllProduct.map((product) => product.name).sort()).toEqual(DEMO_NAMES)
    expect(guest.total).toBe(3)
    expect(guest.getAllProduct.every((product) => product.demo)).toBe(true)

    const buyer = await createSignedInUser(t.app, 'buyer')
    for (const answer of [await browse(), await browse(buyer.token)]) {
      const byName = new Map(answer.getAllProduct.map((product) => [product.name, product]))
      expect(byName.get('Real Basmati')?.demo).toBe(false)
      expect(DEMO_NAMES.map((name) => byName.get(name)?.demo)).toEqual([true, true, true])
    }

    // A search too, and a token that is not valid browses as a visitor rather than failing.
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/orderProduct/get-AllListedProduct?search=basmati',
      headers: bearer(await guestToken('buyer')),
    })
    expect(search.json()).toMatchObject({ getAllProduct: [], total: 0 })
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/orderProduct/get-AllListedProduct?search=basmati',
      headers: bearer('nope'),
    })
    expect(stale.statusCode).toBe(200)
    expect(stale.json().getAllProduct.map((product: { _id: string }) => product._id)).toContain(real.id)
  })

  it('gives the guest buyer 404 for a real listing: its detail, and adding it to the cart, which writes nothing', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const real = await createProduct(t.app, farmer.user.id, { name: 'Real Wheat' })
    const token = await guestToken('buyer')

    const detail = await t.app.inject({ method: 'GET', url: `/api/products/${real.id}`, headers: bearer(token) })
    expect(detail.statusCode).toBe(404)
    expect(detail.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' })

    const before = await cartLines(await userId(GUEST_ACCOUNTS.buyer.email))
    const added = await addToCart(token, real.id)
    expect(added.statusCode).toBe(404)
    expect(added.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' })
    expect(await cartLines(await userId(GUEST_ACCOUNTS.buyer.email))).toEqual(before)

    // The demo listings are the guest's to try.
    const onion = await demoListing('Demo Onion')
    expect((await addToCart(token, onion.id)).statusCode).toBe(201)
    const shown = await t.app.inject({ method: 'GET', url: `/api/products/${onion.id}`, headers: bearer(token) })
    expect(ProductResponseSchema.parse(shown.json()).product).toMatchObject({ name: 'Demo Onion', demo: true })
  })

  it('refuses a real buyer a demo listing with 403 and the demo message, in any language, writing nothing', async () => {
    const buyer = await createSignedInUser(t.app, 'buyer')
    const grapes = await demoListing('Demo Grapes')

    const detail = await t.app.inject({ method: 'GET', url: `/api/products/${grapes.id}`, headers: bearer(buyer.token) })
    expect(ProductResponseSchema.parse(detail.json()).product).toMatchObject({ name: 'Demo Grapes', demo: true })

    const added = await addToCart(buyer.token, grapes.id)
    expect(added.statusCode).toBe(403)
    expect(added.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'This is a demo listing. Sign in as Guest Buyer to try ordering.',
    })
    expect(await cartLines(buyer.user.id)).toEqual([])

    const inHindi = await t.app.inject({
      method: 'POST',
      url: '/api/orderProduct/addToCart',
      headers: { ...bearer(buyer.token), 'accept-language': 'hi' },
      payload: { productId: grapes.id },
    })
    expect(inHindi.statusCode).toBe(403)
    expect(inHindi.json().message).toMatch(/[\u0900-\u097F]/)
    expect(await cartLines(buyer.user.id)).toEqual([])
  })

  it('refuses the checkout of a cart holding a listing across the edge, placing no order', async () => {
    const buyer = await createSignedInUser(t.app, 'buyer')
    const jowar = await demoListing('Demo Jowar')
    // Only a cart from before the sandbox can hold one: put straight into the database.
    await putInCart(t.app, buyer.user.id, jowar.id)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/checkout',
      headers: bearer(buyer.token),
      payload: { orders: [{ farmerId: jowar.farmerId, fulfilment: 'pickup', paymentMethod: 'cod' }], confirmedTotal: jowar.pricePerUnit },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: 'This is a demo listing. Sign in as Guest Buyer to try ordering.' })
    expect(await t.app.db.select().from(orders).where(eq(orders.buyerId, buyer.user.id))).toEqual([])
  })

  it('never shows the guest farmer a real buyer, even one whose cart held its listing from before', async () => {
    const farmerToken = await guestToken('farmer')
    const grapes = await demoListing('Demo Grapes')
    const real = await createSignedInUser(t.app, 'buyer')
    await putInCart(t.app, real.user.id, grapes.id)

    const requests = await t.app.inject({
      method: 'GET',
      url: '/api/addProductByFarmer/requestToBuyProducts',
      headers: bearer(farmerToken),
    })
    expect(requests.statusCode).toBe(200)
    const body = BuyerRequestsResponseSchema.parse(requests.json())
    const buyerIds = body.checkProductIds.map((request) => request.userId._id)
    // The demo buyer's request shows; the real buyer's does not, nor its contact details.
    expect(buyerIds).toContain(await userId('demo.buyer@example.in'))
    expect(buyerIds).not.toContain(real.user.id)
    expect(requests.body).not.toContain(real.user.email)
    expect(body.checkProducts.every((product) => product.demo)).toBe(true)

    // Nor can it answer that buyer by working out the request's id: it does not exist for this farmer.
    const requestId = requestIdFor(await userId(GUEST_ACCOUNTS.farmer.email), real.user.id)
    const guessed = await t.app.inject({
      method: 'PUT',
      url: `/api/requests/${requestId}/products/${grapes.id}/response`,
      headers: bearer(farmerToken),
      payload: { status: 'available_now', quantityOffered: 1, expectedDeliveryDate: null },
    })
    expect(guessed.statusCode).toBe(404)
  })

  it('keeps an order across the edge, from before the sandbox, out of the guest farmer’s orders', async () => {
    const farmerToken = await guestToken('farmer')
    const guestFarmerId = await userId(GUEST_ACCOUNTS.farmer.email)
    const real = await createSignedInUser(t.app, 'buyer')
    await t.app.db.insert(orders).values({
      reference: newOrderReference(),
      buyerId: real.user.id,
      farmerId: guestFarmerId,
      status: 'placed',
      fulfilment: 'pickup',
      subtotal: 30,
      total: 30,
    })
    const response = await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(farmerToken) })
    expect(response.statusCode).toBe(200)
    const listed = OrdersResponseSchema.parse(response.json()).orders
    expect(listed.map((order) => order.buyer._id)).not.toContain(real.user.id)
    expect(response.body).not.toContain(real.user.email)
  })

  it('marks the guest farmer’s own listings demo', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/addProductByFarmer/get-productByFarmer',
      headers: bearer(await guestToken('farmer')),
    })
    const listed = FarmerProductsResponseSchema.parse(response.json()).getAllProduct
    expect(listed.length).toBeGreaterThan(0)
    expect(listed.every((product) => product.demo)).toBe(true)
  })
})

describe('the demo data reload (DEMO_RESET_HOURS)', () => {
  it('is scheduled through the job queue, once an hour', async () => {
    const scheduled = (await t.app.db.execute(sql`select name, cron from ${sql.identifier(JOBS_SCHEMA)}.schedule`)) as unknown as {
      rows: { name: string; cron: string }[]
    }
    expect(scheduled.rows).toContainEqual({ name: DEMO_RESET_QUEUE, cron: DEMO_RESET_CRON })
  })

  it('does nothing before the demo data is DEMO_RESET_HOURS old', async () => {
    expect(await resetDemoDataIfDue(t.app, RESET_HOURS, new Date(), async () => fixture())).toBeUndefined()
  })

  it('puts the demo catalogue back and removes what guests did, leaving real accounts and their listings alone', async () => {
    // What guests did: a listing of the guest farmer, a real buyer's line of a demo listing.
    const farmerToken = await guestToken('farmer')
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/addProductByFarmer/add-productByFarmer',
      headers: bearer(farmerToken),
      payload: { name: 'Guest Spam', pricePerUnit: 1, quantityAvailable: 1 },
    })
    expect(listed.statusCode, listed.body).toBe(201)
    await t.app.inject({
      method: 'PATCH',
      url: `/api/addProductByFarmer/update-productByFarmer/${(await demoListing('Demo Onion')).id}`,
      headers: bearer(farmerToken),
      payload: { name: 'Renamed by a guest', pricePerUnit: 1, quantityAvailable: 1 },
    })
    const realFarmer = await createSignedInUser(t.app, 'farmer')
    const realListing = await createProduct(t.app, realFarmer.user.id, { name: 'Real Turmeric' })
    const realBuyer = await createSignedInUser(t.app, 'buyer')
    await putInCart(t.app, realBuyer.user.id, realListing.id)
    await putInCart(t.app, realBuyer.user.id, (await demoListing('Demo Jowar')).id)

    const result = await reload()
    expect(result).toMatchObject({ deleted: 4, users: 4, products: 3 })

    const demoNames = await t.app.db
      .select({ name: products.name })
      .from(products)
      .innerJoin(users, eq(users.id, products.farmerId))
      .where(sql`${users.isDemo}`)
    expect(demoNames.map((row) => row.name).sort()).toEqual(DEMO_NAMES)
    expect(await t.app.db.select().from(products).where(eq(products.name, 'Guest Spam'))).toEqual([])

    // Real accounts: still there, signing in, with their listing and their own cart line; the demo line went.
    expect(await t.app.db.select({ id: products.id }).from(products).where(eq(products.id, realListing.id))).toHaveLength(1)
    expect((await cartLines(realBuyer.user.id)).map((line) => line.productId)).toEqual([realListing.id])
    await signIn(t.app, realBuyer.user.email, 'secret-pass-1')
    await signIn(t.app, realFarmer.user.email, 'secret-pass-1')

    // The guests' old sessions ended with their accounts; they sign in again to fresh demo data.
    const old = await t.app.inject({ method: 'GET', url: '/api/addProductByFarmer/get-productByFarmer', headers: bearer(farmerToken) })
    expect(old.statusCode).toBe(401)
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/addProductByFarmer/get-productByFarmer',
      headers: bearer(await guestToken('farmer')),
    })
    expect(
      FarmerProductsResponseSchema.parse(fresh.json())
        .getAllProduct.map((product) => product.name)
        .sort(),
    ).toEqual(['Demo Grapes', 'Demo Onion'])
    expect(
      await t.app.db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.buyerId, await userId('demo.buyer@example.in')))),
    ).toHaveLength(1)

    // Fresh now: the next run has nothing to do.
    expect(await resetDemoDataIfDue(t.app, RESET_HOURS, new Date(), async () => fixture())).toBeUndefined()
  })
})
