import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { PAY_WITHIN_HOURS, type Fulfilment, type OrderAction } from '@app/shared/orders'
import { notifications, orderEvents, orderPayments, orders, products } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createProduct, createSignedInUser, putInCart } from '../../../test/factories'
import { JOBS_SCHEMA } from '#src/lib/jobs'
import { ORDER_EVENT_QUEUE } from '#src/modules/notifications/notifications.service'
import { ORDERS_EXPIRY_QUEUE } from './orders.routes'
import { expireOverdueOrders } from './orders.service'
import { checkoutAll, giveBuyerProfile, giveFarmerProfile, productRow, step, transition } from './test-helpers'

type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>

let t: TestApp
let farmer: SignedIn
let buyer: SignedIn
let stranger: SignedIn

beforeAll(async () => {
  t = await buildTestApp()
  ;[farmer, buyer, stranger] = await Promise.all([
    createSignedInUser(t.app, 'farmer'),
    createSignedInUser(t.app, 'buyer'),
    createSignedInUser(t.app, 'farmer'),
  ])
  await giveFarmerProfile(t.app, farmer.user.id, { upiId: 'farmer@okhdfc', phone: '9000000001' })
  await giveBuyerProfile(t.app, buyer.user.id, '9000000002')
})
afterAll(async () => {
  await t?.close()
})

/** A placed order of `quantity` of a fresh listing with `stock`, delivered or picked up, paid by UPI or cash. */
async function placeOrder(options: { fulfilment?: Fulfilment; upi?: boolean; stock?: number; quantity?: number } = {}) {
  const product = await createProduct(t.app, farmer.user.id, { quantityAvailable: options.stock ?? 10, deliveryAvailable: true })
  await putInCart(t.app, buyer.user.id, product.id, new Date(), { quantity: options.quantity ?? 2 })
  const [order] = await checkoutAll(t.app, buyer.token, () => ({
    fulfilment: options.fulfilment ?? 'pickup',
    paymentMethod: options.upi ? 'upi' : 'cod',
  }))
  return { order: order!, product }
}

