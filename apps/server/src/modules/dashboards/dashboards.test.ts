import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EARNINGS_WEEKS, earningsWeekStarts, indiaMidnight, SalesSummarySchema } from '@app/shared/dashboards'
import { ORDER_STATUSES, type OrderStatus } from '@app/shared/orders'
import type { PaymentStatus } from '@app/shared/payments'
import { orderEvents, orderLines, orderPayments, orders } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createProduct, createSignedInUser } from '../../../test/factories'

type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>

let t: TestApp
let farmer: SignedIn
let otherFarmer: SignedIn
let buyer: SignedIn

const DAY_MS = 24 * 60 * 60 * 1000
const MINUTE_MS = 60 * 1000

beforeAll(async () => {
  t = await buildTestApp()
  ;[farmer, otherFarmer, buyer] = await Promise.all([
    createSignedInUser(t.app, 'farmer'),
    createSignedInUser(t.app, 'farmer'),
    createSignedInUser(t.app, 'buyer'),
  ])
})
afterAll(async () => {
  await t?.close()
})

/**
 * An order of `from` straight into the tables (orders, one line, its payment), and, when `receivedAt`
 * is given, the event that marked its payment received at that instant.
 */
async function seedOrder(options: {
  from?: SignedIn
  status?: OrderStatus
  total?: number
  payment?: PaymentStatus
  receivedAt?: Date
}): Promise<string> {
  const total = options.total ?? 100
  const [order] = await t.app.db
    .insert(orders)
    .values({
      reference: `KS${randomBytes(5).toString('hex').toUpperCase()}`,
      buyerId: buyer.user.id,
      farmerId: (options.from ?? farmer).user.id,
      status: options.status ?? 'delivered',
      fulfilment: 'pickup',
      subtotal: total,
      total,
    })
    .returning({ id: orders.id })
  const orderId = order!.id
  await t.app.db.insert(orderLines).values({ orderId, productName: 'Tomato', unit: 'kg', quantity: 1, pricePerUnit: total, amount: total })
  await t.app.db.insert(orderPayments).values({ orderId, method: 'cod', status: options.payment ?? 'pending' })
  if (options.receivedAt) {
    await t.app.db.insert(orderEvents).values({
      orderId,
      actor: 'farmer',
      actorId: (options.from ?? farmer).user.id,
      paymentStatus: 'received',
      createdAt: options.receivedAt,
    })
  }
  return orderId
}

async function summaryOf(user: SignedIn) {
  const response = await t.app.inject({ method: 'GET', url: '/api/me/sales-summary', headers: bearer(user.token) })
  expect(response.statusCode, response.body).toBe(200)
  return SalesSummarySchema.parse(response.json())
}

