import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PAYMENT_REMINDER_HOURS } from '@app/shared/orders'
import { orderEvents, orderPayments, users } from '#src/db/schema/index'
import type { Mail, Mailer } from '#src/lib/mailer'
import type { Sms, SmsSender } from '#src/lib/sms'
import { checkoutAll, giveBuyerProfile, giveFarmerProfile, step, submitUtr } from '#src/modules/orders/test-helpers'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createProduct, createSignedInUser, putInCart } from '../../../test/factories'
import { deliverOrderEventNotifications, type NoticeDeps } from './notifications.service'
import { deliverPaymentReminder, PAYMENT_REMINDER_QUEUE, queuePaymentReminders } from './payment-reminders'

/**
 * The buyer of an accepted UPI order is told what to pay, to whom and by when, when the farmer
 * accepts and once more before the payment window ends; never for an order paid or cancelled.
 * The clock is the sweep's `now`: each test moves it to around the order's own deadline.
 */

type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>

let t: TestApp
let farmer: SignedIn
let buyer: SignedIn

const HOUR_MS = 60 * 60 * 1000
const UPI_ID = 'ramlal@sbi'
/** 9:16 pm on 2 December in India. */
const DEADLINE = new Date('2030-12-02T15:46:00.000Z')
const BUYER_MOBILE = '+919000000012'

beforeAll(async () => {
  t = await buildTestApp()
  ;[farmer, buyer] = await Promise.all([createSignedInUser(t.app, 'farmer'), createSignedInUser(t.app, 'buyer')])
  await giveFarmerProfile(t.app, farmer.user.id, { upiId: UPI_ID, phone: '9000000011' })
  await giveBuyerProfile(t.app, buyer.user.id, '9000000012')
  // SMS go to a mobile number a code proved.
  await t.app.db.update(users).set({ mobile: BUYER_MOBILE }).where(eq(users.id, buyer.user.id))
})
afterAll(async () => {
  await t?.close()
})
afterEach(async () => {
  vi.restoreAllMocks()
  await t.app.db.update(users).set({ language: 'en' }).where(eq(users.id, buyer.user.id))
})

/** A placed order of 2 × ₹57.50 (₹115), picked up, paid as `paymentMethod`. */
async function placedOrder(paymentMethod: 'upi' | 'cod') {
  const product = await createProduct(t.app, farmer.user.id, { pricePerUnit: 57.5, quantityAvailable: 10 })
  await putInCart(t.app, buyer.user.id, product.id, new Date(), { quantity: 2 })
  const [order] = await checkoutAll(t.app, buyer.token, () => ({ fulfilment: 'pickup', paymentMethod }))
  return order!
}

/** An accepted UPI order whose window ends at `payBy`. */
async function acceptedUpiOrder(payBy = DEADLINE) {
  const order = await step(t.app, farmer.token, (await placedOrder('upi'))._id, 'accept')
  await t.app.db.update(orderPayments).set({ payBy }).where(eq(orderPayments.orderId, order._id))
  return order
}

function recorders() {
  const mails: Mail[] = []
  const texts: Sms[] = []
  const mailer: Mailer = { send: async (mail) => void mails.push(mail), deliver: async (mail) => void mails.push(mail) }
  const sms: SmsSender = { send: async (message) => void texts.push(message) }
  const deps: NoticeDeps = { db: t.app.db, config: t.config, log: t.app.log, mailer, sms }
  return { mails, texts, deps }
}

async function bellText(token: string, orderId: string): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/me/notifications', headers: bearer(token) })
  return (response.json() as { notifications: { orderId: string; text: string }[] }).notifications
    .filter((notice) => notice.orderId === orderId)
    .map((notice) => notice.text)
}

/** Delivers the notices of the order's newest event with `status`. */
async function deliverEvent(orderId: string, status: 'accepted') {
  const events = await t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))
  const event = events.find((row) => row.status === status)!
  const recorded = recorders()
  await deliverOrderEventNotifications(recorded.deps, { eventId: event.id })
  return recorded
}

/** The sweep at `now`, and the reminders it queued for `orderId`. */
async function sweep(now: Date, orderId: string): Promise<{ orderId: string }[]> {
  const send = vi.spyOn(t.app.jobs, 'send')
  await queuePaymentReminders(t.app, now)
  const queued = send.mock.calls
    .filter(([, queue, data]) => queue === PAYMENT_REMINDER_QUEUE && data.orderId === orderId)
    .map(([, , data]) => data as { orderId: string })
  send.mockRestore()
  return queued
}

function reportPaid(orderId: string) {
  return submitUtr(t.app, buyer.token, orderId, `7${String(Date.now()).slice(-11)}`)
}

