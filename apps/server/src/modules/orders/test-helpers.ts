import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { CheckoutPreviewSchema, CheckoutResponseSchema, OrderResponseSchema, type CheckoutInput } from '@app/shared/orders'
import { buyerProfiles, farmerProfiles, products } from '#src/db/schema/index'
import { bearer } from '../../../test/factories'

/** Test set-up shared by the orders suites: profiles straight into the database, and the calls. */

export async function giveFarmerProfile(
  app: FastifyInstance,
  farmerId: string,
  profile: { upiId?: string | null; deliveryFee?: number; phone?: string } = {},
): Promise<void> {
  await app.db.insert(farmerProfiles).values({
    userId: farmerId,
    phone: profile.phone ?? '9876543210',
    city: 'Nashik',
    state: 'Maharashtra',
    pin: '422001',
    farmSize: 5,
    upiId: profile.upiId ?? null,
    ...(profile.deliveryFee === undefined ? {} : { deliveryFee: profile.deliveryFee }),
  })
}

export async function giveBuyerProfile(app: FastifyInstance, buyerId: string, phone = '9876501234'): Promise<void> {
  await app.db.insert(buyerProfiles).values({ userId: buyerId, phone, address: '12 MG Road', city: 'Mumbai', state: 'Maharashtra' })
}

export async function productRow(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(products).where(eq(products.id, id))
  return row!
}

export async function preview(app: FastifyInstance, token: string) {
  const response = await app.inject({ method: 'GET', url: '/api/me/checkout', headers: bearer(token) })
  expect(response.statusCode, response.body).toBe(200)
  return CheckoutPreviewSchema.parse(response.json())
}

export function postCheckout(app: FastifyInstance, token: string, payload: CheckoutInput) {
  return app.inject({ method: 'POST', url: '/api/me/checkout', headers: bearer(token), payload })
}

/** Checks out every farmer of the cart with `choose`'s choices at the total the preview gives; expects 201. */
export async function checkoutAll(
  app: FastifyInstance,
  token: string,
  choose: (farmerId: string) => Pick<CheckoutInput['orders'][number], 'fulfilment' | 'paymentMethod'> = () => ({
    fulfilment: 'pickup',
    paymentMethod: 'cod',
  }),
) {
  const { groups } = await preview(app, token)
  const orders = groups.map((group) => ({ farmerId: group.farmer._id, ...choose(group.farmer._id) }))
  const confirmedTotal = groups.reduce(
    (sum, group) =>
      Math.round(sum * 100 + group.subtotal * 100 + (choose(group.farmer._id).fulfilment === 'delivery' ? group.deliveryFee * 100 : 0)) /
      100,
    0,
  )
  const response = await postCheckout(app, token, { orders, confirmedTotal })
  expect(response.statusCode, response.body).toBe(201)
  return CheckoutResponseSchema.parse(response.json()).orders
}

export function transition(app: FastifyInstance, token: string, orderId: string, action: string, note?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/transitions`,
    headers: bearer(token),
    payload: note === undefined ? { action } : { action, note },
  })
}

/** Takes `action` and expects it to pass; the order as it then is. */
export async function step(app: FastifyInstance, token: string, orderId: string, action: string, note?: string) {
  const response = await transition(app, token, orderId, action, note)
  expect(response.statusCode, `${action}: ${response.body}`).toBe(200)
  return OrderResponseSchema.parse(response.json()).order
}

/** The buyer reports paying `orderId` by UPI with `utr` (the answer, for the caller to check). */
export function submitUtr(app: FastifyInstance, token: string, orderId: string, utr: string) {
  return app.inject({ method: 'POST', url: `/api/orders/${orderId}/payment/utr`, headers: bearer(token), payload: { utr } })
}
