import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { OrderResponseSchema, PAY_WITHIN_HOURS } from '@app/shared/orders'
import { orderEvents, orderPayments, orders, users } from '#src/db/schema/index'
import type { Mail, Mailer } from '#src/lib/mailer'
import type { Sms, SmsSender } from '#src/lib/sms'
import { deliverOrderEventNotifications, ORDER_EVENT_QUEUE, type NoticeDeps } from '#src/modules/notifications/notifications.service'
import { expireOverdueOrders } from '#src/modules/orders/orders.service'
import { checkoutAll, giveBuyerProfile, giveFarmerProfile, productRow, step } from '#src/modules/orders/test-helpers'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createProduct, createSignedInUser, putInCart } from '../../../test/factories'

/**
 * A made-up UTR must not hold stock forever: the buyer of an accepted UPI order has one payment
 * window from acceptance and at most MAX_PAYMENT_REFUSALS refused payments; then the order is
 * cancelled, its stock returned, and both sides told.
 */

type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>

let t: TestApp
let farmer: SignedIn
let buyer: SignedIn

const HOUR_MS = 60 * 60 * 1000

beforeAll(async () => {
  t = await buildTestApp()
  ;[farmer, buyer] = await Promise.all([createSignedInUser(t.app, 'farmer'), createSignedInUser(t.app, 'buyer')])
  await giveFarmerProfile(t.app, farmer.user.id, { upiId: 'farmer@okhdfc', phone: '9000000001' })
  await giveBuyerProfile(t.app, buyer.user.id, '9000000002')
  // Order SMS go only to a mobile a code has proved; these two are as if each had been confirmed.
  await t.app.db.update(users).set({ mobile: '+919000000001' }).where(eq(users.id, farmer.user.id))
  await t.app.db.update(users).set({ mobile: '+919000000002' }).where(eq(users.id, buyer.user.id))
})
afterAll(async () => {
  await t?.close()
})
afterEach(() => {
  vi.restoreAllMocks()
})

/** An accepted UPI order of 2 of a fresh listing of 5; the listing keeps 3 while the order holds 2. */
async function acceptedUpiOrder() {
  const product = await createProduct(t.app, farmer.user.id, { quantityAvailable: 5 })
  await putInCart(t.app, buyer.user.id, product.id, new Date(), { quantity: 2 })
  const [placed] = await checkoutAll(t.app, buyer.token, () => ({ fulfilment: 'pickup', paymentMethod: 'upi' }))
  const order = await step(t.app, farmer.token, placed!._id, 'accept')
  expect((await productRow(t.app, product.id)).quantityAvailable).toBe(3)
  return { order, product }
}

let utrCounter = 0
function newUtr(): string {
  utrCounter += 1
  return `5${String(Date.now() % 1e6).padStart(6, '0')}${String(utrCounter).padStart(5, '0')}`
}

function submitUtr(orderId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/payment/utr`,
    headers: bearer(buyer.token),
    payload: { utr: newUtr() },
  })
}

function confirm(orderId: string, received: boolean) {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/payment/confirmation`,
    headers: bearer(farmer.token),
    payload: { received },
  })
}

async function paymentOf(orderId: string) {
  const [row] = await t.app.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId))
  return row!
}

async function orderRow(orderId: string) {
  const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId))
  return row!
}

/** The ids of the order events whose notifications were queued while `run` ran. */
async function queuedEvents(run: () => Promise<unknown>): Promise<string[]> {
  const send = vi.spyOn(t.app.jobs, 'send')
  await run()
  const ids = send.mock.calls.filter(([, queue]) => queue === ORDER_EVENT_QUEUE).map(([, , data]) => (data as { eventId: string }).eventId)
  send.mockRestore()
  return ids
}

