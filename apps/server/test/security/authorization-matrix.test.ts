import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '@app/shared/roles'
import { startFakeWeather, type FakeWeather } from '@app/test-support/fake-weather'
import {
  cartItems,
  certificates,
  complaints,
  farmerVerifications,
  orderEvents,
  orderLines,
  orderPayments,
  orders,
  products,
  reports,
  users,
  type ProductRow,
} from '#src/db/schema/index'
import { hashPassword } from '#src/lib/passwords'
import { insertSession, SESSION_TTL_MS } from '#src/lib/sessions'
import { randomToken, sha256 } from '#src/lib/tokens'
import { insertSecurityEvent, setUndoToken } from '#src/modules/accounts/account-security.repository'
import { insertUser as insertPhoneUser, replaceEmailToken } from '#src/modules/accounts/accounts.repository'
import { insertResetToken, insertUser } from '#src/modules/auth/auth.repository'
import { requestIdFor } from '#src/modules/requests/requests.service'
import { METRICS_PATH } from '#src/plugins/metrics'
import { DOCS_PREFIX } from '#src/plugins/swagger'
import { buildTestApp, type TestApp } from '../build-test-app'
import { bearer, createOperator, createProduct, putInCart, totpCode, uniqueEmail, uniqueIp } from '../factories'
import { jpeg } from '../images'
import { multipart, multipartForm } from '../multipart'
import { requestCode, uniqueMobile } from '../phone-accounts'

/**
 * Who may call what. Every API route the app registers has a row giving the
 * status each caller gets; every cell is driven against freshly seeded data with a valid request,
 * so a refusal can only come from authorization. A route without a row fails the suite.
 */

/**
 * The callers, as columns: nobody; the buyer whose cart holds the farmer's product; that farmer; a
 * farmer and a buyer with no stake; an operator (role `admin`), who runs the market from the
 * console's own routes and is no side of anyone's trade.
 */
const CALLERS = ['anonymous', 'buyer', 'owner', 'otherFarmer', 'otherBuyer', 'operator'] as const
type Caller = (typeof CALLERS)[number]

interface Actor {
  id: string
  email: string
  token: string
}

/** What each cell starts from: a product of `owner` in `buyer`'s cart, and both of their profiles. */
interface World {
  owner: Actor
  otherFarmer: Actor
  buyer: Actor
  otherBuyer: Actor
  operator: Actor
  product: ProductRow
  requestId: string
  /** The buyer's order of the product, once a row's prepare has checked it out. */
  orderId?: string
}

interface Row {
  /** Exactly as the app registered it: `PATCH /api/addProductByFarmer/update-productByFarmer/:id`. */
  route: string
  expect: Record<Caller, number>
  /** The request (without the caller's token); a valid one, so only authorization can refuse it. */
  request(world: World): Omit<InjectOptions, 'method'>
  /** Runs after seeding, before the call. */
  prepare?(world: World): Promise<void>
  /** The content type of its successful answer, when it is not JSON (a PDF); refusals are always JSON. */
  successType?: RegExp
  /** Checks what the answer shows or what it changed, beyond the status. */
  check?(response: LightMyRequestResponse, world: World, caller: Caller): Promise<void> | void
}

const PASSWORD = 'secret-pass-1'
const PUBLIC = { anonymous: 200, buyer: 200, owner: 200, otherFarmer: 200, otherBuyer: 200, operator: 200 }
const SIGNED_IN = { anonymous: 401, buyer: 200, owner: 200, otherFarmer: 200, otherBuyer: 200, operator: 200 }
const FARMERS = { anonymous: 401, buyer: 403, owner: 200, otherFarmer: 200, otherBuyer: 403, operator: 403 }
const FARMER_OWNER = { anonymous: 401, buyer: 403, owner: 200, otherFarmer: 404, otherBuyer: 403, operator: 403 }
const BUYERS = { anonymous: 401, buyer: 200, owner: 403, otherFarmer: 403, otherBuyer: 200, operator: 403 }
const BUYER_OWNER = { anonymous: 401, buyer: 200, owner: 403, otherFarmer: 403, otherBuyer: 404, operator: 403 }
/** An order's two sides see it; anyone else is told it does not exist. */
const ORDER_SIDES = { anonymous: 401, buyer: 200, owner: 200, otherFarmer: 404, otherBuyer: 404, operator: 404 }
const OPERATORS = { anonymous: 401, buyer: 403, owner: 403, otherFarmer: 403, otherBuyer: 403, operator: 200 }
/** A route no session opens: it takes a token of its own (GET /metrics, METRICS_TOKEN). */
const NO_SESSION = { anonymous: 401, buyer: 401, owner: 401, otherFarmer: 401, otherBuyer: 401, operator: 401 }
/** A complaint's thread: the order's two sides and operators; anyone else is told it does not exist. */
const COMPLAINT_READERS = { ...ORDER_SIDES, operator: 200 }
const created = (statuses: Record<Caller, number>) =>
  Object.fromEntries(CALLERS.map((caller) => [caller, statuses[caller] === 200 ? 201 : statuses[caller]])) as Record<Caller, number>

const PRODUCT_BODY = { name: 'Sona Masoori', category: 'grain', pricePerUnit: 62, quantityAvailable: 300, unit: 'kg' }
const FARMER_PROFILE = {
  phone: '9876543210',
  location: { city: 'Nashik', state: 'Maharashtra', pin: '422001' },
  farmSize: 6.5,
  isCertifiedSustainable: false,
}
const BUYER_PROFILE = {
  phone: '9876501234',
  address: '12 MG Road',
  preferences: ['Rice'],
  location: { city: 'Mumbai', state: 'Maharashtra' },
}
/** A valid city whose percent-encoded path is longer than the router's 100-character parameter. */
const LONG_CITY = 'तिरुवनंतपुरम'

let t: TestApp
/** An operator's second sign-in step, prepared by its row: the challenge the password earned and a code that is right for it. */
let operatorStep = { challenge: '', code: '' }
let weather: FakeWeather
let passwordHash: string
let photo: Buffer
/** The reset link of the cell being run (the resetPassword row's prepare writes it). */
let resetToken = ''
/** The order of the cell being run (the payment rows' prepare makes it). */
let paymentOrderId = ''
/** The number and SMS code of the cell being run (the phone rows' prepare asks for them). */
let phoneCode = { mobile: '', code: '' }
/** The email confirmation link of the cell being run (the verifyEmail row's prepare writes it). */
let emailToken = ''
/** The token of an undo link, made fresh for each cell. */
let undoToken = ''
/** The owner's verification or certificate of the cell being run (the review rows' prepare submits it). */
let reviewId = ''

