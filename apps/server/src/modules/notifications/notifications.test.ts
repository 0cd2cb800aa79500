import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { intlLocale } from '@app/shared/messages/locales'
import { CATALOGUES } from '@app/shared/messages/catalogues'
import { createTranslator } from '@app/shared/messages/translate'
import type { NotificationsResponse } from '@app/shared/notifications'
import type { OrderStatus, SystemCancelCause } from '@app/shared/orders'
import type { PaymentStatus } from '@app/shared/payments'
import { notifications, orderEvents, orderLines, orders, users, type UserRow } from '#src/db/schema/index'
import { newOrderReference } from '#src/lib/order-reference'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createUser, signIn } from '../../../test/factories'
import { giveFarmerProfile } from '../orders/test-helpers'
import { deliverOrderEventNotifications, queueOrderEventNotifications, type NoticeDeps } from './notifications.service'
import { bellOf, outboxOf, recordingDeps, waitFor } from './test-helpers'

let testApp: TestApp
let farmer: { user: UserRow; token: string }
let buyer: { user: UserRow; token: string }

/** A signed-in account; with `mobile`, as if a code had proved that number (E.164) to be theirs. */
async function signedIn(role: 'farmer' | 'buyer', name: string, mobile: string | null) {
  const { user, password } = await createUser(testApp.app, { role, name })
  if (mobile) await testApp.app.db.update(users).set({ mobile }).where(eq(users.id, user.id))
  return { user: { ...user, mobile }, token: await signIn(testApp.app, user.email, password) }
}

/** An order of `buyer` from `farmer` (or `farmerId`) with two lines, straight into the tables (as a checkout would leave it). */
async function insertOrder(farmerId = farmer.user.id) {
  const [order] = await testApp.app.db
    .insert(orders)
    .values({
      reference: newOrderReference(),
      buyerId: buyer.user.id,
      farmerId,
      status: 'placed',
      subtotal: 300,
      total: 300,
    })
    .returning()
  await testApp.app.db.insert(orderLines).values([
    { orderId: order!.id, productName: 'Tomato', unit: 'kg', quantity: 5, pricePerUnit: 40, amount: 200 },
    { orderId: order!.id, productName: 'Onion', unit: 'kg', quantity: 4, pricePerUnit: 25, amount: 100 },
  ])
  return order!
}

type EventInput = {
  actor: 'buyer' | 'farmer' | 'system'
  status?: OrderStatus
  paymentStatus?: PaymentStatus
  note?: string
  cause?: SystemCancelCause
}

async function insertEvent(db: NoticeDeps['db'], orderId: string, event: EventInput) {
  const actorId = event.actor === 'buyer' ? buyer.user.id : event.actor === 'farmer' ? farmer.user.id : null
  const [row] = await db
    .insert(orderEvents)
    .values({
      orderId,
      actorId,
      actor: event.actor,
      status: event.status,
      paymentStatus: event.paymentStatus,
      note: event.note ?? '',
      cause: event.cause,
    })
    .returning()
  return row!
}

const notificationsOf = (token: string) => bellOf(testApp, token)
const outbox = <T>(folder: string) => outboxOf<T>(testApp, folder)

beforeAll(async () => {
  testApp = await buildTestApp()
  farmer = await signedIn('farmer', 'Asha Patil', null)
  buyer = await signedIn('buyer', 'Ravi Kumar', '+919876543210')
})

afterAll(async () => {
  await testApp.close()
})

