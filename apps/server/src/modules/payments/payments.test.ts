import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { OrderResponseSchema, PAY_WITHIN_HOURS, type OrderStatus } from '@app/shared/orders'
import type { PaymentMethod, PaymentStatus } from '@app/shared/payments'
import { orderEvents, orderLines, orderPayments, orders, type OrderPaymentRow } from '#src/db/schema/index'
import { ORDER_EVENT_QUEUE } from '#src/modules/notifications/notifications.service'
import { newOrderReference } from '#src/lib/order-reference'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createProduct, createSignedInUser } from '../../../test/factories'
import { insertPayment, setPayBy, updatePayment } from './payments.repository'
import { toPaymentDto } from './payments.service'

type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>

let t: TestApp
let farmer: SignedIn
let otherFarmer: SignedIn
let buyer: SignedIn
let otherBuyer: SignedIn
let productId: string

const FARMER_UPI = 'ramesh.patel@oksbi'
const HOUR_MS = 60 * 60 * 1000

beforeAll(async () => {
  t = await buildTestApp()
  ;[farmer, otherFarmer, buyer, otherBuyer] = await Promise.all([
    createSignedInUser(t.app, 'farmer'),
    createSignedInUser(t.app, 'farmer'),
    createSignedInUser(t.app, 'buyer'),
    createSignedInUser(t.app, 'buyer'),
  ])
  productId = (await createProduct(t.app, farmer.user.id, { name: 'Toor Dal', pricePerUnit: 33.33 })).id
})
afterAll(async () => {
  await t?.close()
})
afterEach(() => {
  vi.restoreAllMocks()
})

/**
 * An order straight into its tables, as checkout or acceptance leaves it (with no event yet): 3 kg at
 * ₹33.33 delivered for ₹49, so ₹148.99 in all, paid by `method`.
 */
async function createOrder(
  options: {
    status?: OrderStatus
    method?: PaymentMethod
    payeeUpiId?: string | null
    payment?: { status: PaymentStatus; utr?: string }
    of?: SignedIn
    from?: SignedIn
  } = {},
) {
  const method = options.method ?? 'upi'
  const status = options.status ?? 'accepted'
  // As acceptance leaves a UPI order: its payment window, and the stock held until it ends.
  const payBy = method === 'upi' && status !== 'placed' ? new Date(Date.now() + PAY_WITHIN_HOURS * HOUR_MS) : null
  const [order] = await t.app.db
    .insert(orders)
    .values({
      reference: newOrderReference(),
      buyerId: (options.of ?? buyer).user.id,
      farmerId: (options.from ?? farmer).user.id,
      status,
      fulfilment: 'delivery',
      address: '12 MG Road, Pune',
      deliveryFee: 49,
      subtotal: 99.99,
      total: 148.99,
      expectedDeliveryDate: null,
      holdUntil: status === 'accepted' ? payBy : null,
    })
    .returning()
  if (!order) throw new Error('order insert returned no row')
  await t.app.db
    .insert(orderLines)
    .values({ orderId: order.id, productId, productName: 'Toor Dal', unit: 'kg', quantity: 3, pricePerUnit: 33.33, amount: 99.99 })
  await insertPayment(t.app.db, {
    orderId: order.id,
    method,
    payeeUpiId: options.payeeUpiId === undefined ? (method === 'upi' ? FARMER_UPI : null) : options.payeeUpiId,
  })
  if (payBy) await setPayBy(t.app.db, order.id, payBy)
  if (options.payment) await updatePayment(t.app.db, order.id, options.payment)
  return order
}

/** A UTR no other test uses: one bank transfer pays one order. */
let utrCounter = 0
function newUtr(): string {
  utrCounter += 1
  return `4${String(Date.now() % 1e6).padStart(6, '0')}${String(utrCounter).padStart(5, '0')}`
}

function submitUtr(orderId: string, by: SignedIn, utr: unknown) {
  return t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/payment/utr`, headers: bearer(by.token), payload: { utr } })
}

function confirm(orderId: string, by: SignedIn, received: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/payment/confirmation`,
    headers: bearer(by.token),
    payload: { received },
  })
}

