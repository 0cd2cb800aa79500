import sharp from 'sharp'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { todayInIndia } from '@app/shared/buyer-requests'
import { GUEST_ACCOUNTS } from '@app/shared/demo-accounts'
import { OrdersResponseSchema } from '@app/shared/orders'
import { thumbnailUrl, UPLOADS_PREFIX } from '@app/shared/uploads'
import { parseConfig } from '#src/config'
import { farmerProfiles, products, reviews, users } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { bearer, signIn, uniqueIp } from '../../test/factories'
import { png, webp } from '../../test/images'
import { emptyDatabase, seedOnStart, type DemoData } from './seed'

let t: TestApp
let photosDir: string

/** A small catalogue in the demo data's shape, with two small photos. */
function fixture(): DemoData {
  const farmer = { phone: '9876543210', state: 'Maharashtra', pin: '422001', longitude: 73.78, latitude: 19.99 }
  return {
    password: 'demo-pass-1',
    reviewComments: { 4: ['Good'], 5: ['Fresh'] },
    farmers: [
      { key: 'guest', name: 'Guest', email: 'guest-in-catalogue@example.in', city: 'Nashik', ...farmer, farmSizeAcres: 6.5 },
      {
        key: 'ramesh',
        name: 'Ramesh Patil',
        email: 'Ramesh.Patil@example.in',
        city: 'Pune',
        ...farmer,
        pin: '411001',
        farmSizeAcres: 12,
        sustainableCertification: { authority: 'PGS-India', certifiedOn: '2025-09-01' },
      },
    ],
    buyers: [{ name: 'Priya Sharma', email: 'priya.sharma@example.in' }],
    products: [
      {
        farmerKey: 'guest',
        name: 'Onion',
        variety: 'Nashik Red',
        description: 'Fresh red onions.',
        category: 'vegetable',
        pricePerUnit: 32.5,
        unit: 'kg',
        quantityAvailable: 500,
        minOrderQuantity: 2,
        orderStep: 0.5,
        images: ['onion.webp', 'shared.webp'],
        isOrganic: true,
        isCertified: true,
        certification: { authority: 'NPOP', certificateNumber: 'NPOP-1', certifiedOn: '2025-01-10' },
        harvestDaysAgo: 3,
        shelfLifeDays: 30,
        deliveryAvailable: true,
        deliveryRadiusKm: 40,
        status: 'available',
        ratings: [4, 5],
      },
      {
        farmerKey: 'ramesh',
        name: 'Jowar',
        variety: 'Maldandi',
        description: 'Rabi jowar.',
        category: 'grain',
        pricePerUnit: 41,
        unit: 'quintal',
        quantityAvailable: 0,
        minOrderQuantity: 1,
        orderStep: 1,
        images: ['shared.webp'],
        isOrganic: false,
        isCertified: false,
        harvestDaysAgo: 20,
        shelfLifeDays: 180,
        deliveryAvailable: false,
        deliveryRadiusKm: 0,
        status: 'out_of_stock',
        ratings: [],
      },
    ],
    buyerProfiles: [
      {
        email: GUEST_ACCOUNTS.buyer.email,
        phone: '9123456780',
        address: '12 MG Road',
        preferences: ['Onions', 'Millets'],
        city: 'Pune',
        state: 'Maharashtra',
        longitude: 73.85,
        latitude: 18.52,
      },
    ],
    cartItems: [
      { buyerEmail: GUEST_ACCOUNTS.buyer.email, farmerKey: 'guest', productName: 'Onion', quantity: 2.5, addedHoursAgo: 3 },
      { buyerEmail: 'Priya.Sharma@example.in', farmerKey: 'ramesh', productName: 'Jowar', quantity: 1, addedHoursAgo: 1 },
    ],
    photosDir,
  }
}

/** The stored product photos and thumbnails (DATA_DIR/uploads, or the bucket's uploads/). */
async function productPhotos(): Promise<string[]> {
  return (await t.files.list('uploads')).filter((key) => key.startsWith('products/'))
}

async function countRows(table: typeof users | typeof products) {
  const [row] = await t.app.db.select({ value: count() }).from(table)
  return row!.value
}

/** The app's parts as a server starting with the default SEED_DEMO_DATA (auto) sees them; the test app itself runs with none. */
function starting() {
  return { db: t.app.db, storage: t.app.storage, log: t.app.log, config: parseConfig({ SEED_DEMO_DATA: 'auto' }) }
}

