import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCALES } from '@app/shared/messages/locales'
import { english } from '@app/shared/messages/english'
import { CATALOGUES } from '@app/shared/messages/catalogues'
import { createTranslator } from '@app/shared/messages/translate'
import { orderPayments, orders, users } from '#src/db/schema/index'
import { newOrderReference } from '#src/lib/order-reference'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { bearer, createProduct, createSignedInUser, uniqueIp } from '../../test/factories'

/**
 * Answers in the caller's language: Accept-Language first, then the signed-in account's language,
 * then English. Expected words come from the catalogues themselves, never written out here.
 */

const inHindi = createTranslator('hi', CATALOGUES.hi)

/** A message reference (`id` or `id {"json":"values"}`): an answer must never show one. */
const MESSAGE_REF = /^[a-z]+\.[A-Za-z.]+( \{.*\})?$/

type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>

let t: TestApp
let farmer: SignedIn
let buyer: SignedIn
let productId: string

beforeAll(async () => {
  t = await buildTestApp()
  ;[farmer, buyer] = await Promise.all([createSignedInUser(t.app, 'farmer'), createSignedInUser(t.app, 'buyer')])
  productId = (await createProduct(t.app, farmer.user.id, { unit: 'quintal', quantityAvailable: 10 })).id
})
afterAll(async () => {
  await t?.close()
})

function call(options: InjectOptions, language?: string): Promise<LightMyRequestResponse> {
  const headers = { ...(options.headers ?? {}), ...(language === undefined ? {} : { 'accept-language': language }) }
  return t.app.inject({ remoteAddress: uniqueIp(), ...options, headers })
}

/** A reset without a password: one field refused by the shared schema. */
const missingPassword: InjectOptions = { method: 'POST', url: '/api/user/resetPassword', payload: { token: 'abc' } }

/** More quintals than the listing has: a service error whose message carries a quantity and a unit. */
const tooMuch = (): InjectOptions => ({
  method: 'POST',
  url: '/api/orderProduct/addToCart',
  payload: { productId, quantity: 11 },
  headers: bearer(buyer.token),
})

