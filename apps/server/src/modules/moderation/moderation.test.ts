import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NotificationsResponse } from '@app/shared/notifications'
import type { FarmerProductsResponse } from '@app/shared/products'
import { auditLog, notifications, orderEvents, orders, reports, sessions, users } from '#src/db/schema/index'
import { browseListings } from '../../../test/browse'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createOperator, createProduct, createUser, putInCart, signIn, type TestOperator } from '../../../test/factories'
import { waitFor } from '../notifications/test-helpers'
import { checkoutAll, giveBuyerProfile, giveFarmerProfile, preview, productRow, step } from '../orders/test-helpers'

/** Reports, and the operator's decisions with everything each one sets off. */

let t: TestApp
let operator: TestOperator

beforeAll(async () => {
  t = await buildTestApp()
  operator = await createOperator(t.app)
})

afterAll(async () => {
  await t.close()
})

async function account(role: 'farmer' | 'buyer', name = role === 'farmer' ? 'Ravi Farmer' : 'Meena Buyer') {
  const { user, password } = await createUser(t.app, { role, name })
  if (role === 'farmer') await giveFarmerProfile(t.app, user.id)
  else await giveBuyerProfile(t.app, user.id)
  return { user, password, token: await signIn(t.app, user.email, password) }
}

function post(url: string, token: string | null, payload: object) {
  return t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} })
}

function decide(url: string, reason = 'Photos copied from another farm') {
  return post(url, operator.token, { reason })
}

/** The bell's rows of a user, read from the table (a suspended user cannot ask the API). */
async function noticesOf(userId: string) {
  return t.app.db.select().from(notifications).where(eq(notifications.userId, userId))
}

async function auditOf(action: string, targetId: string) {
  return t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
}

describe('reports', () => {
  it('takes one open report per reporter and target, with a preset reason', async () => {
    const farmer = await account('farmer')
    const buyer = await account('buyer')
    const product = await createProduct(t.app, farmer.user.id, { name: 'Fake Saffron' })
    const first = await post('/api/reports', buyer.token, { target: 'listing', targetId: product.id, reason: 'fraud' })
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json().message).toBe('Thank you. KisanSetu will look into your report.')
    const again = await post('/api/reports', buyer.token, { target: 'listing', targetId: product.id, reason: 'spam' })
    expect(again.statusCode).toBe(409)
    // The account is another target: its own report.
    const ofAccount = await post('/api/reports', buyer.token, { target: 'account', targetId: farmer.user.id, reason: 'abusive' })
    expect(ofAccount.statusCode, ofAccount.body).toBe(201)
    const rows = await t.app.db.select().from(reports).where(eq(reports.reporterId, buyer.user.id))
    expect(rows).toHaveLength(2)
  })

  it('needs words for “other”, refuses one’s own listing or account, and targets that do not exist', async () => {
    const farmer = await account('farmer')
    const product = await createProduct(t.app, farmer.user.id)
    const buyer = await account('buyer')
    const other = await post('/api/reports', buyer.token, { target: 'listing', targetId: product.id, reason: 'other' })
    expect(other.statusCode).toBe(400)
    expect(other.json().fieldErrors.details).toEqual(['Tell us what is wrong'])
    expect((await post('/api/reports', farmer.token, { target: 'listing', targetId: product.id, reason: 'spam' })).statusCode).toBe(400)
    expect((await post('/api/reports', farmer.token, { target: 'account', targetId: farmer.user.id, reason: 'spam' })).statusCode).toBe(400)
    const missing = await post('/api/reports', buyer.token, {
      target: 'listing',
      targetId: '00000000-0000-4000-8000-000000000000',
      reason: 'spam',
    })
    expect(missing.statusCode).toBe(404)
    expect((await post('/api/reports', buyer.token, { target: 'account', targetId: operator.user.id, reason: 'spam' })).statusCode).toBe(
      404,
    )
    expect((await post('/api/reports', null, { target: 'account', targetId: farmer.user.id, reason: 'spam' })).statusCode).toBe(401)
  })

  it('lists open reports, oldest first, for operators only, with the target as it stands', async () => {
    const farmer = await account('farmer', 'Queue Farmer')
    const buyer = await account('buyer', 'Queue Buyer')
    const product = await createProduct(t.app, farmer.user.id, { name: 'Queue Onion' })
    await post('/api/reports', buyer.token, { target: 'listing', targetId: product.id, reason: 'misleading', details: 'Not onions' })
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: bearer(operator.token) })
    expect(queue.statusCode).toBe(200)
    const report = queue.json().reports.find((row: { listing: { _id: string } | null }) => row.listing?._id === product.id)
    expect(report).toMatchObject({
      target: 'listing',
      reason: 'misleading',
      details: 'Not onions',
      reporter: { name: 'Queue Buyer' },
      listing: { name: 'Queue Onion', hidden: false },
      account: { _id: farmer.user.id, name: 'Queue Farmer', suspended: false },
      openOnTarget: 1,
    })
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: bearer(buyer.token) })).statusCode).toBe(403)
  })

  it('dismisses a report with a reason, recorded in the audit log', async () => {
    const farmer = await account('farmer')
    const buyer = await account('buyer')
    const created = await post('/api/reports', buyer.token, { target: 'account', targetId: farmer.user.id, reason: 'spam' })
    const id = created.json().report._id
    expect((await post(`/api/admin/reports/${id}/dismiss`, operator.token, { reason: '' })).statusCode).toBe(400)
    const dismissed = await decide(`/api/admin/reports/${id}/dismiss`, 'Ordinary listing, nothing wrong')
    expect(dismissed.statusCode, dismissed.body).toBe(200)
    const [row] = await t.app.db.select().from(reports).where(eq(reports.id, id))
    expect(row).toMatchObject({ resolvedBy: operator.user.id, resolution: 'Ordinary listing, nothing wrong' })
    expect(await auditOf('operator.report_dismissed', id)).toHaveLength(1)
    expect((await decide(`/api/admin/reports/${id}/dismiss`)).statusCode).toBe(404)
    // Closed, the reporter may report again.
    expect((await post('/api/reports', buyer.token, { target: 'account', targetId: farmer.user.id, reason: 'spam' })).statusCode).toBe(201)
  })
})