beforeAll(async () => {
  photosDir = await mkdtemp(path.join(tmpdir(), 'kisansetu-photos-'))
  await writeFile(path.join(photosDir, 'onion.webp'), await webp(640, 480))
  await writeFile(path.join(photosDir, 'shared.webp'), await png(200, 150))
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
  await rm(photosDir, { recursive: true, force: true })
})

describe('demo data', () => {
  it('loads on the first start of an empty database, then never again', async () => {
    expect(await seedOnStart(starting(), async () => fixture())).toBe(true)
    expect(await countRows(users)).toBe(4)
    expect(await countRows(products)).toBe(2)

    expect(await seedOnStart(starting(), async () => fixture())).toBe(false)
    expect(await countRows(users)).toBe(4)
    expect(await countRows(products)).toBe(2)
  })

  it('creates both guest accounts with the shared credentials, and the demo users', async () => {
    const signInAs = async ({ email, password }: { email: string; password: string }) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/signin',
        payload: { email, password },
        remoteAddress: uniqueIp(),
      })
      expect(response.statusCode, response.body).toBe(200)
      return response.json().user
    }
    expect(await signInAs(GUEST_ACCOUNTS.farmer)).toMatchObject({ role: 'farmer', name: GUEST_ACCOUNTS.farmer.name, phone: '9876543210' })
    expect(await signInAs(GUEST_ACCOUNTS.buyer)).toMatchObject({ role: 'buyer', name: GUEST_ACCOUNTS.buyer.name })
    await signIn(t.app, 'ramesh.patil@example.in', 'demo-pass-1')
    await signIn(t.app, 'priya.sharma@example.in', 'demo-pass-1')
  })

  it('gives the guest farmer listings dated from today, with photos served from storage', async () => {
    const token = await signIn(t.app, GUEST_ACCOUNTS.farmer.email, GUEST_ACCOUNTS.farmer.password)
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/addProductByFarmer/get-productByFarmer',
      headers: bearer(token),
    })
    const [onion] = response.json().getAllProduct
    const harvest = new Date(`${todayInIndia()}T00:00:00Z`)
    harvest.setUTCDate(harvest.getUTCDate() - 3)
    const expiry = new Date(harvest)
    expiry.setUTCDate(expiry.getUTCDate() + 30)
    expect(onion).toMatchObject({
      name: 'Onion',
      pricePerUnit: 32.5,
      harvestDate: harvest.toISOString().slice(0, 10),
      expiryDate: expiry.toISOString().slice(0, 10),
      certificationDetails: { authority: 'NPOP', certificateNumber: 'NPOP-1', certifiedOn: '2025-01-10' },
      location: { city: 'Nashik', state: 'Maharashtra', pin: '422001', coordinates: { type: 'Point', coordinates: [73.78, 19.99] } },
    })
    expect(onion.images).toHaveLength(2)
    for (const url of onion.images) expect(url).toMatch(/^http:\/\/kisansetu\.test\/uploads\/products\/[0-9a-f]{32}\.webp$/)

    // Demo photos go through the upload pipeline: WebP, and a thumbnail beside each.
    const photoPath = onion.images[0].slice(t.config.publicUrl.length)
    const photo = await t.app.inject({ method: 'GET', url: photoPath })
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toBe('image/webp')
    expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 })
    const thumbnail = await t.app.inject({ method: 'GET', url: thumbnailUrl(photoPath) })
    expect(thumbnail.statusCode).toBe(200)
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 })
  })

  it('backs every demo rating with a completed order and its buyer’s review, which the guest farmer sees', async () => {
    const rows = await t.app.db.select().from(reviews)
    expect(rows.map((row) => row.productRating).sort()).toEqual([4, 5])
    const token = await signIn(t.app, GUEST_ACCOUNTS.farmer.email, GUEST_ACCOUNTS.farmer.password)
    const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(token) })
    const sold = OrdersResponseSchema.parse(list.json()).orders
    expect(sold).toHaveLength(2)
    for (const order of sold) {
      // One minimum order (2 kg) at the listing's price, picked up and paid in cash.
      expect(order).toMatchObject({ status: 'completed', fulfilment: 'pickup', payment: { method: 'cod', status: 'received' }, total: 65 })
      expect(order.lines).toEqual([
        expect.objectContaining({ productName: 'Onion', unit: 'kg', quantity: 2, pricePerUnit: 32.5, amount: 65 }),
      ])
      expect(order.events.map((event) => event.status ?? event.paymentStatus)).toEqual([
        'placed',
        'accepted',
        'packed',
        'ready_for_pickup',
        'delivered',
        'received',
        'completed',
      ])
      const written = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}/reviews`, headers: bearer(token) })
      expect(written.json().lines[0].review).toMatchObject({ productName: 'Onion' })
    }
  })

  it('gives each demo farmer a farmer profile, certified sustainable where the catalogue says so', async () => {
    const guestToken = await signIn(t.app, GUEST_ACCOUNTS.farmer.email, GUEST_ACCOUNTS.farmer.password)
    const guest = await t.app.inject({ method: 'GET', url: '/api/farmerProfile/get-farmerProfile', headers: bearer(guestToken) })
    expect(guest.json().getFarmerProfile).toEqual([
      expect.objectContaining({
        phone: '9876543210',
        location: { city: 'Nashik', state: 'Maharashtra', pin: '422001', coordinates: { type: 'Point', coordinates: [73.78, 19.99] } },
        farmSize: 6.5,
        isCertifiedSustainable: false,
        certificationDetails: { authority: null, certifiedOn: null, documents: [] },
        name: GUEST_ACCOUNTS.farmer.name,
        email: GUEST_ACCOUNTS.farmer.email,
      }),
    ])
    const rameshToken = await signIn(t.app, 'ramesh.patil@example.in', 'demo-pass-1')
    const ramesh = await t.app.inject({ method: 'GET', url: '/api/farmerProfile/get-farmerProfile', headers: bearer(rameshToken) })
    expect(ramesh.json().getFarmerProfile[0]).toMatchObject({
      farmSize: 12,
      isCertifiedSustainable: true,
      certificationDetails: { authority: 'PGS-India', certifiedOn: '2025-09-01', documents: [] },
    })
  })

  it('gives the guest buyer a profile and a cart, which the guest farmer sees as a request', async () => {
    const buyerToken = await signIn(t.app, GUEST_ACCOUNTS.buyer.email, GUEST_ACCOUNTS.buyer.password)
    const profile = await t.app.inject({ method: 'GET', url: '/api/buyerProfile/get-buyerProfile', headers: bearer(buyerToken) })
    expect(profile.json().getBuyerProfile).toEqual([
      expect.objectContaining({
        phone: '9123456780',
        preferences: ['Onions', 'Millets'],
        location: { city: 'Pune', state: 'Maharashtra', coordinates: { type: 'Point', coordinates: [73.85, 18.52] } },
      }),
    ])
    const cart = await t.app.inject({ method: 'GET', url: '/api/orderProduct/getProductFromCart', headers: bearer(buyerToken) })
    expect(cart.json().product).toEqual([expect.objectContaining({ name: 'Onion', unit: 'kg', minOrderQuantity: 2, orderStep: 0.5 })])
    expect(cart.json().cart.products[0]).toMatchObject({ quantity: 2.5, priceSeen: 32.5 })
    const addedAt = new Date(cart.json().cart.products[0].addedAt).getTime()
    expect(Math.abs(Date.now() - 3 * 60 * 60 * 1000 - addedAt)).toBeLessThan(60_000)

    const farmerToken = await signIn(t.app, GUEST_ACCOUNTS.farmer.email, GUEST_ACCOUNTS.farmer.password)
    const requests = await t.app.inject({
      method: 'GET',
      url: '/api/addProductByFarmer/requestToBuyProducts',
      headers: bearer(farmerToken),
    })
    const [request, ...others] = requests.json().checkProductIds
    expect(others).toEqual([])
    expect(request.userId).toMatchObject({ name: GUEST_ACCOUNTS.buyer.name, email: GUEST_ACCOUNTS.buyer.email })
    expect(request.products).toEqual([expect.objectContaining({ quantity: 2.5 })])
    expect(requests.json().additionalBuyerInfo[0]).toMatchObject({ phone: '9123456780', preferences: ['Onions', 'Millets'] })
  })

  it('follows SEED_DEMO_DATA: false never seeds, auto skips production, true seeds even there', async () => {
    const database = { db: t.app.db, storage: t.app.storage, log: t.app.log }
    await emptyDatabase(t.app.db, t.app.storage)
    const loadNothing = async (): Promise<DemoData> => {
      throw new Error('should not load')
    }
    expect(await seedOnStart({ ...database, config: parseConfig({ SEED_DEMO_DATA: 'false' }) }, loadNothing)).toBe(false)
    expect(await seedOnStart({ ...database, config: parseConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'auto' }) }, loadNothing)).toBe(
      false,
    )
    expect(await countRows(users)).toBe(0)
    expect(
      await seedOnStart({ ...database, config: parseConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }) }, async () => fixture()),
    ).toBe(true)
    expect(await countRows(users)).toBe(4)
  })

  it('empties every table and the uploads, then reloads the same data (db:reset)', async () => {
    const [guest] = await t.app.db.select().from(users).where(eq(users.email, GUEST_ACCOUNTS.farmer.email))
    await emptyDatabase(t.app.db, t.app.storage)
    expect(await countRows(users)).toBe(0)
    expect(await countRows(products)).toBe(0)
    expect(await productPhotos()).toEqual([])

    expect(await seedOnStart(starting(), async () => fixture())).toBe(true)
    expect(await countRows(users)).toBe(4)
    expect(await countRows(products)).toBe(2)
    const [again] = await t.app.db.select().from(users).where(eq(users.email, GUEST_ACCOUNTS.farmer.email))
    expect(again!.id).not.toBe(guest!.id)
    // Two photos, each with its thumbnail.
    expect(await productPhotos()).toHaveLength(4)
  })

  it('rolls back everything when the catalogue is broken', async () => {
    await emptyDatabase(t.app.db, t.app.storage)
    const broken = fixture()
    broken.products[1]!.farmerKey = 'nobody'
    await expect(seedOnStart(starting(), async () => broken)).rejects.toThrow(/unknown farmer "nobody"/)
    expect(await countRows(users)).toBe(0)
    expect(await t.app.db.$count(farmerProfiles)).toBe(0)
  })

  it('loads the shipped catalogue: at least 24 listings with photos, some organic, certified or not available', async () => {
    await emptyDatabase(t.app.db, t.app.storage)
    expect(await seedOnStart(starting())).toBe(true)
    const rows = await t.app.db.select().from(products)
    expect(rows.length).toBeGreaterThanOrEqual(24)
    expect(rows.some((row) => row.isOrganic)).toBe(true)
    expect(rows.some((row) => row.isCertified && row.certificateNumber && row.certificationAuthority)).toBe(true)
    expect(rows.some((row) => row.status !== 'available')).toBe(true)
    expect(new Set(rows.map((row) => row.locationState)).size).toBeGreaterThan(1)
    const stored = await t.files.list('uploads')
    for (const row of rows) {
      expect(row.images.length).toBeGreaterThan(0)
      for (const url of row.images) {
        expect(stored).toContain(url.slice(UPLOADS_PREFIX.length))
        expect(stored).toContain(thumbnailUrl(url).slice(UPLOADS_PREFIX.length))
      }
    }
    const profiles = await t.app.db.select().from(farmerProfiles)
    expect(profiles.length).toBe(await t.app.db.$count(users, eq(users.role, 'farmer')))
    expect(profiles.some((profile) => profile.isCertifiedSustainable && profile.certificationAuthority)).toBe(true)
    const farmerToken = await signIn(t.app, GUEST_ACCOUNTS.farmer.email, GUEST_ACCOUNTS.farmer.password)
    const buyerToken = await signIn(t.app, GUEST_ACCOUNTS.buyer.email, GUEST_ACCOUNTS.buyer.password)

    // The demo trade: two lots from different farmers in the guest buyer's cart, one the guest farmer's.
    const cart = await t.app.inject({ method: 'GET', url: '/api/orderProduct/getProductFromCart', headers: bearer(buyerToken) })
    const lots: { farmerId: string; status: string }[] = cart.json().product
    expect(lots).toHaveLength(2)
    expect(new Set(lots.map((lot) => lot.farmerId)).size).toBe(2)
    expect(lots.every((lot) => lot.status === 'available')).toBe(true)
    const requests = await t.app.inject({
      method: 'GET',
      url: '/api/addProductByFarmer/requestToBuyProducts',
      headers: bearer(farmerToken),
    })
    const buyers = requests.json().checkProductIds.map((request: { userId: { email: string } }) => request.userId.email)
    expect(buyers).toContain(GUEST_ACCOUNTS.buyer.email)
  })
})