describe('the language of an answer', () => {
  it('puts a validation error, its message and its field errors, into Hindi', async () => {
    const response = await call(missingPassword, 'hi')
    expect(response.statusCode).toBe(400)
    const text = inHindi.t('auth.passwordRequired')
    expect(text).not.toBe(english.t('auth.passwordRequired'))
    expect(response.json()).toEqual({
      message: text,
      code: 'VALIDATION_FAILED',
      fieldErrors: { password: [text] },
      requestId: expect.any(String),
    })
  })

  it('puts a service error with a quantity and a unit into Hindi, the unit included', async () => {
    const response = await call(tooMuch(), 'hi')
    expect(response.statusCode).toBe(400)
    const text = inHindi.t('quantity.aboveStock', { available: 10, unit: inHindi.t('unit.quintal') })
    expect(response.json()).toMatchObject({ message: text, fieldErrors: { quantity: [text] } })
    // The same call in English reads exactly as before.
    expect((await call(tooMuch())).json().message).toBe('Only 10 quintal left')
  })

  it('puts a 404 and a 409 naming an order status into Hindi', async () => {
    const missing = await call({ method: 'GET', url: '/api/products/00000000-0000-4000-8000-000000000000' }, 'hi')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe(inHindi.t('products.notFound'))

    const [order] = await t.app.db
      .insert(orders)
      .values({
        reference: newOrderReference(),
        buyerId: buyer.user.id,
        farmerId: farmer.user.id,
        status: 'placed',
        subtotal: 100,
        total: 100,
      })
      .returning()
    await t.app.db.insert(orderPayments).values({ orderId: order!.id, method: 'cod' })
    // Packing comes after accepting: a placed order cannot be packed.
    const early = {
      method: 'POST',
      url: `/api/orders/${order!.id}/transitions`,
      payload: { action: 'pack' },
      headers: bearer(farmer.token),
    } as const
    const conflict = await call(early, 'hi')
    expect(conflict.statusCode).toBe(409)
    expect(conflict.json().message).toBe(inHindi.t('orders.illegalTransition', { status: inHindi.t('orders.statusInSentence.placed') }))
    expect((await call(early)).json().message).toBe('This order is placed: that step is not possible now')
  })

  it('answers a success message in Hindi', async () => {
    const product = await createProduct(t.app, farmer.user.id)
    const response = await call(
      { method: 'POST', url: '/api/orderProduct/addToCart', payload: { productId: product.id }, headers: bearer(buyer.token) },
      'hi',
    )
    expect(response.statusCode).toBe(201)
    expect(response.json().message).toBe(inHindi.t('cart.added'))
  })

  it('takes the first language it speaks from Accept-Language, by q-value', async () => {
    const message = async (language: string) => (await call(missingPassword, language)).json().message
    expect(await message('hi-IN,hi;q=0.9,en;q=0.8')).toBe(inHindi.t('auth.passwordRequired'))
    expect(await message('fr')).toBe('Password is required')
    expect(await message('fr-FR, en;q=0.2, hi;q=0.5')).toBe(inHindi.t('auth.passwordRequired'))
    expect(await message('*')).toBe('Password is required')
    expect((await call(missingPassword)).json().message).toBe('Password is required')
  })

  it('answers a signed-in caller who names no language in the account’s language', async () => {
    const reader = await createSignedInUser(t.app, 'buyer')
    await t.app.db.update(users).set({ language: 'hi' }).where(eq(users.id, reader.user.id))
    const marked = { method: 'POST', url: '/api/me/notifications/read', payload: {}, headers: bearer(reader.token) } as const
    expect((await call(marked)).json().message).toBe(inHindi.t('notifications.marked'))
    // The header still wins over the account.
    expect((await call(marked, 'en')).json().message).toBe('Marked as read')
    // Before the session is read (a public route), English.
    expect((await call({ ...missingPassword, headers: bearer(reader.token) })).json().message).toBe('Password is required')
  })

  it('marks API answers and error answers as varying on Accept-Language', async () => {
    const answers = [
      await call({ method: 'GET', url: '/api/health' }),
      await call(missingPassword, 'hi'),
      await call({ method: 'GET', url: '/api/no-such-route' }, 'hi'),
      await call({ method: 'GET', url: '/uploads/products/none.webp' }),
    ]
    for (const answer of answers) expect(answer.headers.vary, answer.body).toMatch(/(^|, *)Accept-Language(,|$)/i)
  })

  it('never shows a message reference, whatever the language and however the call fails', async () => {
    const failing: InjectOptions[] = [
      missingPassword,
      tooMuch(),
      { method: 'POST', url: '/api/user/signup', payload: { name: '', email: 'nope', password: '1' } },
      { method: 'POST', url: '/api/user/signin', payload: { email: 'nobody@example.in', password: 'wrong-pass-1' } },
      { method: 'POST', url: '/api/user/signin', payload: '{"broken', headers: { 'content-type': 'application/json' } },
      { method: 'POST', url: '/api/user/signin', payload: 'x', headers: { 'content-type': 'text/csv' } },
      { method: 'GET', url: '/api/orders' },
      { method: 'GET', url: '/api/addProductByFarmer/get-productByFarmer', headers: bearer(buyer.token) },
      { method: 'GET', url: '/api/products/not-a-uuid' },
      { method: 'GET', url: '/api/orderProduct/get-AllListedProduct?limit=0&sort=sideways' },
      { method: 'GET', url: '/api/weather/%2E%2E' },
      { method: 'GET', url: '/api/nothing/here' },
      { method: 'DELETE', url: '/api/me/cart/00000000-0000-4000-8000-000000000000', headers: bearer(buyer.token) },
      { method: 'POST', url: '/api/me/checkout', payload: { orders: [], confirmedTotal: 0 }, headers: bearer(buyer.token) },
      { method: 'PATCH', url: '/api/me/language', payload: { language: 'fr' }, headers: bearer(buyer.token) },
      {
        method: 'POST',
        url: '/api/setProfileImg/set-profile-image',
        payload: '{}',
        headers: { ...bearer(buyer.token), 'content-type': 'application/json' },
      },
    ]
    for (const language of [undefined, ...LOCALES]) {
      for (const options of failing) {
        const response = await call(options, language)
        const where = `${options.method} ${options.url} (${language ?? 'no language'}): ${response.body}`
        expect(response.statusCode, where).toBeGreaterThanOrEqual(400)
        const { message, fieldErrors = {} } = response.json() as { message: string; fieldErrors?: Record<string, string[]> }
        expect(message, where).not.toMatch(MESSAGE_REF)
        for (const text of Object.values(fieldErrors).flat()) expect(text, where).not.toMatch(MESSAGE_REF)
      }
    }
  })
})