async function paymentRow(orderId: string): Promise<OrderPaymentRow> {
  const [row] = await t.app.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId))
  return row!
}

async function orderRow(orderId: string) {
  const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId))
  return row!
}

const eventsOf = (orderId: string) => t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))

describe('POST /api/orders/:orderId/payment/utr', () => {
  it('records the UTR as submitted (not received), clears the hold, records the event and queues its notifications', async () => {
    const order = await createOrder()
    const send = vi.spyOn(t.app.jobs, 'send')
    const utr = newUtr()
    const response = await submitUtr(order.id, buyer, `${utr.slice(0, 4)} ${utr.slice(4, 8)} ${utr.slice(8)}`)

    expect(response.statusCode, response.body).toBe(200)
    const body = OrderResponseSchema.parse(response.json())
    expect(body.message).toBe('UTR sent to the farmer')
    expect(body.order).toMatchObject({
      _id: order.id,
      status: 'accepted',
      holdUntil: null,
      payment: { method: 'upi', status: 'submitted', utr },
    })
    expect(body.order.events.at(-1)).toMatchObject({ actor: 'buyer', status: null, paymentStatus: 'submitted', note: utr })

    expect(await paymentRow(order.id)).toMatchObject({ status: 'submitted', utr })
    expect((await orderRow(order.id)).holdUntil).toBeNull()
    const [event] = (await eventsOf(order.id)).filter((row) => row.paymentStatus === 'submitted')
    expect(event).toMatchObject({ actor: 'buyer', actorId: buyer.user.id, note: utr })
    expect(send).toHaveBeenCalledWith(expect.anything(), ORDER_EVENT_QUEUE, { eventId: event!.id })
  })

  it('answers 404 to another buyer, for an unknown id and for an id that is not one; 403 to a farmer; changing nothing', async () => {
    const order = await createOrder()
    for (const [by, id, status] of [
      [otherBuyer, order.id, 404],
      [buyer, '7b0f8a51-2d3c-4e5f-8a9b-0c1d2e3f4a5b', 404],
      [buyer, 'not-an-order', 404],
      [farmer, order.id, 403],
      [otherFarmer, order.id, 403],
    ] as const) {
      const response = await submitUtr(id, by, newUtr())
      expect(response.statusCode, `${by.user.email} ${id}`).toBe(status)
      if (status === 404) expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This order was not found' })
    }
    expect(await paymentRow(order.id)).toMatchObject({ status: 'pending', utr: null })
    expect(await eventsOf(order.id)).toEqual([])
  })

  it('answers 400 with the field named for a UTR that is not 12 digits', async () => {
    const order = await createOrder()
    for (const utr of ['12345', '4123456789012', 'abcdefghijkl', null]) {
      const response = await submitUtr(order.id, buyer, utr)
      expect(response.statusCode).toBe(400)
      expect(response.json().fieldErrors).toEqual({ utr: ['Enter the 12-digit UTR your UPI app shows'] })
    }
    expect(await paymentRow(order.id)).toMatchObject({ status: 'pending', utr: null })
  })

  it.each([
    ['a placed order (the farmer may still reject it)', { status: 'placed' as const }],
    ['a cancelled order', { status: 'cancelled' as const }],
    ['a completed order', { status: 'completed' as const }],
    ['a cash order', { method: 'cod' as const }],
    ['a UTR already awaiting the farmer', { payment: { status: 'submitted' as const, utr: '400000000001' } }],
    ['a payment already received', { payment: { status: 'received' as const, utr: '400000000002' } }],
  ])('answers 409 for %s, changing nothing', async (_case, options) => {
    const order = await createOrder(options)
    const before = await paymentRow(order.id)
    const response = await submitUtr(order.id, buyer, newUtr())
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ code: 'CONFLICT', message: 'This order cannot take a UPI payment now' })
    expect(await paymentRow(order.id)).toEqual(before)
    expect(await eventsOf(order.id)).toEqual([])
  })

  it('refuses a UTR already on another order of the same farmer, but not on another farmer’s', async () => {
    const first = await createOrder()
    const second = await createOrder()
    const elsewhere = await createOrder({ from: otherFarmer })
    const utr = newUtr()
    expect((await submitUtr(first.id, buyer, utr)).statusCode).toBe(200)

    const again = await submitUtr(second.id, buyer, utr)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: { utr: ['This UTR was already entered for another order of this farmer: check it and enter the UTR of this payment'] },
    })
    expect(await paymentRow(second.id)).toMatchObject({ status: 'pending', utr: null })
    expect((await submitUtr(elsewhere.id, buyer, utr)).statusCode).toBe(200)

    // Once the farmer says it did not pay the first order, the UTR may be the second order's.
    expect((await confirm(first.id, farmer, false)).statusCode).toBe(200)
    expect((await submitUtr(second.id, buyer, utr)).statusCode).toBe(200)
  })

  it('lets only one of two orders of a farmer take the same UTR at the same moment', async () => {
    const [a, b] = [await createOrder(), await createOrder()]
    const utr = newUtr()
    const statuses = (await Promise.all([submitUtr(a.id, buyer, utr), submitUtr(b.id, buyer, utr)])).map((r) => r.statusCode).sort()
    expect(statuses).toEqual([200, 409])
  })
})