describe('POST /api/orders/:orderId/transitions', () => {
  it.each([
    ['pickup', ['accept', 'pack', 'ready', 'deliver'], ['accepted', 'packed', 'ready_for_pickup', 'delivered']],
    ['delivery', ['accept', 'pack', 'dispatch', 'deliver'], ['accepted', 'packed', 'out_for_delivery', 'delivered']],
  ] as const)('takes a %s order through every step to completed', async (fulfilment, farmerSteps, statuses) => {
    const { order, product } = await placeOrder({ fulfilment })
    expect(order.buyer.phone).toBe('9000000002')
    expect(order.farmer.phone).toBeNull()
    for (const [index, action] of farmerSteps.entries()) {
      const moved = await step(t.app, farmer.token, order._id, action, action === 'pack' ? 'Packed in jute bags' : undefined)
      expect(moved.status).toBe(statuses[index])
      expect(moved.holdUntil).toBeNull()
    }
    const done = await step(t.app, buyer.token, order._id, 'complete')
    expect(done.status).toBe('completed')
    // After acceptance both sides see each other's phone.
    expect(done.farmer.phone).toBe('9000000001')
    expect(done.events.map((event) => [event.actor, event.status])).toEqual([
      ['buyer', 'placed'],
      ...farmerSteps.map((_, index) => ['farmer', statuses[index]]),
      ['buyer', 'completed'],
    ])
    expect(done.events.find((event) => event.status === 'packed')!.note).toBe('Packed in jute bags')
    // A completed sale keeps its stock taken.
    expect((await productRow(t.app, product.id)).quantityAvailable).toBe(8)
    const seenByFarmer = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: bearer(farmer.token) })
    expect(seenByFarmer.json().order.buyer.phone).toBe('9000000002')
  })

  it('holds an accepted UPI order for payment, a cash one not at all', async () => {
    const { order: upi } = await placeOrder({ upi: true })
    const before = Date.now()
    const accepted = await step(t.app, farmer.token, upi._id, 'accept')
    expect(Date.parse(accepted.holdUntil!)).toBeGreaterThanOrEqual(before + PAY_WITHIN_HOURS * 3600_000 - 1000)
    expect(accepted.payment.upi).toMatchObject({ payeeId: 'farmer@okhdfc' })
    expect((await step(t.app, farmer.token, upi._id, 'pack')).holdUntil).toBeNull()
    const { order: cash } = await placeOrder()
    expect((await step(t.app, farmer.token, cash._id, 'accept')).holdUntil).toBeNull()
  })

  it('answers 409 to a step the status does not allow, naming the status', async () => {
    const { order } = await placeOrder({ fulfilment: 'pickup' })
    const early = await transition(t.app, farmer.token, order._id, 'pack')
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({ code: 'CONFLICT', message: 'This order is placed: that step is not possible now' })
    await step(t.app, farmer.token, order._id, 'accept')
    await step(t.app, farmer.token, order._id, 'pack')
    const wrongWay = await transition(t.app, farmer.token, order._id, 'dispatch')
    expect(wrongWay.json()).toMatchObject({ message: 'This order is packed: that step is not possible now' })
    const late = await transition(t.app, buyer.token, order._id, 'cancel')
    expect(late.statusCode).toBe(409)
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: bearer(buyer.token) })).json().order.status).toBe(
      'packed',
    )
  })

  it('answers 403 to the other side’s step, 404 to a stranger and to an id that is not one, 400 to a reason-less rejection', async () => {
    const { order } = await placeOrder()
    for (const [who, action] of [
      [buyer, 'accept'],
      [farmer, 'cancel'],
      [buyer, 'reject'],
      [buyer, 'withdraw'],
    ] as const) {
      const response = await transition(t.app, who.token, order._id, action, 'reason')
      expect(response.statusCode).toBe(403)
      expect(response.json().message).toBe('Only the other side of this order can do that')
    }
    const strange = await transition(t.app, stranger.token, order._id, 'accept')
    expect(strange.statusCode).toBe(404)
    expect(strange.json().message).toBe('This order was not found')
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await transition(t.app, farmer.token, id, 'accept')).statusCode).toBe(404)
      expect((await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(farmer.token) })).statusCode).toBe(404)
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: bearer(stranger.token) })).statusCode).toBe(404)
    const silent = await transition(t.app, farmer.token, order._id, 'reject', '   ')
    expect(silent.statusCode).toBe(400)
    expect(silent.json()).toMatchObject({ fieldErrors: { note: ['Give a reason for rejecting the order'] } })
    for (const action of ['expire', 'fly']) {
      const refused = await transition(t.app, farmer.token, order._id, action as OrderAction)
      expect(refused.statusCode).toBe(400)
    }
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order._id))
    expect(row!.status).toBe('placed')
  })

  it('gives the stock back on rejection and cancellation, making a sold-out listing available again', async () => {
    const rejected = await placeOrder({ stock: 2, quantity: 2 })
    expect(await productRow(t.app, rejected.product.id)).toMatchObject({ quantityAvailable: 0, status: 'out_of_stock' })
    const after = await step(t.app, farmer.token, rejected.order._id, 'reject', 'Crop failed')
    expect(after.events.at(-1)).toMatchObject({ actor: 'farmer', status: 'rejected', note: 'Crop failed' })
    expect(after.holdUntil).toBeNull()
    expect(await productRow(t.app, rejected.product.id)).toMatchObject({ quantityAvailable: 2, status: 'available' })

    const cancelled = await placeOrder({ stock: 5, quantity: 2 })
    await step(t.app, buyer.token, cancelled.order._id, 'cancel')
    expect(await productRow(t.app, cancelled.product.id)).toMatchObject({ quantityAvailable: 5, status: 'available' })

    // A listing the farmer took off sale stays off sale when stock comes back.
    const hidden = await placeOrder({ stock: 4, quantity: 2 })
    await t.app.db.update(products).set({ status: 'unavailable' }).where(eq(products.id, hidden.product.id))
    await step(t.app, buyer.token, hidden.order._id, 'cancel')
    expect(await productRow(t.app, hidden.product.id)).toMatchObject({ quantityAvailable: 4, status: 'unavailable' })
  })
})