describe('the accepted notice of a UPI order', () => {
  it('tells the buyer the amount, the farmer’s UPI ID and the deadline, by bell, mail and SMS', async () => {
    const order = await acceptedUpiOrder()
    const { mails, texts } = await deliverEvent(order._id, 'accepted')
    const text = `${farmer.user.name} accepted order ${order.reference}. Pay ₹115.00 to ${UPI_ID} by 2 Dec, 9:16 pm, or the order is cancelled.`
    expect(await bellText(buyer.token, order._id)).toContain(text)
    expect(mails.map((mail) => mail.to)).toEqual([buyer.user.email])
    expect(mails[0]!.text).toContain(text)
    expect(mails[0]!.subject).toBe(`KisanSetu: order ${order.reference} · Accepted`)
    expect(texts).toEqual([{ to: BUYER_MOBILE, text: expect.stringContaining(text) }])
  })

  it('is written in the buyer’s language, the deadline too, in India’s time', async () => {
    await t.app.db.update(users).set({ language: 'hi' }).where(eq(users.id, buyer.user.id))
    const order = await acceptedUpiOrder()
    const { texts } = await deliverEvent(order._id, 'accepted')
    expect(texts[0]!.text).toContain(`2 दिस॰, 9:16 pm तक ${UPI_ID} पर ₹115.00 भेजें, नहीं तो ऑर्डर रद्द हो जाएगा।`)
  })

  it('keeps the cash wording for a cash order', async () => {
    const order = await step(t.app, farmer.token, (await placedOrder('cod'))._id, 'accept')
    const { texts } = await deliverEvent(order._id, 'accepted')
    expect(texts[0]!.text).not.toContain('Pay ')
    expect(await bellText(buyer.token, order._id)).not.toContainEqual(expect.stringContaining(UPI_ID))
  })
})

describe('the payment reminder', () => {
  it(`reminds the buyer once, ${PAYMENT_REMINDER_HOURS} hours before the window ends, by bell, mail and SMS`, async () => {
    const order = await acceptedUpiOrder()
    // Too early: the window has more than the reminder's hours left.
    expect(await sweep(new Date(DEADLINE.getTime() - PAYMENT_REMINDER_HOURS * HOUR_MS - 60_000), order._id)).toEqual([])

    const due = new Date(DEADLINE.getTime() - PAYMENT_REMINDER_HOURS * HOUR_MS + 60_000)
    expect(await sweep(due, order._id)).toEqual([{ orderId: order._id }])
    // Once per order, whoever sweeps next.
    expect(await sweep(new Date(due.getTime() + 5 * 60_000), order._id)).toEqual([])

    const { mails, texts, deps } = recorders()
    await deliverPaymentReminder(deps, { orderId: order._id })
    const text = `Reminder: pay ₹115.00 to ${UPI_ID} by 2 Dec, 9:16 pm, or order ${order.reference} is cancelled.`
    expect(await bellText(buyer.token, order._id)).toContain(text)
    expect(await bellText(farmer.token, order._id)).not.toContain(text)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ to: buyer.user.email, subject: `KisanSetu: order ${order.reference} · Payment reminder` })
    expect(mails[0]!.text).toContain(text)
    expect(texts).toEqual([{ to: BUYER_MOBILE, text: expect.stringContaining(text) }])

    // A retried job writes no second bell row.
    await deliverPaymentReminder(deps, { orderId: order._id })
    expect((await bellText(buyer.token, order._id)).filter((row) => row === text)).toHaveLength(1)
  })

  it('reminds a buyer whose payment the farmer refused, while the window is still open', async () => {
    const order = await acceptedUpiOrder()
    expect((await reportPaid(order._id)).statusCode).toBe(200)
    const refusal = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/payment/confirmation`,
      headers: bearer(farmer.token),
      payload: { received: false },
    })
    expect(refusal.json()).toMatchObject({ order: { status: 'accepted', payment: { status: 'not_received' } } })
    expect(await sweep(new Date(DEADLINE.getTime() - HOUR_MS), order._id)).toEqual([{ orderId: order._id }])
  })

  it('does not fire for an order whose payment was reported or received, or that was cancelled, or whose window ended', async () => {
    const now = new Date(DEADLINE.getTime() - HOUR_MS)
    const reported = await acceptedUpiOrder()
    expect((await reportPaid(reported._id)).statusCode).toBe(200)
    expect(await sweep(now, reported._id)).toEqual([])

    const received = await acceptedUpiOrder()
    await t.app.db.update(orderPayments).set({ status: 'received' }).where(eq(orderPayments.orderId, received._id))
    expect(await sweep(now, received._id)).toEqual([])

    const withdrawn = await acceptedUpiOrder()
    await step(t.app, farmer.token, withdrawn._id, 'withdraw', 'The crop was damaged by rain')
    expect(await sweep(now, withdrawn._id)).toEqual([])

    const ended = await acceptedUpiOrder(new Date(now.getTime() - 60_000))
    expect(await sweep(now, ended._id)).toEqual([])
  })

  it('tells nobody when the payment was reported after the reminder was queued', async () => {
    const order = await acceptedUpiOrder()
    expect(await sweep(new Date(DEADLINE.getTime() - HOUR_MS), order._id)).toHaveLength(1)
    expect((await reportPaid(order._id)).statusCode).toBe(200)
    const { mails, texts, deps } = recorders()
    await deliverPaymentReminder(deps, { orderId: order._id })
    expect(mails).toEqual([])
    expect(texts).toEqual([])
    expect(await bellText(buyer.token, order._id)).not.toContainEqual(expect.stringMatching(/^Reminder:/))
  })
})