describe('POST /api/orders/:orderId/payment/confirmation', () => {
  it('marks a reported UPI payment received, and stops showing what to pay', async () => {
    const utr = newUtr()
    const order = await createOrder({ payment: { status: 'submitted', utr } })
    const send = vi.spyOn(t.app.jobs, 'send')
    const response = await confirm(order.id, farmer, true)

    expect(response.statusCode, response.body).toBe(200)
    const body = OrderResponseSchema.parse(response.json())
    expect(body.message).toBe('Payment marked as received')
    expect(body.order.payment).toEqual({ method: 'upi', status: 'received', utr, refusals: 0, upi: null })
    expect(body.order.events.at(-1)).toMatchObject({ actor: 'farmer', paymentStatus: 'received', note: utr })
    expect(await paymentRow(order.id)).toMatchObject({ status: 'received', utr })
    expect(send).toHaveBeenCalledWith(expect.anything(), ORDER_EVENT_QUEUE, { eventId: expect.any(String) })

    // Received is final for the payment.
    expect((await confirm(order.id, farmer, false)).statusCode).toBe(409)
  })

  it('sends a payment not received back to the buyer, holding the stock until the window that began at acceptance ends', async () => {
    const order = await createOrder({ payment: { status: 'submitted', utr: newUtr() } })
    // Accepted 21 hours ago: 3 hours of the window are left, and a refusal does not restart it.
    const payBy = new Date(Date.now() + 3 * HOUR_MS)
    await setPayBy(t.app.db, order.id, payBy)
    await t.app.db.update(orders).set({ holdUntil: null }).where(eq(orders.id, order.id))
    const send = vi.spyOn(t.app.jobs, 'send')
    const response = await confirm(order.id, farmer, false)

    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      message: 'Payment marked as not received',
      order: { status: 'accepted', holdUntil: payBy.toISOString(), payment: { status: 'not_received', refusals: 1 } },
    })
    expect((await orderRow(order.id)).holdUntil).toEqual(payBy)
    expect(await paymentRow(order.id)).toMatchObject({ payBy, refusals: 1 })
    const [event] = (await eventsOf(order.id)).filter((row) => row.paymentStatus === 'not_received')
    expect(send).toHaveBeenCalledWith(expect.anything(), ORDER_EVENT_QUEUE, { eventId: event!.id })

    const retry = await submitUtr(order.id, buyer, newUtr())
    expect(retry.statusCode).toBe(200)
    expect(retry.json().order.payment.status).toBe('submitted')
  })

  it('confirms cash any time the order is payable', async () => {
    for (const status of ['accepted', 'packed', 'out_for_delivery', 'delivered'] as const) {
      const order = await createOrder({ method: 'cod', status })
      const response = await confirm(order.id, farmer, true)
      expect(response.statusCode, status).toBe(200)
      expect(response.json().order.payment).toEqual({ method: 'cod', status: 'received', utr: null, refusals: 0, upi: null })
      expect((await eventsOf(order.id)).at(-1)).toMatchObject({ paymentStatus: 'received', note: '' })
    }
  })

  it('answers 404 to another farmer and 403 to buyers, changing nothing', async () => {
    const order = await createOrder({ payment: { status: 'submitted', utr: newUtr() } })
    expect((await confirm(order.id, otherFarmer, true)).json()).toMatchObject({ code: 'NOT_FOUND', message: 'This order was not found' })
    expect((await confirm(order.id, buyer, true)).statusCode).toBe(403)
    expect((await confirm(order.id, otherBuyer, true)).statusCode).toBe(403)
    expect((await confirm('not-an-order', farmer, true)).statusCode).toBe(404)
    expect((await paymentRow(order.id)).status).toBe('submitted')
  })

  it.each([
    ['a UPI payment with no UTR yet', {}],
    ['a UPI payment refused as not received', { payment: { status: 'not_received' as const, utr: '400000000003' } }],
    ['a placed order', { status: 'placed' as const, method: 'cod' as const }],
    ['a rejected order', { status: 'rejected' as const, method: 'cod' as const }],
    ['a cash payment already received', { method: 'cod' as const, payment: { status: 'received' as const } }],
  ])('answers 409 for %s, changing nothing', async (_case, options) => {
    const order = await createOrder(options)
    const before = await paymentRow(order.id)
    const response = await confirm(order.id, farmer, true)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ code: 'CONFLICT', message: 'There is no payment to confirm on this order now' })
    expect(await paymentRow(order.id)).toEqual(before)
  })

  it('answers 400 when the body does not say received or not', async () => {
    const order = await createOrder({ method: 'cod' })
    const response = await confirm(order.id, farmer, 'yes')
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldErrors).toEqual({ received: ['Say whether the payment was received'] })
  })
})

