import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ProductReviewsResponseSchema, publicBuyerName } from '@app/shared/reviews'
import { orderLines, orders, reviews, users } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createProduct, createUser, signIn } from '../../../test/factories'

let t: TestApp
let farmerId: string
let productId: string
const DAY = 24 * 60 * 60 * 1000
const url = (id: string) => `/api/products/${id}/reviews`

/** A delivered one-line order of the listing by `buyerId`, reviewed at `at`, straight into the tables. */
async function reviewed(buyerId: string, listing: string, productRating: number, comment: string, at: Date) {
  const [order] = await t.app.db
    .insert(orders)
    .values({
      reference: `KS${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`,
      buyerId,
      farmerId,
      status: 'delivered',
      subtotal: 100,
      total: 100,
    })
    .returning()
  const [line] = await t.app.db
    .insert(orderLines)
    .values({ orderId: order!.id, productId: listing, productName: 'Tomato', unit: 'kg', quantity: 2, pricePerUnit: 50, amount: 100 })
    .returning()
  await t.app.db.insert(reviews).values({
    orderId: order!.id,
    orderLineId: line!.id,
    productId: listing,
    farmerId,
    buyerId,
    productRating,
    farmerRating: 5,
    comment,
    createdAt: at,
  })
}

beforeAll(async () => {
  t = await buildTestApp()
  farmerId = (await createUser(t.app, { role: 'farmer', name: 'Asha Patil' })).user.id
  productId = (await createProduct(t.app, farmerId, { name: 'Tomato' })).id
  const buyers = await Promise.all(
    ['Meera Kulkarni', 'Ravi', 'Sunil Kumar Yadav', '  anil   shah '].map((name) => createUser(t.app, { role: 'buyer', name })),
  )
  const now = Date.now()
  for (const [index, buyer] of buyers.entries()) {
    await reviewed(buyer.user.id, productId, [5, 3, 4, 4][index]!, `Review ${index + 1}`, new Date(now - (10 - index) * DAY))
  }
})
afterAll(async () => {
  await t?.close()
})

describe('GET /api/products/:id/reviews', () => {
  it('answers anyone the newest reviews first, buyers by first name and last initial, with the count and average', async () => {
    const response = await t.app.inject({ method: 'GET', url: url(productId) })
    expect(response.statusCode).toBe(200)
    const body = ProductReviewsResponseSchema.parse(response.json())
    expect(body.reviews.map((review) => [review.comment, review.buyerName, review.productRating])).toEqual([
      ['Review 4', 'anil S.', 4],
      ['Review 3', 'Sunil Y.', 4],
      ['Review 2', 'Ravi', 3],
      ['Review 1', 'Meera K.', 5],
    ])
    expect(body).toMatchObject({ total: 4, average: '4.0', hasMore: false })
    // Never the buyer's whole name, id or anything of the order.
    expect(response.body).not.toContain('Kulkarni')
    expect(Object.keys(body.reviews[0]!).sort()).toEqual(['_id', 'buyerName', 'comment', 'createdAt', 'productRating'])
  })

  it('pages with limit and offset', async () => {
    const first = ProductReviewsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: url(productId), query: { limit: '3' } })).json(),
    )
    expect(first.reviews.map((review) => review.comment)).toEqual(['Review 4', 'Review 3', 'Review 2'])
    expect(first).toMatchObject({ total: 4, hasMore: true })
    const rest = ProductReviewsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: url(productId), query: { limit: '3', offset: '3' } })).json(),
    )
    expect(rest.reviews.map((review) => review.comment)).toEqual(['Review 1'])
    expect(rest.hasMore).toBe(false)
  })

  it('answers a listing without reviews with none', async () => {
    const quiet = await createProduct(t.app, farmerId, { name: 'Okra' })
    const body = ProductReviewsResponseSchema.parse((await t.app.inject({ method: 'GET', url: url(quiet.id) })).json())
    expect(body).toEqual({ reviews: [], total: 0, average: null, hasMore: false })
  })

  it.each([
    [{ limit: '0' }, 'limit', 'limit must be a whole number from 1 to 50'],
    [{ limit: '51' }, 'limit', 'limit must be a whole number from 1 to 50'],
    [{ offset: '-2' }, 'offset', 'offset must be a whole number from 0 to 10000'],
  ])('answers 400 to %j', async (query, field, message) => {
    const response = await t.app.inject({ method: 'GET', url: url(productId), query })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ message, fieldErrors: { [field]: [message] } })
  })

  it('answers 404 for an unknown listing, and for a real farm’s listing asked by a demo account', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: url(randomUUID()) })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ message: 'Product not found' })
    expect((await t.app.inject({ method: 'GET', url: url('not-an-id') })).statusCode).toBe(400)

    const demo = await createUser(t.app, { role: 'buyer', name: 'Demo Buyer' })
    await t.app.db.update(users).set({ isDemo: true }).where(eq(users.id, demo.user.id))
    const token = await signIn(t.app, demo.user.email, demo.password)
    const hidden = await t.app.inject({ method: 'GET', url: url(productId), headers: bearer(token) })
    expect(hidden.statusCode).toBe(404)
    expect(hidden.json()).toMatchObject({ message: 'Product not found' })
  })
})

describe('publicBuyerName', () => {
  it('keeps the first name and the initial of the last', () => {
    expect(publicBuyerName('Meera Kulkarni')).toBe('Meera K.')
    expect(publicBuyerName('Ravi')).toBe('Ravi')
    expect(publicBuyerName('मीरा कुलकर्णी')).toBe('मीरा क.')
    expect(publicBuyerName('')).toBe('')
  })
})