const VERIFICATION_FORM = { legalName: 'Ravi Patil', farmAddress: 'Gat 4, Niphad, Nashik', fssaiLicence: '12345678901234' }
/** A certificate valid from a year ago to a year ahead. */
function certificateForm(): Record<string, string> {
  const day = (offset: number) => new Date(Date.now() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
  return { scheme: 'pgs-india', certificateId: 'PGS-MH-1', certifyingBody: 'Niphad local group', validFrom: day(-365), validTo: day(365) }
}

/** The owner submits a verification or a certificate with its photo, for an operator to review. */
async function submitForReview(w: World, kind: 'verification' | 'certificates'): Promise<void> {
  const { payload, headers } = multipartForm(kind === 'verification' ? VERIFICATION_FORM : certificateForm(), { data: photo })
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/me/${kind}`,
    payload,
    headers: { ...headers, ...bearer(w.owner.token) },
  })
  expect(response.statusCode, response.body).toBe(201)
  reviewId = response.json()[kind === 'verification' ? 'verification' : 'certificate']._id
}

/** An accepted order of the owner's product for the buyer, made by the owner's Confirm This Product (cash, nothing paid yet). */
async function acceptedOrder(w: World): Promise<string> {
  const confirm = await t.app.inject({
    method: 'POST',
    url: `/api/requests/${w.requestId}/products/${w.product.id}/confirm`,
    payload: { quantity: 1 },
    headers: bearer(w.owner.token),
  })
  expect(confirm.statusCode, confirm.body).toBe(201)
  const [order] = await t.app.db.select({ id: orders.id }).from(orders).where(eq(orders.farmerId, w.owner.id))
  return order!.id
}

let reviewLineId = ''

/** An accepted order (see acceptedOrder) the farmer has since delivered: its buyer may review it. */
async function deliveredOrder(w: World): Promise<string> {
  const orderId = await acceptedOrder(w)
  await t.app.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, orderId))
  return orderId
}

/** The photo link of the cell being run (the photo row's prepare adds it). */
let complaintPhotoUrl = ''
/** The complaint of the cell being run (the complaint rows' prepare opens it, as the buyer). */
let complaintId = ''

/** The report or account an operator's moderation row acts on, made by its prepare. */
let moderatedId = ''

/** The buyer reports the owner's listing: an open report for the operators' queue. */
async function fileReport(w: World): Promise<void> {
  const [row] = await t.app.db.insert(reports).values({ reporterId: w.buyer.id, productId: w.product.id, reason: 'fraud' }).returning()
  moderatedId = row!.id
}

/** A delivered order (with its delivery event, which opens the complaint window) and the buyer's complaint on it. */
async function complainedOrder(w: World, state?: 'with_operator'): Promise<string> {
  const orderId = await deliveredOrder(w)
  await t.app.db.insert(orderEvents).values({ orderId, actor: 'farmer', actorId: w.owner.id, status: 'delivered' })
  const opened = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/complaints`,
    payload: { kind: 'quality', text: 'Half the tomatoes were rotten' },
    headers: bearer(w.buyer.token),
  })
  expect(opened.statusCode, opened.body).toBe(201)
  complaintId = opened.json().complaint._id
  if (state) await t.app.db.update(complaints).set({ state }).where(eq(complaints.id, complaintId))
  return orderId
}

function listed(response: LightMyRequestResponse, key: string): Array<{ _id: string }> {
  return response.json()[key] as Array<{ _id: string }>
}

async function productNow(world: World) {
  const [row] = await t.app.db.select().from(products).where(eq(products.id, world.product.id))
  return row
}

/** The state of the complaint the last prepare opened. */
async function complaintStateNow() {
  const [row] = await t.app.db.select({ state: complaints.state }).from(complaints).where(eq(complaints.id, complaintId))
  return row!.state
}

/** The line of the world's product in the world's buyer's cart. */
async function buyersLine(world: World) {
  const [row] = await t.app.db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.buyerId, world.buyer.id), eq(cartItems.productId, world.product.id)))
  return row
}

/** A refused write leaves the product as it was. */
async function productUnchangedUnlessOwner(response: LightMyRequestResponse, world: World, caller: Caller) {
  const row = await productNow(world)
  if (caller === 'owner') return
  expect(row, `${caller} changed the product`).toEqual(world.product)
}

/** The world's buyer checks out the product: pickup, cash, one minimum order at its price. */
function checkoutPayload(world: World) {
  return {
    orders: [{ farmerId: world.owner.id, fulfilment: 'pickup', paymentMethod: 'cod' }],
    confirmedTotal: world.product.pricePerUnit * world.product.minOrderQuantity,
  }
}

async function placeOrder(world: World): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/me/checkout',
    payload: checkoutPayload(world),
    headers: bearer(world.buyer.token),
  })
  expect(response.statusCode, response.body).toBe(201)
  world.orderId = response.json().orders[0]._id
}

