import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATALOGUES } from '@app/shared/messages/catalogues'
import { createTranslator } from '@app/shared/messages/translate'
import type { NotificationsResponse } from '@app/shared/notifications'
import { ORDER_STATUSES, type OrderStatus, type SystemCancelCause } from '@app/shared/orders'
import { PAYMENT_STATUSES, type PaymentStatus } from '@app/shared/payments'
import { orderEvents, users } from '#src/db/schema/index'
import type { Mail } from '#src/lib/mailer'
import type { Sms } from '#src/lib/sms'
import { deliverOrderEventNotifications, type NoticeDeps } from '#src/modules/notifications/notifications.service'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createProduct, createSignedInUser, putInCart } from '../../../test/factories'
import { checkoutAll, giveBuyerProfile, giveFarmerProfile, step, submitUtr } from './test-helpers'

type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>

let t: TestApp
let farmer: SignedIn
let buyer: SignedIn
let otherFarmer: SignedIn

const FARMER_MOBILE = '+919000000101'
const BUYER_MOBILE = '+919000000102'

beforeAll(async () => {
  t = await buildTestApp()
  ;[farmer, buyer, otherFarmer] = await Promise.all([
    createSignedInUser(t.app, 'farmer'),
    createSignedInUser(t.app, 'buyer'),
    createSignedInUser(t.app, 'farmer'),
  ])
  // The farmer reads Hindi, the buyer English: each is told in their own language.
  await t.app.db.update(users).set({ language: 'hi', mobile: FARMER_MOBILE }).where(eq(users.id, farmer.user.id))
  await t.app.db.update(users).set({ language: 'en', mobile: BUYER_MOBILE }).where(eq(users.id, buyer.user.id))
  await giveFarmerProfile(t.app, farmer.user.id, { upiId: 'farmer@okhdfc' })
  await giveBuyerProfile(t.app, buyer.user.id)
})
afterAll(async () => {
  await t?.close()
})

async function placeOrder(upi = false) {
  const product = await createProduct(t.app, farmer.user.id, { quantityAvailable: 10, name: 'Tomato', pricePerUnit: 40 })
  await putInCart(t.app, buyer.user.id, product.id, new Date(), { quantity: 2 })
  const placed = await checkoutAll(t.app, buyer.token, () => ({ fulfilment: 'pickup', paymentMethod: upi ? 'upi' : 'cod' }))
  // The cart may hold another farmer's lines from an earlier test: this farmer's order is the one wanted.
  return placed.find((order) => order.farmer._id === farmer.user.id)!
}