describe('the farmer withdrawing an accepted order nobody has paid for', () => {
  const paymentOf = async (id: string) => (await t.app.db.select().from(orderPayments).where(eq(orderPayments.orderId, id)))[0]!

  it('cancels it with the reason, returns the stock, ends the hold and tells the buyer', async () => {
    const { order, product } = await placeOrder({ upi: true, stock: 2, quantity: 2 })
    await step(t.app, farmer.token, order._id, 'accept')
    expect(await productRow(t.app, product.id)).toMatchObject({ quantityAvailable: 0, status: 'out_of_stock' })
    const send = vi.spyOn(t.app.jobs, 'send')

    const withdrawn = await step(t.app, farmer.token, order._id, 'withdraw', '  The buyer stopped answering  ')
    expect(withdrawn).toMatchObject({ status: 'cancelled', holdUntil: null })
    expect(withdrawn.events.at(-1)).toMatchObject({
      actor: 'farmer',
      status: 'cancelled',
      note: 'The buyer stopped answering',
      cause: null,
    })
    expect(await productRow(t.app, product.id)).toMatchObject({ quantityAvailable: 2, status: 'available' })
    const [event] = await t.app.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order._id), eq(orderEvents.status, 'cancelled')))
    expect(event).toMatchObject({ actor: 'farmer', actorId: farmer.user.id })
    expect(send).toHaveBeenCalledWith(expect.anything(), ORDER_EVENT_QUEUE, { eventId: event!.id })
    send.mockRestore()
  })

  it('takes an order whose payment the farmer refused, and a cash order not paid yet', async () => {
    const { order: refused } = await placeOrder({ upi: true })
    await step(t.app, farmer.token, refused._id, 'accept')
    await t.app.db.update(orderPayments).set({ status: 'not_received', utr: '300000000001' }).where(eq(orderPayments.orderId, refused._id))
    expect((await step(t.app, farmer.token, refused._id, 'withdraw', 'No money came')).status).toBe('cancelled')

    const { order: cash } = await placeOrder()
    await step(t.app, farmer.token, cash._id, 'accept')
    expect((await step(t.app, farmer.token, cash._id, 'withdraw', 'Crop spoiled')).status).toBe('cancelled')
  })

  it.each([
    ['a UTR awaiting the farmer', 'submitted', 'The buyer entered a UTR: say whether the payment arrived before cancelling the order'],
    ['a payment received', 'received', 'This order is paid: it can no longer be cancelled'],
  ] as const)('answers 409 for %s, changing nothing', async (_case, status, message) => {
    const { order, product } = await placeOrder({ upi: true })
    await step(t.app, farmer.token, order._id, 'accept')
    await t.app.db.update(orderPayments).set({ status, utr: '300000000002' }).where(eq(orderPayments.orderId, order._id))
    const before = await productRow(t.app, product.id)
    const response = await transition(t.app, farmer.token, order._id, 'withdraw', 'Changed my mind')
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ code: 'CONFLICT', message })
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order._id))
    expect(row!.status).toBe('accepted')
    expect((await paymentOf(order._id)).status).toBe(status)
    expect(await productRow(t.app, product.id)).toEqual(before)
  })

  it('answers 400 without a reason, 404 to another farmer, 403 to the buyer and 409 before acceptance or after packing', async () => {
    const { order } = await placeOrder({ upi: true })
    const early = await transition(t.app, farmer.token, order._id, 'withdraw', 'Too early')
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toBe('This order is placed: that step is not possible now')
    await step(t.app, farmer.token, order._id, 'accept')

    for (const note of [undefined, '', '   ']) {
      const silent = await transition(t.app, farmer.token, order._id, 'withdraw', note)
      expect(silent.statusCode).toBe(400)
      expect(silent.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { note: ['Give a reason for cancelling the order'] },
      })
    }
    const foreign = await transition(t.app, stranger.token, order._id, 'withdraw', 'Not mine')
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().message).toBe('This order was not found')
    const byBuyer = await transition(t.app, buyer.token, order._id, 'withdraw', 'I am the buyer')
    expect(byBuyer.statusCode).toBe(403)
    expect(byBuyer.json().message).toBe('Only the other side of this order can do that')

    await step(t.app, farmer.token, order._id, 'pack')
    const late = await transition(t.app, farmer.token, order._id, 'withdraw', 'Too late')
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toBe('This order is packed: that step is not possible now')
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order._id))
    expect(row!.status).toBe('packed')
  })
})