const ROWS: Row[] = [
  { route: 'GET /api/health', expect: PUBLIC, request: () => ({ url: '/api/health' }) },
  { route: 'GET /api/health/ready', expect: PUBLIC, request: () => ({ url: '/api/health/ready' }) },
  // Only the scraper's METRICS_TOKEN opens it; no session token does, an operator's included.
  { route: `GET ${METRICS_PATH}`, expect: NO_SESSION, request: () => ({ url: METRICS_PATH }) },
  {
    route: 'POST /api/user/signup',
    expect: created(PUBLIC),
    request: () => ({
      url: '/api/user/signup',
      payload: { name: 'New User', email: uniqueEmail('new'), password: PASSWORD, role: 'buyer' },
    }),
  },
  {
    route: 'POST /api/user/signin',
    expect: PUBLIC,
    request: (w) => ({ url: '/api/user/signin', payload: { email: w.otherBuyer.email, password: PASSWORD } }),
  },
  { route: 'POST /api/user/logout', expect: SIGNED_IN, request: () => ({ url: '/api/user/logout' }) },
  {
    route: 'PATCH /api/me/language',
    expect: SIGNED_IN,
    request: () => ({ url: '/api/me/language', payload: { language: 'hi' } }),
    check(response) {
      if (response.statusCode === 200) expect(response.json()).toEqual({ language: 'hi' })
    },
  },
  {
    route: 'POST /api/user/forgetPassword',
    expect: PUBLIC,
    request: (w) => ({ url: '/api/user/forgetPassword', payload: { email: w.otherBuyer.email } }),
  },
  {
    route: 'POST /api/user/resetPassword',
    expect: PUBLIC,
    request: () => ({ url: '/api/user/resetPassword', payload: { token: resetToken, newPassword: 'brand-new-1' } }),
    async prepare(w) {
      resetToken = randomToken()
      await insertResetToken(t.app.db, { userId: w.otherBuyer.id, tokenHash: sha256(resetToken), expiresAt: new Date(Date.now() + 60_000) })
    },
  },
  {
    route: 'POST /api/user/phone/code',
    expect: PUBLIC,
    request: () => ({ url: '/api/user/phone/code', payload: { mobile: uniqueMobile() } }),
  },
  {
    route: 'POST /api/user/phone/signup',
    expect: created(PUBLIC),
    request: () => ({ url: '/api/user/phone/signup', payload: { name: 'Phone User', ...phoneCode, role: 'farmer' } }),
    async prepare() {
      phoneCode = await newPhoneCode()
    },
  },
  {
    route: 'POST /api/user/phone/signin',
    expect: PUBLIC,
    request: () => ({ url: '/api/user/phone/signin', payload: phoneCode }),
    async prepare() {
      phoneCode = await newPhoneCode()
      await insertPhoneUser(t.app.db, { name: 'Phone Buyer', mobile: phoneCode.mobile, role: 'buyer' })
    },
  },
  {
    route: 'POST /api/user/verifyEmail',
    expect: PUBLIC,
    request: () => ({ url: '/api/user/verifyEmail', payload: { token: emailToken } }),
    async prepare(w) {
      emailToken = randomToken()
      await replaceEmailToken(t.app.db, {
        userId: w.otherBuyer.id,
        email: uniqueEmail('added'),
        tokenHash: sha256(emailToken),
        expiresAt: new Date(Date.now() + 60_000),
      })
    },
  },
  {
    route: 'POST /api/me/mobile/code',
    expect: SIGNED_IN,
    request: () => ({ url: '/api/me/mobile/code', payload: { mobile: uniqueMobile() } }),
  },
  {
    route: 'POST /api/me/mobile',
    expect: SIGNED_IN,
    request: () => ({ url: '/api/me/mobile', payload: phoneCode }),
    async prepare() {
      phoneCode = await newPhoneCode()
    },
    check(response, _w, caller) {
      if (response.statusCode === 200) expect(response.json().user.mobile, caller).toBe(phoneCode.mobile)
    },
  },
  {
    route: 'POST /api/me/email',
    expect: SIGNED_IN,
    request: () => ({ url: '/api/me/email', payload: { email: uniqueEmail('added') } }),
  },
  {
    route: 'POST /api/me/proof/code',
    expect: SIGNED_IN,
    request: () => ({ url: '/api/me/proof/code', payload: {} }),
    check(response, w, caller) {
      if (response.statusCode === 200) expect(response.json().channel, caller).toBe('email')
    },
  },
  {
    route: 'POST /api/me/proof',
    expect: SIGNED_IN,
    request: () => ({ url: '/api/me/proof', payload: { password: PASSWORD } }),
  },
  {
    route: 'GET /api/me/security-events',
    expect: SIGNED_IN,
    request: () => ({ url: '/api/me/security-events' }),
    check(response, _w, caller) {
      // Each caller sees its own account's events only: the seeded accounts have none.
      if (response.statusCode === 200) expect(response.json().events, caller).toEqual([])
    },
  },
  {
    route: 'POST /api/me/password',
    expect: SIGNED_IN,
    request: () => ({ url: '/api/me/password', payload: { password: 'a-brand-new-passphrase-9' } }),
  },
  {
    route: 'POST /api/user/undoChange',
    expect: PUBLIC,
    request: () => ({ url: '/api/user/undoChange', payload: { token: undoToken } }),
    async prepare(w) {
      undoToken = randomToken()
      const [before] = await t.app.db.select().from(users).where(eq(users.id, w.otherBuyer.id))
      const event = await insertSecurityEvent(t.app.db, {
        userId: w.otherBuyer.id,
        kind: 'email_changed',
        shownBefore: null,
        shownAfter: null,
        previousValue: before!.email,
      })
      await setUndoToken(t.app.db, event.id, sha256(undoToken), new Date(Date.now() + 60_000))
    },
  },
  {
    route: 'GET /api/addProductByFarmer/get-productByFarmer',
    expect: FARMERS,
    request: () => ({ url: '/api/addProductByFarmer/get-productByFarmer' }),
    check(response, w, caller) {
      if (caller === 'owner') expect(listed(response, 'getAllProduct').map((p) => p._id)).toEqual([w.product.id])
      if (caller === 'otherFarmer') expect(listed(response, 'getAllProduct')).toEqual([])
    },
  },
  {
    route: 'POST /api/addProductByFarmer/add-productByFarmer',
    expect: created(FARMERS),
    // A farmerId naming someone else is ignored: the listing is always the caller's.
    request: (w) => ({ url: '/api/addProductByFarmer/add-productByFarmer', payload: { ...PRODUCT_BODY, farmerId: w.owner.id } }),
    async check(response, w, caller) {
      if (caller === 'otherFarmer') {
        const [row] = await t.app.db.select().from(products).where(eq(products.id, response.json().product._id))
        expect(row!.farmerId).toBe(w.otherFarmer.id)
      }
    },
  },
  {
    route: 'PATCH /api/addProductByFarmer/update-productByFarmer/:id',
    expect: FARMER_OWNER,
    request: (w) => ({
      url: `/api/addProductByFarmer/update-productByFarmer/${w.product.id}`,
      payload: { ...PRODUCT_BODY, name: 'Renamed' },
    }),
    check: productUnchangedUnlessOwner,
  },
  ...['/api/delete-productByFarmer', '/api/addProductByFarmer/delete-productByFarmer'].map((path) => ({
    route: `DELETE ${path}/:id`,
    expect: FARMER_OWNER,
    request: (w: World) => ({ url: `${path}/${w.product.id}` }),
    check: productUnchangedUnlessOwner,
  })),
  { route: 'GET /api/products/:id', expect: PUBLIC, request: (w) => ({ url: `/api/products/${w.product.id}` }) },
  { route: 'GET /api/products/:id/reviews', expect: PUBLIC, request: (w) => ({ url: `/api/products/${w.product.id}/reviews` }) },
  {
    route: 'POST /api/product-images',
    expect: created(FARMERS),
    request: () => {
      const { payload, headers } = multipart({ data: photo })
      return { url: '/api/product-images', payload, headers }
    },
  },
  {
    route: 'POST /api/setProfileImg/set-profile-image',
    expect: SIGNED_IN,
    request: () => {
      const { payload, headers } = multipart({ data: photo })
      return { url: '/api/setProfileImg/set-profile-image', payload, headers }
    },
  },
  {
    route: 'GET /api/farmerProfile/get-farmerProfile',
    expect: FARMERS,
    request: () => ({ url: '/api/farmerProfile/get-farmerProfile' }),
    check(response, _w, caller) {
      if (caller === 'owner') expect(listed(response, 'getFarmerProfile')).toHaveLength(1)
      if (caller === 'otherFarmer') expect(listed(response, 'getFarmerProfile')).toEqual([])
    },
  },
  {
    route: 'POST /api/farmerProfile/add-farmerProfile',
    // The owner already has a profile (409); the other farmer creates their own.
    expect: { anonymous: 401, buyer: 403, owner: 409, otherFarmer: 201, otherBuyer: 403, operator: 403 },
    request: (w) => ({ url: '/api/farmerProfile/add-farmerProfile', payload: { ...FARMER_PROFILE, userId: w.owner.id } }),
  },
  {
    route: 'PATCH /api/farmerProfile/update-farmerProfile',
    expect: FARMER_OWNER,
    request: (w) => ({ url: '/api/farmerProfile/update-farmerProfile', payload: { ...FARMER_PROFILE, userId: w.owner.id } }),
  },
  {
    route: 'GET /api/orderProduct/get-AllListedProduct',
    expect: PUBLIC,
    request: () => ({ url: '/api/orderProduct/get-AllListedProduct' }),
  },
  {
    route: 'POST /api/orderProduct/addToCart',
    expect: created(BUYERS),
    request: (w) => ({ url: '/api/orderProduct/addToCart', payload: { productId: w.product.id, userId: w.buyer.id } }),
  },
  {
    route: 'GET /api/orderProduct/getProductFromCart',
    expect: BUYERS,
    request: () => ({ url: '/api/orderProduct/getProductFromCart' }),
    check(response, w, caller) {
      const productIds = (response.json().cart?.products ?? []).map((entry: { productId: string }) => entry.productId)
      if (caller === 'buyer') expect(productIds).toEqual([w.product.id])
      if (caller === 'otherBuyer') expect(productIds).toEqual([])
    },
  },
  {
    route: 'DELETE /api/orderProduct/cancelOrder/:productId',
    expect: BUYER_OWNER,
    request: (w) => ({ url: `/api/orderProduct/cancelOrder/${w.product.id}` }),
  },
  {
    route: 'PATCH /api/me/cart/:productId',
    expect: BUYER_OWNER,
    request: (w) => ({ url: `/api/me/cart/${w.product.id}`, payload: { quantity: 3 } }),
    // Only the buyer's own line changes; another buyer's call finds nothing of theirs to change.
    async check(_response, w, caller) {
      expect((await buyersLine(w))?.quantity, caller).toBe(caller === 'buyer' ? 3 : 1)
    },
  },
  {
    route: 'POST /api/me/cart/:productId/accept-price',
    expect: BUYER_OWNER,
    request: (w) => ({ url: `/api/me/cart/${w.product.id}/accept-price` }),
    async prepare(w) {
      await t.app.db.update(products).set({ pricePerUnit: 120 }).where(eq(products.id, w.product.id))
    },
    async check(_response, w, caller) {
      expect((await buyersLine(w))?.priceSeen, caller).toBe(caller === 'buyer' ? 120 : w.product.pricePerUnit)
    },
  },
  {
    route: 'GET /api/buyerProfile/get-buyerProfile',
    expect: BUYERS,
    request: () => ({ url: '/api/buyerProfile/get-buyerProfile' }),
    check(response, _w, caller) {
      if (caller === 'buyer') expect(listed(response, 'getBuyerProfile')).toHaveLength(1)
      if (caller === 'otherBuyer') expect(listed(response, 'getBuyerProfile')).toEqual([])
    },
  },
  {
    route: 'POST /api/buyerProfile/add-buyerProfile',
    expect: { anonymous: 401, buyer: 409, owner: 403, otherFarmer: 403, otherBuyer: 201, operator: 403 },
    request: (w) => ({ url: '/api/buyerProfile/add-buyerProfile', payload: { ...BUYER_PROFILE, userId: w.buyer.id } }),
  },
  {
    route: 'PATCH /api/buyerProfile/update-buyerProfile',
    expect: BUYER_OWNER,
    request: (w) => ({ url: '/api/buyerProfile/update-buyerProfile', payload: { ...BUYER_PROFILE, userId: w.buyer.id } }),
  },
  {
    route: 'GET /api/addProductByFarmer/requestToBuyProducts',
    expect: FARMERS,
    request: () => ({ url: '/api/addProductByFarmer/requestToBuyProducts' }),
    check(response, w, caller) {
      if (caller === 'owner') expect(listed(response, 'checkProductIds').map((r) => r._id)).toEqual([w.requestId])
      if (caller === 'otherFarmer') expect(listed(response, 'checkProductIds')).toEqual([])
    },
  },
  {
    route: 'PUT /api/requests/:requestId/products/:productId/response',
    expect: FARMER_OWNER,
    request: (w) => ({
      url: `/api/requests/${w.requestId}/products/${w.product.id}/response`,
      payload: { status: 'available_now', quantityOffered: 5 },
    }),
  },
  {
    route: 'POST /api/requests/:requestId/products/:productId/confirm',
    expect: created(FARMER_OWNER),
    request: (w) => ({ url: `/api/requests/${w.requestId}/products/${w.product.id}/confirm`, payload: { quantity: 1 } }),
    check: productUnchangedUnlessOwner,
  },
  {
    route: 'GET /api/orders',
    expect: SIGNED_IN,
    request: () => ({ url: '/api/orders' }),
    async prepare(w) {
      const confirm = await t.app.inject({
        method: 'POST',
        url: `/api/requests/${w.requestId}/products/${w.product.id}/confirm`,
        payload: { quantity: 1 },
        headers: bearer(w.owner.token),
      })
      expect(confirm.statusCode, confirm.body).toBe(201)
    },
    check(response, _w, caller) {
      if (caller === 'anonymous') return
      // The order is the buyer's and the owner's; nobody else sees it.
      expect(response.json().orders, caller).toHaveLength(caller === 'buyer' || caller === 'owner' ? 1 : 0)
    },
  },
  {
    route: 'POST /api/orders/:orderId/payment/utr',
    expect: BUYER_OWNER,
    request: () => ({ url: `/api/orders/${paymentOrderId}/payment/utr`, payload: { utr: '412345678901' } }),
    async prepare(w) {
      paymentOrderId = await acceptedOrder(w)
      // Paid by UPI to the owner instead of cash, so the buyer has a UTR to report.
      await t.app.db
        .update(orderPayments)
        .set({ method: 'upi', payeeUpiId: 'owner@oksbi' })
        .where(eq(orderPayments.orderId, paymentOrderId))
    },
    async check(_response, _w, caller) {
      const [payment] = await t.app.db.select().from(orderPayments).where(eq(orderPayments.orderId, paymentOrderId))
      expect(payment?.status, caller).toBe(caller === 'buyer' ? 'submitted' : 'pending')
    },
  },
  {
    route: 'POST /api/orders/:orderId/payment/confirmation',
    expect: FARMER_OWNER,
    request: () => ({ url: `/api/orders/${paymentOrderId}/payment/confirmation`, payload: { received: true } }),
    async prepare(w) {
      paymentOrderId = await acceptedOrder(w)
    },
    async check(_response, _w, caller) {
      const [payment] = await t.app.db.select().from(orderPayments).where(eq(orderPayments.orderId, paymentOrderId))
      expect(payment?.status, caller).toBe(caller === 'owner' ? 'received' : 'pending')
    },
  },
  {
    route: 'GET /api/orders/:orderId/reviews',
    expect: { anonymous: 401, buyer: 200, owner: 200, otherFarmer: 404, otherBuyer: 404, operator: 404 },
    request: () => ({ url: `/api/orders/${paymentOrderId}/reviews` }),
    async prepare(w) {
      paymentOrderId = await deliveredOrder(w)
    },
  },
  {
    route: 'POST /api/orders/:orderId/lines/:lineId/review',
    expect: created(BUYER_OWNER),
    request: () => ({ url: `/api/orders/${paymentOrderId}/lines/${reviewLineId}/review`, payload: { productRating: 5, farmerRating: 4 } }),
    async prepare(w) {
      paymentOrderId = await deliveredOrder(w)
      const [line] = await t.app.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, paymentOrderId))
      reviewLineId = line!.id
    },
    async check(_response, w, caller) {
      // Only the buyer's review reaches the listing's ratings.
      expect((await productNow(w))?.ratings, caller).toEqual(caller === 'buyer' ? [5] : [])
    },
  },
  {
    route: 'GET /api/orders/:orderId/complaints',
    expect: ORDER_SIDES,
    request: () => ({ url: `/api/orders/${paymentOrderId}/complaints` }),
    async prepare(w) {
      paymentOrderId = await complainedOrder(w)
    },
  },
  {
    route: 'POST /api/orders/:orderId/complaints',
    expect: created(ORDER_SIDES),
    request: () => ({ url: `/api/orders/${paymentOrderId}/complaints`, payload: { kind: 'not_delivered', text: 'Nothing came' } }),
    async prepare(w) {
      paymentOrderId = await deliveredOrder(w)
      await t.app.db.insert(orderEvents).values({ orderId: paymentOrderId, actor: 'farmer', actorId: w.owner.id, status: 'delivered' })
    },
    async check(_response, _w, caller) {
      const rows = await t.app.db.select().from(complaints).where(eq(complaints.orderId, paymentOrderId))
      expect(rows, caller).toHaveLength(caller === 'buyer' || caller === 'owner' ? 1 : 0)
    },
  },
  {
    route: 'POST /api/complaints/:complaintId/answer',
    // The buyer opened it: answering is the farmer's; an operator decides but never answers.
    expect: { ...ORDER_SIDES, buyer: 403, operator: 403 },
    request: () => ({ url: `/api/complaints/${complaintId}/answer`, payload: { text: 'They were fine when packed' } }),
    async prepare(w) {
      await complainedOrder(w)
    },
    async check(_response, _w, caller) {
      expect((await complaintStateNow()) === 'with_operator', caller).toBe(caller === 'owner')
    },
  },
  {
    route: 'POST /api/complaints/:complaintId/withdraw',
    expect: { ...ORDER_SIDES, owner: 403, operator: 403 },
    request: () => ({ url: `/api/complaints/${complaintId}/withdraw` }),
    async prepare(w) {
      await complainedOrder(w)
    },
    async check(_response, _w, caller) {
      expect((await complaintStateNow()) === 'withdrawn', caller).toBe(caller === 'buyer')
    },
  },
  {
    route: 'POST /api/complaints/:complaintId/photos',
    // Photos go on one's own statement: the farmer has none before answering.
    expect: { ...created(ORDER_SIDES), owner: 409 },
    request: () => ({ url: `/api/complaints/${complaintId}/photos`, ...multipart({ data: photo }) }),
    async prepare(w) {
      await complainedOrder(w)
    },
  },
  {
    route: 'GET /api/complaints/:complaintId/photos/:photoId',
    expect: COMPLAINT_READERS,
    successType: /^image\/webp/,
    request: () => ({ url: complaintPhotoUrl }),
    async prepare(w) {
      await complainedOrder(w)
      const upload = multipart({ data: photo })
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/complaints/${complaintId}/photos`,
        payload: upload.payload,
        headers: { ...upload.headers, ...bearer(w.buyer.token) },
      })
      expect(added.statusCode, added.body).toBe(201)
      complaintPhotoUrl = added.json().complaint.entries[0].photos[0].url
    },
  },
  {
    route: 'GET /api/admin/complaints',
    expect: OPERATORS,
    request: () => ({ url: '/api/admin/complaints' }),
    async prepare(w) {
      await complainedOrder(w)
    },
  },
  {
    route: 'GET /api/admin/complaints/:complaintId',
    expect: OPERATORS,
    request: () => ({ url: `/api/admin/complaints/${complaintId}` }),
    async prepare(w) {
      await complainedOrder(w)
    },
  },
  {
    route: 'POST /api/admin/complaints/:complaintId/resolve',
    expect: OPERATORS,
    request: () => ({
      url: `/api/admin/complaints/${complaintId}/resolve`,
      payload: { outcome: 'no_fault', note: 'Both agree it was fine' },
    }),
    async prepare(w) {
      await complainedOrder(w, 'with_operator')
    },
    async check(_response, _w, caller) {
      expect((await complaintStateNow()) === 'resolved', caller).toBe(caller === 'operator')
    },
  },
  { route: 'GET /api/farmers/:farmerId/rating', expect: PUBLIC, request: (w) => ({ url: `/api/farmers/${w.owner.id}/rating` }) },
  { route: 'GET /api/farmers/:farmerId', expect: PUBLIC, request: (w) => ({ url: `/api/farmers/${w.owner.id}` }) },
  {
    route: 'GET /api/me/notifications',
    expect: SIGNED_IN,
    request: () => ({ url: '/api/me/notifications' }),
  },
  {
    route: 'POST /api/me/notifications/read',
    expect: SIGNED_IN,
    request: () => ({ url: '/api/me/notifications/read', payload: {} }),
  },
  {
    route: 'GET /api/orders/:orderId',
    expect: ORDER_SIDES,
    prepare: placeOrder,
    request: (w) => ({ url: `/api/orders/${w.orderId}` }),
  },
  {
    route: 'GET /api/orders/:orderId/receipt.pdf',
    expect: ORDER_SIDES,
    prepare: placeOrder,
    request: (w) => ({ url: `/api/orders/${w.orderId}/receipt.pdf` }),
    successType: /^application\/pdf/,
    check(response) {
      if (response.statusCode === 200) expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    },
  },
  {
    route: 'GET /api/orders/:orderId/receipt',
    expect: ORDER_SIDES,
    prepare: placeOrder,
    request: (w) => ({ url: `/api/orders/${w.orderId}/receipt` }),
    check(response) {
      if (response.statusCode === 200) expect(response.json().receipt.number).toMatch(/^R-\d{4,}$/)
    },
  },
  {
    route: 'GET /api/me/inbox-counts',
    expect: FARMERS,
    prepare: placeOrder,
    request: () => ({ url: '/api/me/inbox-counts' }),
    // Each farmer counts only their own orders: the owner has the placed one waiting, the other farmer none.
    check(response, _world, caller) {
      if (caller === 'owner') expect(response.json().action).toBe(1)
      if (caller === 'otherFarmer') expect(response.json().action).toBe(0)
    },
  },
  {
    route: 'GET /api/me/sales-summary',
    expect: FARMERS,
    prepare: placeOrder,
    request: () => ({ url: '/api/me/sales-summary' }),
    // Each farmer sees only their own orders: the owner has the placed one, the other farmer none.
    check(response, _world, caller) {
      if (caller === 'owner') expect(response.json().today.newOrders).toBe(1)
      if (caller === 'otherFarmer') expect(response.json().today.newOrders).toBe(0)
    },
  },
  {
    route: 'POST /api/orders/:orderId/transitions',
    // Accepting is the farmer's step: the buyer is refused it, strangers do not see the order.
    expect: { ...ORDER_SIDES, buyer: 403 },
    prepare: placeOrder,
    request: (w) => ({ url: `/api/orders/${w.orderId}/transitions`, payload: { action: 'accept' } }),
    async check(response, w, caller) {
      const [row] = await t.app.db.select().from(orders).where(eq(orders.id, w.orderId!))
      expect(row!.status, caller).toBe(caller === 'owner' ? 'accepted' : 'placed')
    },
  },
  {
    route: 'GET /api/me/checkout',
    expect: BUYERS,
    request: () => ({ url: '/api/me/checkout' }),
    check(response, _w, caller) {
      if (caller === 'buyer') expect(response.json().groups, caller).toHaveLength(1)
      if (caller === 'otherBuyer') expect(response.json().groups, caller).toEqual([])
    },
  },
  {
    route: 'POST /api/me/checkout',
    // The other buyer's cart is empty: nothing to place.
    expect: { ...created(BUYERS), otherBuyer: 409 },
    request: (w) => ({ url: '/api/me/checkout', payload: checkoutPayload(w) }),
    check: async (response, w, caller) => {
      if (caller !== 'buyer') expect(await productNow(w), caller).toEqual(w.product)
    },
  },
  {
    route: 'GET /api/me/verification',
    expect: FARMERS,
    request: () => ({ url: '/api/me/verification' }),
  },
  {
    route: 'POST /api/me/verification',
    expect: created(FARMERS),
    request: () => {
      const { payload, headers } = multipartForm(VERIFICATION_FORM, { data: photo })
      return { url: '/api/me/verification', payload, headers }
    },
  },
  {
    route: 'GET /api/me/certificates',
    expect: FARMERS,
    prepare: (w) => submitForReview(w, 'certificates'),
    request: () => ({ url: '/api/me/certificates' }),
    // Each farmer sees their own certificates only.
    check(response, _w, caller) {
      if (caller === 'owner') expect(response.json().certificates).toHaveLength(1)
      if (caller === 'otherFarmer') expect(response.json().certificates).toEqual([])
    },
  },
  {
    route: 'POST /api/me/certificates',
    expect: created(FARMERS),
    request: () => {
      const { payload, headers } = multipartForm(certificateForm(), { data: photo })
      return { url: '/api/me/certificates', payload, headers }
    },
  },
  {
    route: 'GET /api/admin/verification/queue',
    expect: OPERATORS,
    request: () => ({ url: '/api/admin/verification/queue' }),
  },
  {
    route: 'GET /api/admin/verifications/:id/document',
    expect: OPERATORS,
    prepare: (w) => submitForReview(w, 'verification'),
    request: () => ({ url: `/api/admin/verifications/${reviewId}/document` }),
    successType: /^image\/webp/,
  },
  {
    route: 'GET /api/admin/certificates/:id/document',
    expect: OPERATORS,
    prepare: (w) => submitForReview(w, 'certificates'),
    request: () => ({ url: `/api/admin/certificates/${reviewId}/document` }),
    successType: /^image\/webp/,
  },
  {
    route: 'POST /api/admin/verifications/:id/decision',
    expect: OPERATORS,
    prepare: (w) => submitForReview(w, 'verification'),
    request: () => ({ url: `/api/admin/verifications/${reviewId}/decision`, payload: { outcome: 'approved' } }),
    async check(response, _w, caller) {
      const [row] = await t.app.db.select().from(farmerVerifications).where(eq(farmerVerifications.id, reviewId))
      expect(row!.status, caller).toBe(caller === 'operator' ? 'approved' : 'pending')
    },
  },
  {
    route: 'POST /api/admin/certificates/:id/decision',
    expect: OPERATORS,
    prepare: (w) => submitForReview(w, 'certificates'),
    request: () => ({ url: `/api/admin/certificates/${reviewId}/decision`, payload: { outcome: 'rejected', reason: 'Blurred' } }),
    async check(response, _w, caller) {
      const [row] = await t.app.db.select().from(certificates).where(eq(certificates.id, reviewId))
      expect(row!.status, caller).toBe(caller === 'operator' ? 'rejected' : 'pending')
    },
  },
  {
    // Anyone signed in reports the owner's listing; the owner cannot report their own.
    route: 'POST /api/reports',
    expect: { anonymous: 401, buyer: 201, owner: 400, otherFarmer: 201, otherBuyer: 201, operator: 201 },
    request: (w) => ({ url: '/api/reports', payload: { target: 'listing', targetId: w.product.id, reason: 'fraud' } }),
  },
  { route: 'GET /api/admin/reports', expect: OPERATORS, request: () => ({ url: '/api/admin/reports' }) },
  { route: 'GET /api/admin/audit', expect: OPERATORS, request: () => ({ url: '/api/admin/audit?action=account&from=2024-01-01' }) },
  {
    route: 'POST /api/admin/reports/:id/dismiss',
    expect: OPERATORS,
    prepare: fileReport,
    request: () => ({ url: `/api/admin/reports/${moderatedId}/dismiss`, payload: { reason: 'Nothing wrong' } }),
    async check(_response, _w, caller) {
      const [row] = await t.app.db.select().from(reports).where(eq(reports.id, moderatedId))
      expect(row!.resolvedAt !== null, caller).toBe(caller === 'operator')
    },
  },
  ...(['hide', 'restore'] as const).map((action): Row => ({
    route: `POST /api/admin/listings/:id/${action}`,
    expect: OPERATORS,
    prepare: async (w) => {
      if (action === 'restore')
        await t.app.db.update(products).set({ hiddenAt: new Date(), hiddenReason: 'x' }).where(eq(products.id, w.product.id))
    },
    request: (w) => ({ url: `/api/admin/listings/${w.product.id}/${action}`, payload: { reason: 'Checked' } }),
    async check(_response, w, caller) {
      const [row] = await t.app.db.select().from(products).where(eq(products.id, w.product.id))
      expect(row!.hiddenAt !== null, caller).toBe((action === 'hide') === (caller === 'operator'))
    },
  })),
  ...(['suspend', 'restore'] as const).map((action): Row => ({
    route: `POST /api/admin/accounts/:id/${action}`,
    expect: OPERATORS,
    prepare: async () => {
      moderatedId = (await createActor('buyer')).id
      if (action === 'restore')
        await t.app.db.update(users).set({ suspendedAt: new Date(), suspendedReason: 'x' }).where(eq(users.id, moderatedId))
    },
    request: () => ({ url: `/api/admin/accounts/${moderatedId}/${action}`, payload: { reason: 'Checked' } }),
    async check(_response, _w, caller) {
      const [row] = await t.app.db.select().from(users).where(eq(users.id, moderatedId))
      expect(row!.suspendedAt !== null, caller).toBe((action === 'suspend') === (caller === 'operator'))
    },
  })),
  {
    route: 'POST /api/admin/accounts/:id/notice',
    expect: OPERATORS,
    request: (w) => ({ url: `/api/admin/accounts/${w.buyer.id}/notice`, payload: { message: 'Please add a photo' } }),
  },
  { route: 'GET /api/weather/:city', expect: PUBLIC, request: () => ({ url: '/api/weather/Nashik' }) },
  { route: 'GET /api/weather/*', expect: PUBLIC, request: () => ({ url: `/api/weather/${encodeURIComponent(LONG_CITY)}` }) },
  { route: 'GET /api/pincodes/:pin', expect: PUBLIC, request: () => ({ url: '/api/pincodes/422001' }) },
  { route: 'GET /api/prices', expect: PUBLIC, request: () => ({ url: '/api/prices?crop=tomato&pin=422001&unit=kg&history=true' }) },
  {
    // No city: nothing valid can be sent. Public all the same: the same 400 for every caller.
    route: 'GET /api/weather',
    expect: { anonymous: 400, buyer: 400, owner: 400, otherFarmer: 400, otherBuyer: 400, operator: 400 },
    request: () => ({ url: '/api/weather' }),
  },
  // The operator's second sign-in step: public, as the challenge (earned by the password) is the credential.
  {
    route: 'POST /api/admin/signin/enrol',
    expect: PUBLIC,
    async prepare() {
      operatorStep = { challenge: await operatorPasswordStep('enrol'), code: '' }
    },
    request: () => ({ url: '/api/admin/signin/enrol', payload: { challenge: operatorStep.challenge } }),
  },
  {
    route: 'POST /api/admin/signin/enrol/confirm',
    expect: PUBLIC,
    async prepare() {
      const challenge = await operatorPasswordStep('enrol')
      const enrol = await t.app.inject({
        method: 'POST',
        url: '/api/admin/signin/enrol',
        payload: { challenge },
        remoteAddress: uniqueIp(),
      })
      operatorStep = { challenge, code: totpCode(enrol.json<{ secret: string }>().secret) }
    },
    request: () => ({ url: '/api/admin/signin/enrol/confirm', payload: operatorStep }),
  },
  {
    route: 'POST /api/admin/signin/totp',
    expect: PUBLIC,
    async prepare() {
      const operator = await createOperator(t.app)
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/user/signin',
        payload: { email: operator.user.email, password: operator.password },
        remoteAddress: uniqueIp(),
      })
      operatorStep = { challenge: signIn.json<{ challenge: string }>().challenge, code: totpCode(operator.secret, Date.now() + 30_000) }
    },
    request: () => ({ url: '/api/admin/signin/totp', payload: operatorStep }),
  },
  { route: 'GET /api/admin/dashboard', expect: OPERATORS, request: () => ({ url: '/api/admin/dashboard' }) },
  {
    route: 'POST /api/contact',
    expect: created(PUBLIC),
    request: () => ({ url: '/api/contact', payload: { name: 'Asha', email: uniqueEmail('contact'), message: 'Do you deliver to Pune?' } }),
  },
]

/** A new operator's right password, which earns the challenge of the second step (`enrol`: no authenticator yet). */
async function operatorPasswordStep(expected: 'enrol'): Promise<string> {
  const email = uniqueEmail('operator')
  await insertUser(t.app.db, { name: 'Matrix operator', email, role: 'admin', passwordHash })
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/signin',
    payload: { email, password: PASSWORD },
    remoteAddress: uniqueIp(),
  })
  const answer = response.json<{ secondFactor: string; challenge: string }>()
  expect(answer.secondFactor).toBe(expected)
  return answer.challenge
}

/** A user with a live session, straight through the database: no argon2 work per cell. */
async function createActor(role: Role): Promise<Actor> {
  const email = uniqueEmail(role)
  const user = await insertUser(t.app.db, { name: `Matrix ${role}`, email, role, passwordHash })
  if (!user) throw new Error('createActor: email taken')
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS)
  const session = await insertSession(t.app.db, { userId: user.id, expiresAt })
  return { id: user.id, email, token: await t.app.tokens.sign({ userId: user.id, sessionId: session.id }, expiresAt) }
}

async function seedWorld(): Promise<World> {
  const owner = await createActor('farmer')
  const otherFarmer = await createActor('farmer')
  const buyer = await createActor('buyer')
  const otherBuyer = await createActor('buyer')
  const operator = await createActor('admin')
  const product = await createProduct(t.app, owner.id, { quantityAvailable: 50 })
  await putInCart(t.app, buyer.id, product.id)
  for (const [url, token, payload] of [
    ['/api/farmerProfile/add-farmerProfile', owner.token, FARMER_PROFILE],
    ['/api/buyerProfile/add-buyerProfile', buyer.token, BUYER_PROFILE],
  ] as const) {
    const response = await t.app.inject({ method: 'POST', url, payload, headers: bearer(token) })
    expect(response.statusCode, response.body).toBe(201)
  }
  return { owner, otherFarmer, buyer, otherBuyer, operator, product, requestId: requestIdFor(owner.id, buyer.id) }
}

/** A code sent by SMS to a number no one uses yet, read from the outbox. */
async function newPhoneCode() {
  const mobile = uniqueMobile()
  return { mobile, code: await requestCode(t.app, t.dataDir, mobile) }
}

function splitRoute(route: string): { method: InjectOptions['method']; path: string } {
  const [method, path] = route.split(' ') as [InjectOptions['method'], string]
  return { method, path }
}

beforeAll(async () => {
  weather = await startFakeWeather()
  // Metrics on, so its row shows who gets past the token (nobody here has it) rather than a 404.
  t = await buildTestApp({ WEATHER_URL: weather.url, METRICS_TOKEN: 'matrix-scrape-token-0123456789' })
  passwordHash = await hashPassword(PASSWORD)
  photo = await jpeg(64, 48)
})
afterAll(async () => {
  await t?.close()
  await weather?.close()
  console.info(`authorization matrix: ${ROWS.length} routes × ${CALLERS.length} callers = ${ROWS.length * CALLERS.length} cells`)
})

describe('authorization matrix', () => {
  it('has exactly one row for every API route the app registers', () => {
    const guarded = (path: string) => (path.startsWith('/api/') && !path.startsWith(DOCS_PREFIX)) || path === METRICS_PATH
    const registered = t.app.routeList.map(({ method, url }) => `${method} ${url}`).filter((route) => guarded(splitRoute(route).path))
    const rows = ROWS.map((row) => row.route)
    expect(new Set(rows).size, 'duplicate rows').toBe(rows.length)
    expect([...new Set(registered)].sort()).toEqual([...rows].sort())
  })

  it.each(ROWS.map((row) => [row.route, row] as const))('%s', async (_route, row) => {
    const { method } = splitRoute(row.route)
    const failures: string[] = []
    for (const caller of CALLERS) {
      const world = await seedWorld()
      await row.prepare?.(world)
      const request = row.request(world)
      const response = await t.app.inject({
        ...request,
        method,
        remoteAddress: uniqueIp(),
        headers: { ...request.headers, ...(caller === 'anonymous' ? {} : bearer(world[caller].token)) },
      })
      if (response.statusCode !== row.expect[caller]) {
        failures.push(`${caller}: expected ${row.expect[caller]}, got ${response.statusCode} ${response.body.slice(0, 200)}`)
        continue
      }
      const isSuccess = response.statusCode < 300
      expect(response.headers['content-type'], caller).toMatch((isSuccess && row.successType) || /^application\/json/)
      if (response.statusCode >= 400) expect(response.json().message, caller).toEqual(expect.any(String))
      await row.check?.(response, world, caller)
    }
    expect(failures).toEqual([])
  })

  it('answers a suspended account’s old token 401 on every signed-in route it could call before', async () => {
    const world = await seedWorld()
    const suspend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${world.owner.id}/suspend`,
      headers: bearer(world.operator.token),
      payload: { reason: 'Fraud' },
    })
    expect(suspend.statusCode, suspend.body).toBe(200)
    for (const url of ['/api/me/notifications', '/api/addProductByFarmer/get-productByFarmer', '/api/orders']) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(world.owner.token), remoteAddress: uniqueIp() })
      expect(response.statusCode, url).toBe(401)
    }
  })
})