describe('hiding a listing', () => {
  it('takes it from Browse, its page, the cart and checkout for others; its farmer sees it marked with the reason and is told', async () => {
    const farmer = await account('farmer')
    const buyer = await account('buyer')
    const product = await createProduct(t.app, farmer.user.id, { name: 'Hidden Mango Pulp' })
    await post('/api/reports', buyer.token, { target: 'listing', targetId: product.id, reason: 'prohibited' })
    await putInCart(t.app, buyer.user.id, product.id)
    expect((await browseListings(t.app, { search: 'Hidden Mango' })).names).toEqual(['Hidden Mango Pulp'])

    const hidden = await decide(`/api/admin/listings/${product.id}/hide`, 'Sold without an FSSAI licence')
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect((await decide(`/api/admin/listings/${product.id}/hide`)).statusCode).toBe(409)

    expect((await browseListings(t.app, { search: 'Hidden Mango' })).names).toEqual([])
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, headers: bearer(buyer.token) })).statusCode).toBe(404)
    const own = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, headers: bearer(farmer.token) })
    expect(own.statusCode).toBe(200)
    const mine = await t.app.inject({ method: 'GET', url: '/api/addProductByFarmer/get-productByFarmer', headers: bearer(farmer.token) })
    const rows = (mine.json() as FarmerProductsResponse).getAllProduct
    expect(rows.find((row) => row._id === product.id)?.hidden?.reason).toBe('Sold without an FSSAI licence')

    const cart = await t.app.inject({ method: 'GET', url: '/api/orderProduct/getProductFromCart', headers: bearer(buyer.token) })
    expect(cart.statusCode, cart.body).toBe(200)
    expect(JSON.stringify(cart.json())).not.toContain('Hidden Mango Pulp')
    // Checkout is not ready while the hidden listing's line is in the cart.
    expect((await preview(t.app, buyer.token)).ready).toBe(false)
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/orderProduct/addToCart',
      headers: bearer(buyer.token),
      payload: { productId: product.id },
    })
    expect(add.statusCode).toBe(404)

    const [report] = await t.app.db.select().from(reports).where(eq(reports.productId, product.id))
    expect(report!.resolvedAt).not.toBeNull()
    expect(await auditOf('operator.listing_hidden', product.id)).toHaveLength(1)
    const notices = await waitFor(
      () => noticesOf(farmer.user.id),
      (rows) => rows.length > 0,
    )
    expect(notices[0]!.link).toBe('/dashboard/farmer')
    const bell = await t.app.inject({ method: 'GET', url: '/api/me/notifications', headers: bearer(farmer.token) })
    expect((bell.json() as NotificationsResponse).notifications[0]!.text).toContain('Sold without an FSSAI licence')

    const restored = await decide(`/api/admin/listings/${product.id}/restore`, 'Licence shown')
    expect(restored.statusCode).toBe(200)
    expect((await browseListings(t.app, { search: 'Hidden Mango' })).names).toEqual(['Hidden Mango Pulp'])
    expect(await auditOf('operator.listing_restored', product.id)).toHaveLength(1)
    await waitFor(
      () => noticesOf(farmer.user.id),
      (rows) => rows.length === 2,
    )
  })
})