describe('order event notifications', () => {
  it('tell the buyer in the app, by mail and by SMS once a committed event is worked', async () => {
    const order = await insertOrder()
    await testApp.app.db.transaction(async (tx) => {
      const event = await insertEvent(tx, order.id, { actor: 'farmer', status: 'accepted' })
      await queueOrderEventNotifications(testApp.app, tx, event.id)
    })

    const { notifications, unread } = await waitFor(
      () => notificationsOf(buyer.token),
      (value) => value.notifications.some((notice) => notice.orderId === order.id),
    )
    expect(unread).toBeGreaterThanOrEqual(1)
    const notice = notifications.find((entry) => entry.orderId === order.id)!
    expect(notice).toMatchObject({ text: `Order ${order.reference} from Asha Patil was accepted`, read: false })

    const link = `http://kisansetu.test/orders/view/${order.id}`
    const mails = await waitFor(
      () => outbox<{ to: string; subject: string; text: string; links: string[] }>('outbox'),
      (list) => list.some((mail) => mail.links.includes(link)),
    )
    expect(mails.find((mail) => mail.links.includes(link))).toMatchObject({
      to: buyer.user.email,
      subject: `KisanSetu: order ${order.reference} · Accepted`,
      text: expect.stringContaining(notice.text),
    })
    const texts = await waitFor(
      () => outbox<{ to: string; text: string }>('sms-outbox'),
      (list) => list.some((sms) => sms.text.includes(link)),
    )
    expect(texts.find((sms) => sms.text.includes(link))).toMatchObject({ to: '+919876543210', text: `KisanSetu: ${notice.text} ${link}` })

    // The actor is not told about their own step.
    expect((await notificationsOf(farmer.token)).notifications.some((entry) => entry.orderId === order.id)).toBe(false)
  })

  it('never come from an event whose transaction rolled back', async () => {
    const order = await insertOrder()
    await expect(
      testApp.app.db.transaction(async (tx) => {
        const event = await insertEvent(tx, order.id, { actor: 'buyer', status: 'cancelled' })
        await queueOrderEventNotifications(testApp.app, tx, event.id)
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    // A committed event queued after it is worked; the rolled-back one, queued first, would have been too.
    await testApp.app.db.transaction(async (tx) => {
      const event = await insertEvent(tx, order.id, { actor: 'farmer', status: 'rejected', note: 'Sold out' })
      await queueOrderEventNotifications(testApp.app, tx, event.id)
    })
    await waitFor(
      () => notificationsOf(buyer.token),
      (value) => value.notifications.some((notice) => notice.orderId === order.id),
    )
    expect((await notificationsOf(farmer.token)).notifications.some((entry) => entry.orderId === order.id)).toBe(false)
  })

  it('write the in-app notice once however often a job is retried, and retry a failed mail', async () => {
    const order = await insertOrder()
    const event = await insertEvent(testApp.app.db, order.id, { actor: 'buyer', status: 'placed' })
    const failing = recordingDeps(testApp, 1)
    await expect(deliverOrderEventNotifications(failing.deps, { eventId: event.id })).rejects.toThrow(/deliveries failed/)
    const retry = recordingDeps(testApp)
    await deliverOrderEventNotifications(retry.deps, { eventId: event.id })
    await deliverOrderEventNotifications(retry.deps, { eventId: event.id })

    const notices = (await notificationsOf(farmer.token)).notifications.filter((entry) => entry.orderId === order.id)
    expect(notices).toHaveLength(1)
    expect(notices[0]!.text).toBe(`New order ${order.reference} from Ravi Kumar: 4 kg Onion and 1 more, total ₹300.00`)
    // The buyer hears of their own order too, on each delivery of the job.
    expect(retry.mails.map((mail) => mail.to)).toEqual([farmer.user.email, buyer.user.email, farmer.user.email, buyer.user.email])
    // The farmer has no phone: the only SMS are the buyer's.
    expect(retry.texts.map((sms) => sms.to)).toEqual(['+919876543210', '+919876543210'])
  })

  it('put no link a farmer wrote into a mail or an SMS: a rejection note keeps its words, not its addresses', async () => {
    const order = await insertOrder()
    const note = 'Pay first at http://evil.example/pay or www.pay-now.in, or mail ravi@evil.co'
    const event = await insertEvent(testApp.app.db, order.id, { actor: 'farmer', status: 'rejected', note })
    const { deps, mails, texts } = recordingDeps(testApp)
    await deliverOrderEventNotifications(deps, { eventId: event.id })

    const written = 'Pay first at http[:]//evil[.]example/pay or www[.]pay-now[.]in, or mail ravi@evil[.]co'
    const [mail] = mails
    const [sms] = texts
    for (const text of [mail!.text, mail!.html, sms!.text]) {
      expect(text).toContain(written)
      for (const address of ['http://evil', 'evil.example', 'www.pay-now.in', 'evil.co']) expect(text).not.toContain(address)
    }
    // The bell shows the note as written: the app draws it as text, never as a link.
    expect((await notificationsOf(buyer.token)).notifications.find((entry) => entry.orderId === order.id)?.text).toContain(note)
  })

  it('tell the buyer their own order is placed, with the farmer’s time to accept it, and name the event in the subject', async () => {
    const order = await insertOrder()
    const event = await insertEvent(testApp.app.db, order.id, { actor: 'buyer', status: 'placed' })
    const { deps, mails } = recordingDeps(testApp)
    await deliverOrderEventNotifications(deps, { eventId: event.id })
    const text = `Your order ${order.reference} to Asha Patil is placed: 4 kg Onion and 1 more, total ₹300.00. The farmer has 48 hours to accept it.`
    expect((await notificationsOf(buyer.token)).notifications.find((entry) => entry.orderId === order.id)?.text).toBe(text)
    expect(mails.find((mail) => mail.to === buyer.user.email)).toMatchObject({
      subject: `KisanSetu: order ${order.reference} · Placed`,
      text: expect.stringContaining(text),
    })
  })

  it('tell both sides when the system cancels an order that ran out of time', async () => {
    const order = await insertOrder()
    const event = await insertEvent(testApp.app.db, order.id, { actor: 'system', status: 'cancelled' })
    const { deps, mails, texts } = recordingDeps(testApp)
    await deliverOrderEventNotifications(deps, { eventId: event.id })
    const text = `Order ${order.reference} was cancelled: it was not accepted or paid in time`
    for (const token of [buyer.token, farmer.token]) {
      expect((await notificationsOf(token)).notifications.find((entry) => entry.orderId === order.id)?.text).toBe(text)
    }
    expect(mails.map((mail) => mail.to).sort()).toEqual([buyer.user.email, farmer.user.email].sort())
    expect(texts.map((sms) => sms.to)).toEqual(['+919876543210'])
  })

  it('text an account made with a mobile number alone at that number, never its profile’s phone, and mail it nothing', async () => {
    const [phoneOnly] = await testApp.app.db
      .insert(users)
      .values({ name: 'Kamala Devi', role: 'farmer', mobile: '+919812345670', phone: '+91 98123 45670' })
      .returning()
    await giveFarmerProfile(testApp.app, phoneOnly!.id, { phone: '9000000001' })
    const order = await insertOrder(phoneOnly!.id)
    const event = await insertEvent(testApp.app.db, order.id, { actor: 'buyer', status: 'placed' })
    const { deps, mails, texts } = recordingDeps(testApp)
    await deliverOrderEventNotifications(deps, { eventId: event.id })
    // Only the buyer, who has an email, gets a mail.
    expect(mails.map((mail) => mail.to)).toEqual([buyer.user.email])
    expect(texts.map((sms) => sms.to)).toEqual(['+919812345670', '+919876543210'])
    expect(texts[0]!.text).toContain(`http://kisansetu.test/orders/view/${order.id}`)
  })

  it('text only a number the account proved: never a phone typed on the account or its profile', async () => {
    const typedOnly = await signedIn('farmer', 'Meena Rao', null)
    await testApp.app.db.update(users).set({ phone: '+91 98111 22334' }).where(eq(users.id, typedOnly.user.id))
    await giveFarmerProfile(testApp.app, typedOnly.user.id, { phone: '9811122335' })
    const order = await insertOrder(typedOnly.user.id)
    const event = await insertEvent(testApp.app.db, order.id, { actor: 'buyer', status: 'placed' })
    const { deps, mails, texts } = recordingDeps(testApp)
    await deliverOrderEventNotifications(deps, { eventId: event.id })
    // The farmer still hears by mail and in the app; the SMS goes to the buyer's proved number alone.
    expect(mails.map((mail) => mail.to)).toEqual([typedOnly.user.email, buyer.user.email])
    expect(texts.map((sms) => sms.to)).toEqual(['+919876543210'])
    expect((await notificationsOf(typedOnly.token)).notifications.some((entry) => entry.orderId === order.id)).toBe(true)
  })

  it('tell the buyer why the farmer cancelled an accepted order, with no link the farmer wrote in a mail or an SMS', async () => {
    const order = await insertOrder()
    const note = 'Buyer never paid; pay at http://evil.example/pay'
    const event = await insertEvent(testApp.app.db, order.id, { actor: 'farmer', status: 'cancelled', note })
    const { deps, mails, texts } = recordingDeps(testApp)
    await deliverOrderEventNotifications(deps, { eventId: event.id })

    expect((await notificationsOf(buyer.token)).notifications.find((entry) => entry.orderId === order.id)?.text).toBe(
      `Asha Patil cancelled order ${order.reference}: ${note}`,
    )
    const written = `Asha Patil cancelled order ${order.reference}: Buyer never paid; pay at http[:]//evil[.]example/pay`
    expect(mails.map((mail) => mail.to)).toEqual([buyer.user.email])
    expect(texts.map((sms) => sms.to)).toEqual(['+919876543210'])
    for (const text of [mails[0]!.text, mails[0]!.html, texts[0]!.text]) {
      expect(text).toContain(written)
      expect(text).not.toContain('evil.example')
    }
    expect((await notificationsOf(farmer.token)).notifications.some((entry) => entry.orderId === order.id)).toBe(false)
  })

  it.each([
    ['not_accepted', 'Asha Patil did not accept it in time'],
    ['not_paid', 'no payment reached Asha Patil within the time to pay'],
    ['payment_refused', 'Asha Patil did not receive the payment again'],
  ] as const)('tell both sides why the system cancelled an order (%s), in each one’s language', async (cause, why) => {
    const order = await insertOrder()
    await testApp.app.db.update(users).set({ language: 'hi' }).where(eq(users.id, farmer.user.id))
    try {
      const event = await insertEvent(testApp.app.db, order.id, { actor: 'system', status: 'cancelled', cause })
      const { deps, mails } = recordingDeps(testApp)
      await deliverOrderEventNotifications(deps, { eventId: event.id })

      const text = `Order ${order.reference} was cancelled: ${why}`
      expect((await notificationsOf(buyer.token)).notifications.find((entry) => entry.orderId === order.id)?.text).toBe(text)
      const inHindi = createTranslator('hi', CATALOGUES.hi).t(`notice.systemCancel.${cause}`, {
        reference: order.reference,
        farmer: 'Asha Patil',
      })
      expect(inHindi).not.toBe(text)
      expect(mails.find((mail) => mail.to === buyer.user.email)?.text).toContain(text)
      expect(mails.find((mail) => mail.to === farmer.user.email)?.text).toContain(inHindi)
    } finally {
      await testApp.app.db.update(users).set({ language: 'en' }).where(eq(users.id, farmer.user.id))
    }
  })

  it('tell the farmer of a reported UPI payment', async () => {
    const order = await insertOrder()
    const event = await insertEvent(testApp.app.db, order.id, { actor: 'buyer', paymentStatus: 'submitted', note: '412345678901' })
    await deliverOrderEventNotifications(recordingDeps(testApp).deps, { eventId: event.id })
    expect((await notificationsOf(farmer.token)).notifications.find((entry) => entry.orderId === order.id)?.text).toBe(
      `Ravi Kumar says they paid ₹300.00 for order ${order.reference}, UTR 412345678901. Check your UPI app and confirm.`,
    )
  })

  it('drop a job whose event is gone or malformed instead of retrying it forever', async () => {
    const { deps, mails } = recordingDeps(testApp)
    await deliverOrderEventNotifications(deps, { eventId: '00000000-0000-4000-8000-000000000000' })
    await deliverOrderEventNotifications(deps, { eventId: 'not-a-uuid' })
    expect(mails).toEqual([])
  })
})

describe('notifications in each recipient’s language', () => {
  it('tell a Marathi farmer in Marathi by mail and SMS, and the bell speaks its reader’s language', async () => {
    const marathi = await signedIn('farmer', 'Sakharam Jadhav', '+919000011111')
    await testApp.app.db.update(users).set({ language: 'mr' }).where(eq(users.id, marathi.user.id))
    const order = await insertOrder(marathi.user.id)
    const event = await insertEvent(testApp.app.db, order.id, { actor: 'buyer', status: 'placed' })
    const { deps, mails, texts } = recordingDeps(testApp)
    await deliverOrderEventNotifications(deps, { eventId: event.id })

    const inMarathi = createTranslator('mr', CATALOGUES.mr)
    const rupees = (locale: 'mr' | 'hi') => new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'INR' }).format(300)
    const text = inMarathi.t('notice.placed', {
      reference: order.reference,
      buyer: 'Ravi Kumar',
      items: inMarathi.t('notice.moreItems', { first: `4 ${inMarathi.t('unit.kg')} Onion`, count: 1 }),
      total: rupees('mr'),
    })
    const link = `http://kisansetu.test/mr/orders/view/${order.id}`
    const farmerMails = mails.filter((mail) => mail.to === marathi.user.email)
    expect(farmerMails).toHaveLength(1)
    expect(farmerMails[0]).toMatchObject({
      to: marathi.user.email,
      // The farmer's subject says what waits on them.
      subject: inMarathi.t('notice.mailSubject', { reference: order.reference, event: inMarathi.t('orders.farmerStatus.placed') }),
      text: inMarathi.t('notice.mailText', { name: 'Sakharam Jadhav', text, link }),
      links: [link],
    })
    expect(farmerMails[0]!.html).toContain('<html lang="mr">')
    expect(texts.filter((sms) => sms.to === '+919000011111')).toEqual([
      { to: '+919000011111', text: inMarathi.t('notice.sms', { text, link }) },
    ])

    // The bell: the account's language without a header, the header's language with one.
    const bell = async (language?: string) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/me/notifications',
        headers: { ...bearer(marathi.token), ...(language ? { 'accept-language': language } : {}) },
      })
      return (response.json() as NotificationsResponse).notifications.find((entry) => entry.orderId === order.id)?.text
    }
    expect(await bell()).toBe(text)
    const inHindi = createTranslator('hi', CATALOGUES.hi)
    expect(await bell('hi')).toBe(
      inHindi.t('notice.placed', {
        reference: order.reference,
        buyer: 'Ravi Kumar',
        items: inHindi.t('notice.moreItems', { first: `4 ${inHindi.t('unit.kg')} Onion`, count: 1 }),
        total: rupees('hi'),
      }),
    )
    expect(await bell('en')).toBe(`New order ${order.reference} from Ravi Kumar: 4 kg Onion and 1 more, total ₹300.00`)
  })

  it('show a notice written before notices were stored as references as it was written', async () => {
    const order = await insertOrder()
    const text = `Order ${order.reference} from Asha Patil was accepted`
    await testApp.app.db.insert(notifications).values({ userId: buyer.user.id, orderId: order.id, text, dedupeKey: `old-${order.id}` })
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/me/notifications',
      headers: { ...bearer(buyer.token), 'accept-language': 'hi' },
    })
    expect((response.json() as NotificationsResponse).notifications.find((entry) => entry.orderId === order.id)?.text).toBe(text)
  })
})