async function counts(token: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/me/inbox-counts', headers: bearer(token) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

function reject(token: string, orderId: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/transitions`,
    headers: { ...bearer(token), 'accept-language': 'en' },
    payload,
  })
}

/** Deps that keep the mails and SMS they are asked to send. */
function recordingDeps() {
  const mails: Mail[] = []
  const texts: Sms[] = []
  const deps: NoticeDeps = {
    db: t.app.db,
    config: t.config,
    log: t.app.log,
    mailer: { send: async (mail) => void mails.push(mail), deliver: async (mail) => void mails.push(mail) },
    sms: { send: async (message) => void texts.push(message) },
  }
  return { deps, mails, texts }
}

async function lastEventId(orderId: string): Promise<string> {
  const [row] = await t.app.db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1)
  return row!.id
}

async function bell(token: string, language = 'en') {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/me/notifications',
    headers: { ...bearer(token), 'accept-language': language },
  })
  return (response.json() as NotificationsResponse).notifications
}

describe('GET /api/me/inbox-counts', () => {
  it('counts the farmer’s orders by what waits on them, and the buyer requests still open, in one answer', async () => {
    const fresh = await createSignedInUser(t.app, 'farmer')
    await giveFarmerProfile(t.app, fresh.user.id, { upiId: 'fresh@okbank' })
    expect(await counts(fresh.token)).toEqual({ action: 0, requests: 0, active: 0, done: 0, newRequests: 0, waiting: 0 })

    const product = await createProduct(t.app, fresh.user.id, { quantityAvailable: 50 })
    const order = async (upi: boolean) => {
      await putInCart(t.app, buyer.user.id, product.id, new Date(), { quantity: 1 })
      return (await checkoutAll(t.app, buyer.token, () => ({ fulfilment: 'pickup', paymentMethod: upi ? 'upi' : 'cod' })))[0]!
    }
    await order(false)
    const paid = await order(true)
    await step(t.app, fresh.token, paid._id, 'accept')
    const utr = await submitUtr(t.app, buyer.token, paid._id, '123456789012')
    expect(utr.statusCode, utr.body).toBe(200)
    const moving = await order(false)
    await step(t.app, fresh.token, moving._id, 'accept')
    const rejected = await order(false)
    await step(t.app, fresh.token, rejected._id, 'reject', 'Sold out')
    // The buyer puts the product in the cart again: a request, not answered yet.
    await putInCart(t.app, buyer.user.id, product.id, new Date(), { quantity: 1 })

    expect(await counts(fresh.token)).toEqual({ action: 2, requests: 1, active: 1, done: 1, newRequests: 1, waiting: 3 })
    // Another farmer's inbox is their own.
    expect(await counts(otherFarmer.token)).toMatchObject({ action: 0, requests: 0, waiting: 0 })

    // An answer takes the request off the badge; it stays open until it is confirmed or refused.
    const requests = await t.app.inject({
      method: 'GET',
      url: '/api/addProductByFarmer/requestToBuyProducts',
      headers: bearer(fresh.token),
    })
    const requestId = requests.json().checkProductIds[0]._id as string
    const answer = (status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/requests/${requestId}/products/${product.id}/response`,
        headers: bearer(fresh.token),
        payload: { status },
      })
    expect((await answer('negotiating')).statusCode).toBe(200)
    expect(await counts(fresh.token)).toMatchObject({ requests: 1, newRequests: 0, waiting: 2 })
    expect((await answer('unavailable')).statusCode).toBe(200)
    expect(await counts(fresh.token)).toMatchObject({ requests: 0, newRequests: 0, waiting: 2 })
  })

  it('is the farmer’s alone: 403 for a buyer, 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/inbox-counts', headers: bearer(buyer.token) })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/me/inbox-counts' })).statusCode).toBe(401)
  })
})