describe('suspending an account', () => {
  it('ends its sessions, hides its listings, cancels its open orders with stock back and tells both sides; sign-in says why', async () => {
    const farmer = await account('farmer', 'Suspended Farmer')
    const buyer = await account('buyer', 'Loyal Buyer')
    const product = await createProduct(t.app, farmer.user.id, { name: 'Suspended Wheat', quantityAvailable: 100 })
    const kept = await createProduct(t.app, farmer.user.id, { name: 'Suspended Rice', quantityAvailable: 50 })
    // Hidden on its own before: it stays hidden when the account is restored.
    expect((await decide(`/api/admin/listings/${kept.id}/hide`, 'Wrong photos')).statusCode).toBe(200)
    await putInCart(t.app, buyer.user.id, product.id, new Date(), { quantity: 10 })
    const [placed] = await checkoutAll(t.app, buyer.token)
    const accepted = (await checkoutAgain(buyer, product.id, farmer.token))!
    expect((await productRow(t.app, product.id)).quantityAvailable).toBe(80)
    await post('/api/reports', buyer.token, { target: 'account', targetId: farmer.user.id, reason: 'fraud' })

    const suspended = await decide(`/api/admin/accounts/${farmer.user.id}/suspend`, 'Took payments and never delivered')
    expect(suspended.statusCode, suspended.body).toBe(200)
    expect((await decide(`/api/admin/accounts/${farmer.user.id}/suspend`)).statusCode).toBe(409)

    // Sessions dead: the old token is refused at once.
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, farmer.user.id))).toEqual([])
    const old = await t.app.inject({ method: 'GET', url: '/api/me/notifications', headers: bearer(farmer.token) })
    expect(old.statusCode).toBe(401)
    // Listings gone from Browse, the storefront too.
    expect((await browseListings(t.app, { search: 'Suspended' })).names).toEqual([])
    expect((await t.app.inject({ method: 'GET', url: `/api/farmers/${farmer.user.id}` })).statusCode).toBe(404)
    // Orders cancelled by the system, stock back.
    for (const orderId of [placed!._id, accepted]) {
      const [order] = await t.app.db.select().from(orders).where(eq(orders.id, orderId))
      expect(order!.status).toBe('cancelled')
      const [event] = await t.app.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'cancelled')))
      expect(event).toMatchObject({ actor: 'system', cause: 'account_suspended' })
    }
    expect((await productRow(t.app, product.id)).quantityAvailable).toBe(100)
    // The report closed; the audit log has the decision with what it did.
    const [report] = await t.app.db.select().from(reports).where(eq(reports.accountId, farmer.user.id))
    expect(report!.resolvedAt).not.toBeNull()
    const [entry] = await auditOf('operator.account_suspended', farmer.user.id)
    expect(entry).toMatchObject({ reason: 'Took payments and never delivered', details: { ordersCancelled: 2, listingsHidden: 1 } })
    // Both sides told: the buyer of each order's cancellation, the farmer of the suspension too.
    await waitFor(
      () => noticesOf(buyer.user.id),
      (rows) => rows.filter((row) => row.text.includes('account_suspended')).length === 2,
    )
    const farmerNotices = await waitFor(
      () => noticesOf(farmer.user.id),
      (rows) => rows.some((row) => row.text.includes('notice.accountSuspended')),
    )
    expect(farmerNotices.some((row) => row.text.includes('notice.systemCancel.account_suspended'))).toBe(true)

    // Signing in again is refused, with the operator's reason.
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/user/signin',
      payload: { email: farmer.user.email, password: farmer.password },
      remoteAddress: '10.9.8.7',
    })
    expect(signin.statusCode).toBe(403)
    expect(signin.json().message).toBe(
      'KisanSetu has suspended this account, so it cannot sign in. Reason: Took payments and never delivered',
    )
    // A wrong password learns nothing of the suspension.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/user/signin',
      payload: { email: farmer.user.email, password: 'not-the-password-1' },
      remoteAddress: '10.9.8.8',
    })
    expect(wrong.statusCode).toBe(401)

    // Restored: signs in again; the listing hidden with the account is back, the one hidden on its own is not.
    const restored = await decide(`/api/admin/accounts/${farmer.user.id}/restore`, 'Refunds made')
    expect(restored.statusCode, restored.body).toBe(200)
    expect(await signIn(t.app, farmer.user.email, farmer.password)).toBeTruthy()
    expect((await browseListings(t.app, { search: 'Suspended' })).names).toEqual(['Suspended Wheat'])
    const [user] = await t.app.db.select().from(users).where(eq(users.id, farmer.user.id))
    expect(user).toMatchObject({ suspendedAt: null, suspendedReason: null })
    expect(await auditOf('operator.account_restored', farmer.user.id)).toHaveLength(1)
  })

  it('cancels a suspended buyer’s open orders too, and refuses operators and unknown accounts', async () => {
    const farmer = await account('farmer')
    const buyer = await account('buyer')
    const product = await createProduct(t.app, farmer.user.id, { quantityAvailable: 30 })
    await putInCart(t.app, buyer.user.id, product.id, new Date(), { quantity: 5 })
    const [order] = await checkoutAll(t.app, buyer.token)
    expect((await decide(`/api/admin/accounts/${buyer.user.id}/suspend`, 'Fake orders')).statusCode).toBe(200)
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order!._id))
    expect(row!.status).toBe('cancelled')
    expect((await productRow(t.app, product.id)).quantityAvailable).toBe(30)
    expect((await decide(`/api/admin/accounts/${operator.user.id}/suspend`)).statusCode).toBe(404)
    expect((await decide('/api/admin/accounts/00000000-0000-4000-8000-000000000000/suspend')).statusCode).toBe(404)
    expect((await decide(`/api/admin/accounts/${farmer.user.id}/restore`)).statusCode).toBe(409)
  })
})

