import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderStatus } from '@app/shared/orders'
import { ProductResponseSchema } from '@app/shared/products'
import { averageRating } from '@app/shared/ratings'
import { FarmerRatingResponseSchema, OrderReviewsResponseSchema, ReviewCreatedResponseSchema } from '@app/shared/reviews'
import { orderLines, orders, products } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createProduct, createSignedInUser } from '../../../test/factories'

type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>

let t: TestApp
let farmer: SignedIn
let buyer: SignedIn
let otherBuyer: SignedIn

beforeAll(async () => {
  t = await buildTestApp()
  ;[farmer, buyer, otherBuyer] = await Promise.all([
    createSignedInUser(t.app, 'farmer'),
    createSignedInUser(t.app, 'buyer'),
    createSignedInUser(t.app, 'buyer'),
  ])
})
afterAll(async () => {
  await t?.close()
})

/** An order of `buyer` from `farmer` in `status`, with one line per product, straight into the tables. */
async function orderOf(status: OrderStatus, productIds: string[]) {
  const [order] = await t.app.db
    .insert(orders)
    .values({
      reference: `KS${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`,
      buyerId: buyer.user.id,
      farmerId: farmer.user.id,
      status,
      subtotal: 100 * productIds.length,
      total: 100 * productIds.length,
    })
    .returning()
  const lines = await t.app.db
    .insert(orderLines)
    .values(
      productIds.map((productId) => ({
        orderId: order!.id,
        productId,
        productName: 'Onion',
        unit: 'kg',
        quantity: 2,
        pricePerUnit: 50,
        amount: 100,
      })),
    )
    .returning()
  return { order: order!, lines }
}

const reviewUrl = (orderId: string, lineId: string) => `/api/orders/${orderId}/lines/${lineId}/review`

function review(token: string, orderId: string, lineId: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: reviewUrl(orderId, lineId), headers: bearer(token), payload })
}

async function ratingsOf(productId: string) {
  const [row] = await t.app.db.select({ ratings: products.ratings }).from(products).where(eq(products.id, productId))
  return row!.ratings
}

describe('reviews of delivered orders', () => {
  it('rates the product and the farmer once per line; the listing’s ratings come from the reviews', async () => {
    const product = await createProduct(t.app, farmer.user.id)
    expect(await ratingsOf(product.id)).toEqual([])
    const { order, lines } = await orderOf('delivered', [product.id])

    const listed = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/reviews`, headers: bearer(buyer.token) })
    expect(OrderReviewsResponseSchema.parse(listed.json()).lines).toEqual([
      { lineId: lines[0]!.id, productName: 'Onion', review: null, canReview: true },
    ])

    const first = await review(buyer.token, order.id, lines[0]!.id, { productRating: 4, farmerRating: '5', comment: '  Fresh and dry  ' })
    expect(first.statusCode, first.body).toBe(201)
    const created = ReviewCreatedResponseSchema.parse(first.json())
    expect(created.message).toBe('Thank you for your review')
    expect(created.review).toMatchObject({ productRating: 4, farmerRating: 5, comment: 'Fresh and dry', buyerName: buyer.user.name })
    expect(await ratingsOf(product.id)).toEqual([4])

    const again = await review(buyer.token, order.id, lines[0]!.id, { productRating: 1, farmerRating: 1 })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('You have already reviewed this item')
    expect(await ratingsOf(product.id)).toEqual([4])

    // The farmer sees the review and cannot write one.
    const seen = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/reviews`, headers: bearer(farmer.token) })
    expect(OrderReviewsResponseSchema.parse(seen.json()).lines[0]).toMatchObject({ canReview: false, review: { productRating: 4 } })
    // What a listing's page shows.
    const detail = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })
    expect(averageRating(ProductResponseSchema.parse(detail.json()).product.ratings)).toBe('4.0')
  })

  it('refuses a review before delivery, of someone else’s order, and out-of-range ratings', async () => {
    const product = await createProduct(t.app, farmer.user.id)
    const accepted = await orderOf('accepted', [product.id])
    const early = await review(buyer.token, accepted.order.id, accepted.lines[0]!.id, { productRating: 5, farmerRating: 5 })
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toBe('You can review an order once it is delivered')

    const delivered = await orderOf('completed', [product.id])
    const stranger = await review(otherBuyer.token, delivered.order.id, delivered.lines[0]!.id, { productRating: 5, farmerRating: 5 })
    expect(stranger.statusCode).toBe(404)
    const byFarmer = await review(farmer.token, delivered.order.id, delivered.lines[0]!.id, { productRating: 5, farmerRating: 5 })
    expect(byFarmer.statusCode).toBe(403)
    const strangerList = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${delivered.order.id}/reviews`,
      headers: bearer(otherBuyer.token),
    })
    expect(strangerList.statusCode).toBe(404)

    const bad = await review(buyer.token, delivered.order.id, delivered.lines[0]!.id, {
      productRating: 6,
      farmerRating: 0,
      comment: 'x'.repeat(1001),
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fieldErrors).toEqual({
      productRating: ['Rate the product from 1 to 5 stars'],
      farmerRating: ['Rate the farmer from 1 to 5 stars'],
      comment: ['A comment can be at most 1000 characters'],
    })
    expect(await ratingsOf(product.id)).toEqual([])
  })

  it('two racing reviews of one line: one is written, the other is refused', async () => {
    const product = await createProduct(t.app, farmer.user.id)
    const { order, lines } = await orderOf('delivered', [product.id])
    const results = await Promise.all([
      review(buyer.token, order.id, lines[0]!.id, { productRating: 3, farmerRating: 3 }),
      review(buyer.token, order.id, lines[0]!.id, { productRating: 5, farmerRating: 5 }),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409])
    expect(await ratingsOf(product.id)).toHaveLength(1)
  })

  it('gives the farmer’s average over every review', async () => {
    const farmerOnly = await createSignedInUser(t.app, 'farmer')
    const none = await t.app.inject({ method: 'GET', url: `/api/farmers/${farmerOnly.user.id}/rating` })
    expect(FarmerRatingResponseSchema.parse(none.json())).toEqual({ average: null, count: 0 })

    const p1 = await createProduct(t.app, farmer.user.id)
    const p2 = await createProduct(t.app, farmer.user.id)
    const before = FarmerRatingResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/farmers/${farmer.user.id}/rating` })).json(),
    )
    const { order, lines } = await orderOf('delivered', [p1.id, p2.id])
    await review(buyer.token, order.id, lines[0]!.id, { productRating: 5, farmerRating: 4 })
    await review(buyer.token, order.id, lines[1]!.id, { productRating: 5, farmerRating: 5 })
    const after = FarmerRatingResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/farmers/${farmer.user.id}/rating` })).json(),
    )
    expect(after.count).toBe(before.count + 2)
    const notAFarmerId = await t.app.inject({ method: 'GET', url: '/api/farmers/not-an-id/rating' })
    expect(notAFarmerId.statusCode).toBe(400)
  })
})