describe('rejection reasons', () => {
  it('store the preset and the note; the buyer reads the preset in their language and the note as written', async () => {
    const order = await placeOrder()
    const response = await reject(farmer.token, order._id, {
      action: 'reject',
      reasonCode: 'out_of_stock',
      note: 'ओले पड़ने से फ़सल ख़राब',
    })
    expect(response.statusCode, response.body).toBe(200)
    const event = response.json().order.events.at(-1)
    expect(event).toMatchObject({ status: 'rejected', reasonCode: 'out_of_stock', note: 'ओले पड़ने से फ़सल ख़राब' })

    const { deps, mails, texts } = recordingDeps()
    await deliverOrderEventNotifications(deps, { eventId: await lastEventId(order._id) })
    const text = `${farmer.user.name} rejected order ${order.reference}: Out of stock. Farmer’s note: ओले पड़ने से फ़सल ख़राब`
    expect((await bell(buyer.token)).find((notice) => notice.orderId === order._id)?.text).toBe(text)
    expect(mails.map((mail) => mail.to)).toEqual([buyer.user.email])
    expect(mails[0]!.text).toContain(text)
    expect(texts).toEqual([{ to: BUYER_MOBILE, text: expect.stringContaining(text) }])
    // The same notice read in Hindi gives the preset in Hindi and the note unchanged.
    const hindi = createTranslator('hi', CATALOGUES.hi).t('orders.reason.out_of_stock')
    expect((await bell(buyer.token, 'hi')).find((notice) => notice.orderId === order._id)?.text).toContain(hindi)
    // The buyer's own view names the preset by its code; the web puts it into the buyer's words.
    const seen = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: bearer(buyer.token) })
    expect(seen.json().order.events.at(-1)).toMatchObject({ reasonCode: 'out_of_stock', note: 'ओले पड़ने से फ़सल ख़राब' })
  })

  it('take a preset alone, and a note alone as clients before presets send it', async () => {
    const alone = await placeOrder()
    const preset = await reject(farmer.token, alone._id, { action: 'reject', reasonCode: 'cannot_deliver_there' })
    expect(preset.statusCode, preset.body).toBe(200)
    expect(preset.json().order.events.at(-1)).toMatchObject({ reasonCode: 'cannot_deliver_there', note: '' })
    const { deps } = recordingDeps()
    await deliverOrderEventNotifications(deps, { eventId: await lastEventId(alone._id) })
    expect((await bell(buyer.token)).find((notice) => notice.orderId === alone._id)?.text).toBe(
      `${farmer.user.name} rejected order ${alone.reference}: Cannot deliver to that place`,
    )

    const old = await placeOrder()
    const noted = await reject(farmer.token, old._id, { action: 'reject', note: 'Hail damaged this lot' })
    expect(noted.statusCode, noted.body).toBe(200)
    expect(noted.json().order.events.at(-1)).toMatchObject({ reasonCode: null, note: 'Hail damaged this lot' })
  })

  it('let the farmer cancel an accepted order with a preset too', async () => {
    const order = await placeOrder()
    await step(t.app, farmer.token, order._id, 'accept')
    const response = await reject(farmer.token, order._id, { action: 'withdraw', reasonCode: 'price_changed', note: 'Mandi rate doubled' })
    expect(response.statusCode, response.body).toBe(200)
    const { deps } = recordingDeps()
    await deliverOrderEventNotifications(deps, { eventId: await lastEventId(order._id) })
    expect((await bell(buyer.token)).find((notice) => notice.orderId === order._id)?.text).toBe(
      `${farmer.user.name} cancelled order ${order.reference}: The price has changed. Farmer’s note: Mandi rate doubled`,
    )
  })

  it.each([
    ['no reason at all', { action: 'reject' }, 'note', 'Give a reason for rejecting the order'],
    ['another reason without a note', { action: 'reject', reasonCode: 'other' }, 'note', 'Write the reason in the note'],
    ['a reason not on the list', { action: 'reject', reasonCode: 'too_far' }, 'reasonCode', 'Choose a reason from the list'],
    [
      'a reason on a step that takes none',
      { action: 'accept', reasonCode: 'out_of_stock' },
      'reasonCode',
      'A reason is given only to reject or cancel an order',
    ],
  ])('refuse %s with 400 and the field', async (_, payload, field, message) => {
    const order = await placeOrder()
    const response = await reject(farmer.token, order._id, payload)
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json().fieldErrors[field]).toEqual([message])
    const seen = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: bearer(farmer.token) })
    expect(seen.json().order.status).toBe('placed')
  })
})