describe('expireOverdueOrders', () => {
  const past = () => new Date(Date.now() - 60_000)

  it('cancels unanswered and unpaid orders past their hold as the system and returns their stock; leaves the rest', async () => {
    const unanswered = await placeOrder({ stock: 2, quantity: 2 })
    const unpaid = await placeOrder({ upi: true, stock: 5, quantity: 1 })
    await step(t.app, farmer.token, unpaid.order._id, 'accept')
    const refusedPayment = await placeOrder({ upi: true })
    await step(t.app, farmer.token, refusedPayment.order._id, 'accept')
    const paid = await placeOrder({ upi: true })
    await step(t.app, farmer.token, paid.order._id, 'accept')
    const fresh = await placeOrder()
    const cash = await placeOrder()
    await step(t.app, farmer.token, cash.order._id, 'accept')

    for (const id of [unanswered.order._id, unpaid.order._id, refusedPayment.order._id, paid.order._id, cash.order._id]) {
      await t.app.db.update(orders).set({ holdUntil: past() }).where(eq(orders.id, id))
    }
    await t.app.db.update(orderPayments).set({ status: 'not_received' }).where(eq(orderPayments.orderId, refusedPayment.order._id))
    await t.app.db.update(orderPayments).set({ status: 'submitted', utr: '123456789012' }).where(eq(orderPayments.orderId, paid.order._id))

    // The app's own every-5-minutes run may fall at this moment and take some of them (this run
    // skips the orders that one has locked, and it may commit a moment later): between the two
    // runs each of the three is cancelled exactly once.
    expect(await expireOverdueOrders(t.app, new Date())).toBeLessThanOrEqual(3)
    const expired = [unanswered, unpaid, refusedPayment].map(({ order }) => order._id)
    const cancelled = async () =>
      (
        await t.app.db
          .select({ orderId: orderEvents.orderId })
          .from(orderEvents)
          .where(and(inArray(orderEvents.orderId, expired), eq(orderEvents.actor, 'system'), eq(orderEvents.status, 'cancelled')))
      )
        .map((event) => event.orderId)
        .sort()
    await expect.poll(cancelled, { timeout: 5_000 }).toEqual([...expired].sort())
    const statusOf = async (id: string) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!
    for (const { order } of [unanswered, unpaid, refusedPayment]) {
      expect(await statusOf(order._id)).toMatchObject({ status: 'cancelled', holdUntil: null })
    }
    // Each cancellation says why, so both sides can be told.
    const causeOf = async (id: string) =>
      (
        await t.app.db
          .select()
          .from(orderEvents)
          .where(and(eq(orderEvents.orderId, id), eq(orderEvents.status, 'cancelled')))
      )[0]!.cause
    expect(await causeOf(unanswered.order._id)).toBe('not_accepted')
    expect(await causeOf(unpaid.order._id)).toBe('not_paid')
    expect(await causeOf(refusedPayment.order._id)).toBe('not_paid')
    for (const { order } of [paid, cash]) expect((await statusOf(order._id)).status).toBe('accepted')
    expect((await statusOf(fresh.order._id)).status).toBe('placed')
    expect(await productRow(t.app, unanswered.product.id)).toMatchObject({ quantityAvailable: 2, status: 'available' })
    expect((await productRow(t.app, unpaid.product.id)).quantityAvailable).toBe(5)

    const seen = await t.app.inject({ method: 'GET', url: `/api/orders/${unpaid.order._id}`, headers: bearer(buyer.token) })
    expect(seen.json().order.events.at(-1)).toMatchObject({ actor: 'system', status: 'cancelled' })
    // Run again: nothing left to do.
    expect(await expireOverdueOrders(t.app, new Date())).toBe(0)
  })

  // Only on PostgreSQL: the embedded database has one connection, so no second transaction can be open meanwhile.
  it.runIf(inject('postgresTemplate'))(
    'cancels an overdue order while another transaction writes a notice about it, which is not a change to the order',
    async () => {
      const overdue = await placeOrder()
      await t.app.db.update(orders).set({ holdUntil: past() }).where(eq(orders.id, overdue.order._id))
      // The insert's foreign key check holds KEY SHARE on the order until this transaction ends.
      await t.app.db.transaction(async (tx) => {
        await tx.insert(notifications).values({
          userId: buyer.user.id,
          orderId: overdue.order._id,
          text: 'Your order is waiting',
          dedupeKey: `held-${overdue.order._id}`,
        })
        await expireOverdueOrders(t.app, new Date())
        const [row] = await t.app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, overdue.order._id))
        expect(row!.status).toBe('cancelled')
      })
    },
  )

  it('runs every 5 minutes through the job queue, scheduled when the app starts', async () => {
    const scheduled = (await t.app.db.execute(sql`select name, cron from ${sql.identifier(JOBS_SCHEMA)}.schedule`)) as unknown as {
      rows: { name: string; cron: string }[]
    }
    expect(scheduled.rows).toContainEqual({ name: ORDERS_EXPIRY_QUEUE, cron: '*/5 * * * *' })
  })
})