describe('notification routes', () => {
  it('need a signed-in user', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/me/notifications' })).statusCode).toBe(401)
    expect((await testApp.app.inject({ method: 'POST', url: '/api/me/notifications/read', payload: {} })).statusCode).toBe(401)
  })

  it('mark only the caller’s own notices as read', async () => {
    const order = await insertOrder()
    const event = await insertEvent(testApp.app.db, order.id, { actor: 'system', status: 'cancelled' })
    await deliverOrderEventNotifications(recordingDeps(testApp).deps, { eventId: event.id })
    const farmerNotice = (await notificationsOf(farmer.token)).notifications.find((entry) => entry.orderId === order.id)!
    const buyerBefore = await notificationsOf(buyer.token)

    // The buyer names the farmer's notice: nothing of the farmer's changes.
    const foreign = await testApp.app.inject({
      method: 'POST',
      url: '/api/me/notifications/read',
      headers: bearer(buyer.token),
      payload: { ids: [farmerNotice._id] },
    })
    expect(foreign.statusCode).toBe(200)
    expect(foreign.json()).toEqual({ message: 'Marked as read', unread: buyerBefore.unread })
    expect((await notificationsOf(farmer.token)).notifications.find((entry) => entry._id === farmerNotice._id)?.read).toBe(false)

    const own = await testApp.app.inject({
      method: 'POST',
      url: '/api/me/notifications/read',
      headers: bearer(farmer.token),
      payload: { ids: [farmerNotice._id] },
    })
    expect(own.statusCode).toBe(200)
    expect((await notificationsOf(farmer.token)).notifications.find((entry) => entry._id === farmerNotice._id)?.read).toBe(true)

    const all = await testApp.app.inject({ method: 'POST', url: '/api/me/notifications/read', headers: bearer(buyer.token), payload: {} })
    expect(all.json()).toMatchObject({ unread: 0 })
    const after = await notificationsOf(buyer.token)
    expect(after.unread).toBe(0)
    expect(after.notifications.every((entry) => entry.read)).toBe(true)
  })

  it('refuse ids that are not notification ids', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/me/notifications/read',
      headers: bearer(buyer.token),
      payload: { ids: ['1; drop table notifications'] },
    })
    expect(response.statusCode).toBe(400)
  })
})
