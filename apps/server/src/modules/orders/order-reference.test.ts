import { afterAll, beforeAll, expect, it } from 'vitest'
import { orderPayments, orders } from '#src/db/schema/index'
import { newOrderReference } from '#src/lib/order-reference'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { createSignedInUser } from '../../../test/factories'
import { isReferenceTaken } from './orders.repository'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

/** What inserting `run` threw (the test fails when it throws nothing). */
async function refusal(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run()
  } catch (error) {
    return error
  }
  throw new Error('expected the insert to be refused')
}

// Checkout and Confirm This Product run their transaction again when the reference they drew was
// taken: the refusal must be told apart, on this engine's driver, from any other.
it('tells a taken order reference apart from other refusals of the database', async () => {
  const [farmer, buyer] = await Promise.all([createSignedInUser(t.app, 'farmer'), createSignedInUser(t.app, 'buyer')])
  const order = { reference: newOrderReference(), buyerId: buyer.user.id, farmerId: farmer.user.id, subtotal: 10, total: 10 }
  const [row] = await t.app.db.insert(orders).values(order).returning()
  await t.app.db.insert(orderPayments).values({ orderId: row!.id, method: 'cod' })

  const taken = await refusal(() => t.app.db.insert(orders).values(order))
  expect(isReferenceTaken(taken)).toBe(true)
  // Another unique index refusing its row is not a reference drawn again.
  const paid = await refusal(() => t.app.db.insert(orderPayments).values({ orderId: row!.id, method: 'cod' }))
  expect(isReferenceTaken(paid)).toBe(false)
  expect(isReferenceTaken(new Error('orders_reference_unique'))).toBe(false)
})