describe('an operator’s notice', () => {
  it('reaches the user’s bell as written, and the audit log', async () => {
    const buyer = await account('buyer')
    const sent = await post(`/api/admin/accounts/${buyer.user.id}/notice`, operator.token, { message: 'Please add your PIN code' })
    expect(sent.statusCode, sent.body).toBe(200)
    expect((await post(`/api/admin/accounts/${buyer.user.id}/notice`, operator.token, { message: '  ' })).statusCode).toBe(400)
    const bell = await waitFor(
      async () =>
        (await t.app.inject({ method: 'GET', url: '/api/me/notifications', headers: bearer(buyer.token) })).json() as NotificationsResponse,
      (value) => value.unread === 1,
    )
    expect(bell.notifications[0]!.text).toBe('A message from KisanSetu: Please add your PIN code')
    expect(await auditOf('operator.notice_sent', buyer.user.id)).toHaveLength(1)
  })
})

/** A second order of the same listing, accepted by its farmer; its id. */
async function checkoutAgain(buyer: { user: { id: string }; token: string }, productId: string, farmerToken: string) {
  await putInCart(t.app, buyer.user.id, productId, new Date(), { quantity: 10 })
  const [order] = await checkoutAll(t.app, buyer.token)
  await step(t.app, farmerToken, order!._id, 'accept')
  return order?._id
}
