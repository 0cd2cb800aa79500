import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { localePath, orderDetailsPath } from '@app/shared/paths'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer } from '../../../test/factories'
import { signUpByPhone, smsOutbox } from '../../../test/phone-accounts'
import { readOutbox } from '../auth/outbox.test-helpers'
import { checkoutAll, step } from '../orders/test-helpers'

/**
 * A farmer and a buyer who registered with a mobile number alone (no email) use the marketplace
 * through the real routes: a listing, a cart, an order, the screens that show the account's email,
 * and the order's notifications, which reach them by SMS and never as mail.
 */

let t: TestApp
let farmer: Awaited<ReturnType<typeof signUpByPhone>>
let buyer: Awaited<ReturnType<typeof signUpByPhone>>

beforeAll(async () => {
  t = await buildTestApp()
  farmer = await signUpByPhone(t.app, t.dataDir, { role: 'farmer', name: 'Phone Farmer' })
  buyer = await signUpByPhone(t.app, t.dataDir, { role: 'buyer', name: 'Phone Buyer' })
})
afterAll(async () => {
  await t?.close()
})

function call(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })
}

/** The SMS outbox once it holds a text to `to` that carries `link` (a background job sends it). */
function smsOutboxOnceSent(to: string, link: string) {
  return vi.waitFor(
    async () => {
      const texts = await smsOutbox(t.dataDir)
      if (!texts.some((sms) => sms.to === to && sms.text.includes(link))) throw new Error(`no SMS to ${to} with ${link} yet`)
      return texts
    },
    { timeout: 15_000, interval: 150 },
  )
}

/** The account's bell once it holds `count` notices (background jobs write them). */
function waitForBell(token: string, count: number) {
  return vi.waitFor(
    async () => {
      const notices = (await call('GET', '/api/me/notifications', token)).json().notifications as unknown[]
      if (notices.length < count) throw new Error(`${notices.length} notices yet`)
      return notices
    },
    { timeout: 15_000, interval: 150 },
  )
}

describe('phone-only accounts', () => {
  it('a farmer lists a product, a buyer orders it, and each hears of the order by SMS, not mail', async () => {
    const listed = await call('POST', '/api/addProductByFarmer/add-productByFarmer', farmer.token, {
      name: 'Sona Masoori',
      category: 'grain',
      pricePerUnit: 62,
      quantityAvailable: 300,
      unit: 'kg',
    })
    expect(listed.statusCode, listed.body).toBe(201)
    const productId = listed.json().product._id as string

    const added = await call('POST', '/api/orderProduct/addToCart', buyer.token, { productId })
    expect(added.statusCode, added.body).toBe(201)
    // The farmer sees the buyer's interest; the buyer has no email to show.
    const requests = await call('GET', '/api/addProductByFarmer/requestToBuyProducts', farmer.token)
    expect(requests.statusCode, requests.body).toBe(200)
    expect(requests.json().checkProductIds[0].userId).toEqual({ _id: buyer.user._id, name: 'Phone Buyer', email: null })

    const [order] = await checkoutAll(t.app, buyer.token)
    const link = `${t.config.publicUrl}${localePath('en', orderDetailsPath(order!._id))}`
    // The farmer hears of the new order, and the buyer of their own.
    await smsOutboxOnceSent(farmer.mobile, link)
    const placed = await smsOutboxOnceSent(buyer.mobile, link)
    expect(placed.filter((sms) => sms.text.includes(link)).map((sms) => sms.to)).toEqual(
      expect.arrayContaining([farmer.mobile, buyer.mobile]),
    )

    await step(t.app, farmer.token, order!._id, 'accept')
    const bell = await waitForBell(buyer.token, 2)
    expect(bell).toHaveLength(2)
    expect(await readOutbox(t.dataDir)).toEqual([])
  })

  it('shows a phone-only account’s profile with no email', async () => {
    const saved = await call('POST', '/api/farmerProfile/add-farmerProfile', farmer.token, {
      phone: '9876543210',
      location: { city: 'Nashik', state: 'Maharashtra', pin: '422001' },
      farmSize: 6.5,
      isCertifiedSustainable: false,
    })
    expect(saved.statusCode, saved.body).toBe(201)
    const farmerProfile = await call('GET', '/api/farmerProfile/get-farmerProfile', farmer.token)
    expect(farmerProfile.statusCode, farmerProfile.body).toBe(200)
    expect(farmerProfile.json().getFarmerProfile[0]).toMatchObject({ name: 'Phone Farmer', email: null })

    const buyerSaved = await call('POST', '/api/buyerProfile/add-buyerProfile', buyer.token, {
      phone: '9876501234',
      address: '12 MG Road',
      preferences: ['Rice'],
      location: { city: 'Mumbai', state: 'Maharashtra' },
    })
    expect(buyerSaved.statusCode, buyerSaved.body).toBe(201)
    expect(buyerSaved.json().profile).toMatchObject({ name: 'Phone Buyer', email: null })
  })
})