describe('what the buyer is shown to pay', () => {
  it('is a UPI link and QR code to the farmer’s UPI ID, for the order’s total to the paisa, with its reference', async () => {
    const order = await createOrder()
    const response = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(buyer.token) })
    expect(response.statusCode, response.body).toBe(200)
    const { upi } = OrderResponseSchema.parse(response.json()).order.payment
    expect(upi).toMatchObject({ payeeId: FARMER_UPI, payeeName: farmer.user.name })
    const uri = new URL(upi!.uri)
    expect(uri.searchParams.get('pa')).toBe(FARMER_UPI)
    expect(uri.searchParams.get('am')).toBe('148.99')
    expect(uri.searchParams.get('cu')).toBe('INR')
    expect(uri.searchParams.get('tr')).toBe(order.reference)
    expect(upi!.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
  })

  it('is nothing before the farmer accepts, for cash, once final, and once received', async () => {
    const row = (overrides: Partial<OrderPaymentRow>): OrderPaymentRow => ({
      orderId: '00000000-0000-4000-8000-000000000000',
      method: 'upi',
      status: 'pending',
      utr: null,
      payeeUpiId: FARMER_UPI,
      payBy: null,
      refusals: 0,
      remindedAt: null,
      updatedAt: new Date(),
      ...overrides,
    })
    const order = (status: OrderStatus) => ({ reference: 'KSAB23CD45EF', total: 148.99, status, farmerName: 'Ramesh' })

    expect((await toPaymentDto(row({}), order('accepted'))).upi?.uri).toBe(
      'upi://pay?pa=ramesh.patel%40oksbi&pn=Ramesh&am=148.99&cu=INR&tr=KSAB23CD45EF&tn=KisanSetu%20order%20KSAB23CD45EF',
    )
    expect(await toPaymentDto(row({}), order('placed'))).toEqual({ method: 'upi', status: 'pending', utr: null, refusals: 0, upi: null })
    expect((await toPaymentDto(row({ method: 'cod', payeeUpiId: null }), order('accepted'))).upi).toBeNull()
    for (const status of ['rejected', 'cancelled', 'completed'] as const)
      expect((await toPaymentDto(row({}), order(status))).upi).toBeNull()
    expect((await toPaymentDto(row({ status: 'received', utr: '412345678901' }), order('delivered'))).upi).toBeNull()
  })
})