describe('GET /api/me/sales-summary', () => {
  it('answers a farmer with no orders with zeros: every status, and 8 weeks from Monday, oldest first', async () => {
    const summary = await summaryOf(otherFarmer)
    expect(summary.today).toEqual({ newOrders: 0, toPack: 0, toDeliver: 0 })
    expect(Object.keys(summary.countsByStatus).sort()).toEqual([...ORDER_STATUSES].sort())
    expect(Object.values(summary.countsByStatus).every((count) => count === 0)).toBe(true)
    expect(summary.earningsByWeek).toHaveLength(EARNINGS_WEEKS)
    expect(summary.earningsByWeek.map((week) => week.weekStart)).toEqual(earningsWeekStarts())
    for (const week of summary.earningsByWeek) {
      expect(week.amount).toBe(0)
      expect(new Date(`${week.weekStart}T00:00:00Z`).getUTCDay()).toBe(1)
    }
  })

  it('counts only the signed-in farmer’s orders, by status and in the Today figures', async () => {
    const statuses: OrderStatus[] = [
      'placed',
      'placed',
      'accepted',
      'packed',
      'out_for_delivery',
      'ready_for_pickup',
      'completed',
      'cancelled',
    ]
    const counting = await createSignedInUser(t.app, 'farmer')
    for (const status of statuses) await seedOrder({ from: counting, status })
    // Another farmer's orders never show.
    await seedOrder({ from: otherFarmer, status: 'placed' })
    await seedOrder({ from: otherFarmer, status: 'accepted' })

    const summary = await summaryOf(counting)
    expect(summary.today).toEqual({ newOrders: 2, toPack: 1, toDeliver: 3 })
    expect(summary.countsByStatus).toEqual({
      placed: 2,
      accepted: 1,
      rejected: 0,
      packed: 1,
      out_for_delivery: 1,
      ready_for_pickup: 1,
      delivered: 0,
      completed: 1,
      cancelled: 1,
    })
  })

  it('sums received orders exactly, in the India week of the event that marked them received', async () => {
    const earner = await createSignedInUser(t.app, 'farmer')
    const weeks = earningsWeekStarts()
    const thisMonday = indiaMidnight(weeks[EARNINGS_WEEKS - 1]!)
    const lastMonday = indiaMidnight(weeks[EARNINGS_WEEKS - 2]!)
    const oldest = indiaMidnight(weeks[0]!)

    // 10 minutes after Monday 00:00 in India (still Sunday in UTC): this week.
    await seedOrder({ from: earner, total: 0.1, payment: 'received', receivedAt: new Date(thisMonday.getTime() + 10 * MINUTE_MS) })
    await seedOrder({ from: earner, total: 0.2, payment: 'received', receivedAt: new Date(thisMonday.getTime() + 10 * MINUTE_MS) })
    // 10 minutes before it (Sunday 23:50 in India, Sunday 18:20 UTC): last week.
    await seedOrder({ from: earner, total: 1234.55, payment: 'received', receivedAt: new Date(thisMonday.getTime() - 10 * MINUTE_MS) })
    // The first minute of the oldest week shown counts; the minute before it does not.
    await seedOrder({ from: earner, total: 50, payment: 'received', receivedAt: oldest })
    await seedOrder({ from: earner, total: 70, payment: 'received', receivedAt: new Date(oldest.getTime() - MINUTE_MS) })
    // Not counted: the payment is not received (a received event later reversed), or no order of this farmer.
    await seedOrder({ from: earner, total: 999, payment: 'not_received', receivedAt: new Date(lastMonday.getTime() + DAY_MS) })
    await seedOrder({ from: earner, total: 888, payment: 'pending' })
    await seedOrder({ from: otherFarmer, total: 777, payment: 'received', receivedAt: new Date(thisMonday.getTime() + MINUTE_MS) })

    const summary = await summaryOf(earner)
    const amounts = summary.earningsByWeek.map((week) => week.amount)
    // 0.1 + 0.2 is 0.30000000000000004 in floating point; summed in numeric it is 0.3.
    expect(amounts[EARNINGS_WEEKS - 1]).toBe(0.3)
    expect(amounts[EARNINGS_WEEKS - 2]).toBe(1234.55)
    expect(amounts[0]).toBe(50)
    expect(amounts.slice(1, EARNINGS_WEEKS - 2)).toEqual([0, 0, 0, 0, 0])
  })

  it('counts an order once, in the week of its last received event', async () => {
    const earner = await createSignedInUser(t.app, 'farmer')
    const weeks = earningsWeekStarts()
    const orderId = await seedOrder({
      from: earner,
      total: 40,
      payment: 'received',
      receivedAt: new Date(indiaMidnight(weeks[2]!).getTime() + DAY_MS),
    })
    await t.app.db.insert(orderEvents).values({
      orderId,
      actor: 'farmer',
      actorId: earner.user.id,
      paymentStatus: 'received',
      createdAt: new Date(indiaMidnight(weeks[5]!).getTime() + DAY_MS),
    })
    const amounts = (await summaryOf(earner)).earningsByWeek.map((week) => week.amount)
    expect(amounts).toEqual([0, 0, 0, 0, 0, 40, 0, 0])
  })

  it('ticks the setup steps as the farmer makes a profile, adds a UPI ID and lists a product', async () => {
    const newcomer = await createSignedInUser(t.app, 'farmer')
    expect((await summaryOf(newcomer)).setup).toEqual({ profile: false, upiId: false, listing: false })

    const profile = {
      phone: '9876543210',
      location: { city: 'Nashik', state: 'Maharashtra', pin: '422001' },
      farmSize: 2,
      isCertifiedSustainable: false,
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/farmerProfile/add-farmerProfile',
      headers: bearer(newcomer.token),
      payload: profile,
    })
    expect(created.statusCode, created.body).toBe(201)
    expect((await summaryOf(newcomer)).setup).toEqual({ profile: true, upiId: false, listing: false })

    const updated = await t.app.inject({
      method: 'PATCH',
      url: '/api/farmerProfile/update-farmerProfile',
      headers: bearer(newcomer.token),
      payload: { ...profile, upiId: 'asha@okbank' },
    })
    expect(updated.statusCode, updated.body).toBe(200)
    expect((await summaryOf(newcomer)).setup).toEqual({ profile: true, upiId: true, listing: false })

    await createProduct(t.app, newcomer.user.id)
    expect((await summaryOf(newcomer)).setup).toEqual({ profile: true, upiId: true, listing: true })
    // Another farmer's setup is their own.
    expect((await summaryOf(otherFarmer)).setup.listing).toBe(false)
  })

  it('refuses buyers (403) and anonymous callers (401)', async () => {
    const asBuyer = await t.app.inject({ method: 'GET', url: '/api/me/sales-summary', headers: bearer(buyer.token) })
    expect(asBuyer.statusCode).toBe(403)
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/me/sales-summary' })
    expect(anonymous.statusCode).toBe(401)
  })
})