/** Delivers one event's notifications to a mailer and an SMS sender that keep what they are given. */
async function deliver(eventId: string) {
  const mails: Mail[] = []
  const texts: Sms[] = []
  const mailer: Mailer = { send: async (mail) => void mails.push(mail), deliver: async (mail) => void mails.push(mail) }
  const sms: SmsSender = { send: async (message) => void texts.push(message) }
  const deps: NoticeDeps = { db: t.app.db, config: t.config, log: t.app.log, mailer, sms }
  await deliverOrderEventNotifications(deps, { eventId })
  return { mails, texts }
}

async function bellText(token: string, orderId: string): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/me/notifications', headers: bearer(token) })
  return (response.json() as { notifications: { orderId: string; text: string }[] }).notifications
    .filter((notice) => notice.orderId === orderId)
    .map((notice) => notice.text)
}

describe('a UPI payment refused as not received', () => {
  it('gives the buyer one more chance, then cancels the order at the second refusal, returns the stock and tells both sides', async () => {
    const { order, product } = await acceptedUpiOrder()
    const payBy = (await paymentOf(order._id)).payBy!
    expect(order.holdUntil).toBe(payBy.toISOString())

    // A made-up UTR, refused: the buyer may try once more, within the same window.
    expect((await submitUtr(order._id)).statusCode).toBe(200)
    const firstRefusal = await confirm(order._id, false)
    expect(firstRefusal.statusCode).toBe(200)
    expect(OrderResponseSchema.parse(firstRefusal.json()).order).toMatchObject({
      status: 'accepted',
      holdUntil: payBy.toISOString(),
      payment: { status: 'not_received', refusals: 1 },
    })

    // Another made-up UTR, refused again: that was the last chance.
    expect((await submitUtr(order._id)).statusCode).toBe(200)
    let response: Awaited<ReturnType<typeof confirm>> | undefined
    const queued = await queuedEvents(async () => {
      response = await confirm(order._id, false)
    })
    expect(response!.statusCode, response!.body).toBe(200)
    const body = OrderResponseSchema.parse(response!.json())
    expect(body.message).toBe('Payment marked as not received: the order is cancelled')
    expect(body.order).toMatchObject({ status: 'cancelled', holdUntil: null, payment: { status: 'not_received', refusals: 2, upi: null } })
    expect(body.order.events.slice(-2)).toMatchObject([
      { actor: 'farmer', status: null, paymentStatus: 'not_received', cause: null },
      { actor: 'system', status: 'cancelled', paymentStatus: null, cause: 'payment_refused' },
    ])
    expect(await productRow(t.app, product.id)).toMatchObject({ quantityAvailable: 5, status: 'available' })

    // One message for the moment, to both sides, that names what happened.
    const [cancellation] = await t.app.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order._id), eq(orderEvents.status, 'cancelled')))
    expect(queued).toEqual([cancellation!.id])
    const { mails, texts } = await deliver(queued[0]!)
    const text = `Order ${order.reference} was cancelled: ${farmer.user.name} did not receive the payment again`
    expect(await bellText(buyer.token, order._id)).toContain(text)
    expect(await bellText(farmer.token, order._id)).toContain(text)
    expect(mails.map((mail) => mail.to).sort()).toEqual([buyer.user.email, farmer.user.email].sort())
    for (const mail of mails) expect(mail.text).toContain(text)
    expect(texts.map((sms) => sms.to).sort()).toEqual(['+919000000001', '+919000000002'])

    // Nothing is left to pay or to confirm.
    expect((await submitUtr(order._id)).statusCode).toBe(409)
    expect((await confirm(order._id, false)).statusCode).toBe(409)
  })

  it('cancels the order at once when the payment window had already ended', async () => {
    const { order, product } = await acceptedUpiOrder()
    expect((await submitUtr(order._id)).statusCode).toBe(200)
    await t.app.db
      .update(orderPayments)
      .set({ payBy: new Date(Date.now() - 60_000) })
      .where(eq(orderPayments.orderId, order._id))

    const queued = await queuedEvents(async () => {
      const response = await confirm(order._id, false)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ order: { status: 'cancelled', payment: { refusals: 1 } } })
    })
    expect((await orderRow(order._id)).holdUntil).toBeNull()
    expect((await productRow(t.app, product.id)).quantityAvailable).toBe(5)
    expect(queued).toHaveLength(1)
    const { mails } = await deliver(queued[0]!)
    const text = `Order ${order.reference} was cancelled: no payment reached ${farmer.user.name} within the time to pay`
    expect(await bellText(buyer.token, order._id)).toContain(text)
    expect(await bellText(farmer.token, order._id)).toContain(text)
    expect(mails).toHaveLength(2)
  })

  it('never restarts the window: the hold after a refusal ends when the window that began at acceptance ends', async () => {
    const { order } = await acceptedUpiOrder()
    const payBy = (await paymentOf(order._id)).payBy!
    expect(payBy.getTime()).toBeGreaterThan(Date.now() + (PAY_WITHIN_HOURS - 1) * HOUR_MS)
    // Some hours pass before the buyer reports a payment and the farmer refuses it.
    const earlier = new Date(Date.now() + 2 * HOUR_MS)
    await t.app.db.update(orderPayments).set({ payBy: earlier }).where(eq(orderPayments.orderId, order._id))
    expect((await submitUtr(order._id)).statusCode).toBe(200)
    expect((await orderRow(order._id)).holdUntil).toBeNull()
    expect((await confirm(order._id, false)).statusCode).toBe(200)
    expect((await orderRow(order._id)).holdUntil).toEqual(earlier)
    expect((await paymentOf(order._id)).payBy).toEqual(earlier)
  })

  it('is cancelled by the expiry run when the window ends after one refusal, and both sides are told why', async () => {
    const { order, product } = await acceptedUpiOrder()
    expect((await submitUtr(order._id)).statusCode).toBe(200)
    expect((await confirm(order._id, false)).statusCode).toBe(200)
    const payBy = (await paymentOf(order._id)).payBy!

    // Not yet: the window is still open. (The run also takes other tests' orders whose time is up.)
    await expireOverdueOrders(t.app, new Date(payBy.getTime() - 60_000))
    expect((await orderRow(order._id)).status).toBe('accepted')

    const queued = await queuedEvents(() => expireOverdueOrders(t.app, new Date(payBy.getTime() + 60_000)))
    expect(await orderRow(order._id)).toMatchObject({ status: 'cancelled', holdUntil: null })
    expect((await productRow(t.app, product.id)).quantityAvailable).toBe(5)
    const seen = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: bearer(buyer.token) })
    expect(seen.json().order.events.at(-1)).toMatchObject({ actor: 'system', status: 'cancelled', cause: 'not_paid' })
    const [cancellation] = await t.app.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order._id), eq(orderEvents.status, 'cancelled')))
    expect(queued).toContain(cancellation!.id)
    await deliver(cancellation!.id)
    const text = `Order ${order.reference} was cancelled: no payment reached ${farmer.user.name} within the time to pay`
    expect(await bellText(buyer.token, order._id)).toContain(text)
    expect(await bellText(farmer.token, order._id)).toContain(text)
  })

  it('does not cancel an order the farmer packed before the payment came: only an accepted order waits for its window', async () => {
    const { order, product } = await acceptedUpiOrder()
    await step(t.app, farmer.token, order._id, 'pack')
    for (let round = 0; round < 2; round += 1) {
      expect((await submitUtr(order._id)).statusCode).toBe(200)
      expect((await confirm(order._id, false)).statusCode).toBe(200)
    }
    expect(await orderRow(order._id)).toMatchObject({ status: 'packed', holdUntil: null })
    expect((await paymentOf(order._id)).refusals).toBe(2)
    expect((await productRow(t.app, product.id)).quantityAvailable).toBe(3)
  })
})