describe('notices to the farmer', () => {
  it('name the UTR the buyer entered, in the bell, the mail and the SMS, in the farmer’s words', async () => {
    const order = await placeOrder(true)
    await step(t.app, farmer.token, order._id, 'accept')
    const utr = await submitUtr(t.app, buyer.token, order._id, '4123 4567 8901')
    expect(utr.statusCode, utr.body).toBe(200)
    const { deps, mails, texts } = recordingDeps()
    await deliverOrderEventNotifications(deps, { eventId: await lastEventId(order._id) })

    const english = `${buyer.user.name} says they paid ₹80.00 for order ${order.reference}, UTR 412345678901. Check your UPI app and confirm.`
    expect((await bell(farmer.token)).find((notice) => notice.orderId === order._id)?.text).toBe(english)
    const hindi = createTranslator('hi', CATALOGUES.hi)
    const inHindi = (await bell(farmer.token, 'hi')).find((notice) => notice.orderId === order._id)?.text
    expect(inHindi).toContain('UTR 412345678901')
    expect(mails[0]!.to).toBe(farmer.user.email)
    expect(mails[0]!.text).toContain(inHindi)
    // The subject says what waits on the farmer, never that something waits for the farmer.
    expect(mails[0]!.subject).toBe(
      hindi.t('notice.mailSubject', { reference: order.reference, event: hindi.t('payments.farmerStatus.submitted') }),
    )
    expect(texts).toEqual([{ to: FARMER_MOBILE, text: expect.stringContaining('UTR 412345678901') }])
  })

  it('word a new order’s mail subject for the farmer', async () => {
    const order = await placeOrder()
    const { deps, mails } = recordingDeps()
    await deliverOrderEventNotifications(deps, { eventId: await lastEventId(order._id) })
    const hindi = createTranslator('hi', CATALOGUES.hi)
    const farmerMail = mails.find((mail) => mail.to === farmer.user.email)!
    expect(farmerMail.subject).toBe(
      hindi.t('notice.mailSubject', { reference: order.reference, event: hindi.t('orders.farmerStatus.placed') }),
    )
    expect(mails.find((mail) => mail.to === buyer.user.email)!.subject).toBe(`KisanSetu: order ${order.reference} · Placed`)
  })
})

describe('every notice opens its order', () => {
  const kinds: {
    actor: 'buyer' | 'farmer' | 'system'
    status?: OrderStatus
    paymentStatus?: PaymentStatus
    note?: string
    cause?: SystemCancelCause
  }[] = [
    ...ORDER_STATUSES.map((status) => ({
      actor: status === 'placed' || status === 'completed' ? ('buyer' as const) : ('farmer' as const),
      status,
    })),
    { actor: 'buyer', status: 'cancelled' },
    { actor: 'system', status: 'cancelled' },
    ...(['not_accepted', 'not_paid', 'payment_refused'] as const).map((cause) => ({
      actor: 'system' as const,
      status: 'cancelled' as const,
      cause,
    })),
    ...PAYMENT_STATUSES.map((paymentStatus) => ({
      actor: paymentStatus === 'submitted' ? ('buyer' as const) : ('farmer' as const),
      paymentStatus,
      note: '123456789012',
    })),
  ]

  it.each(kinds.map((kind) => [`${kind.actor} ${kind.status ?? kind.paymentStatus} ${kind.cause ?? ''}`, kind] as const))(
    '%s: the bell, the mail and the SMS link to the order',
    async (_, kind) => {
      const order = await placeOrder()
      const [event] = await t.app.db
        .insert(orderEvents)
        .values({
          orderId: order._id,
          actor: kind.actor,
          actorId: kind.actor === 'buyer' ? buyer.user.id : kind.actor === 'farmer' ? farmer.user.id : null,
          status: kind.status,
          paymentStatus: kind.paymentStatus,
          note: kind.note ?? '',
          cause: kind.cause,
        })
        .returning()
      const { deps, mails, texts } = recordingDeps()
      await deliverOrderEventNotifications(deps, { eventId: event!.id })
      const readers = kind.actor === 'buyer' ? [farmer] : kind.actor === 'farmer' ? [buyer] : [buyer, farmer]
      for (const reader of readers) {
        const notice = (await bell(reader.token)).find((entry) => entry.orderId === order._id && !entry.text.includes(' is placed: '))
        expect(notice?.link).toBe(`/orders/view/${order._id}`)
      }
      expect(mails.length).toBeGreaterThan(0)
      for (const mail of mails) expect(mail.links.some((link) => link.endsWith(`/orders/view/${order._id}`))).toBe(true)
      for (const sms of texts) expect(sms.text).toContain(`/orders/view/${order._id}`)
    },
  )
})
