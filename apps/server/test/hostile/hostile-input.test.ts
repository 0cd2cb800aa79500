import { ProofCodeRequestSchema, ProofInputSchema, SetPasswordSchema, UndoChangeSchema } from '@app/shared/account-security'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import fc from 'fast-check'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ZodType } from 'zod'
import {
  AddEmailSchema,
  ForgotPasswordSchema,
  ResetPasswordSchema,
  SignUpSchema,
  UpdateLanguageInputSchema,
  VerifyEmailSchema,
} from '@app/shared/auth'
import {
  AddMobileSchema,
  MobileCodeRequestSchema,
  MobileSignInSchema,
  MobileSignUpSchema,
  PasswordSignInSchema,
} from '@app/shared/mobile-auth'
import { RequestResponseInputSchema } from '@app/shared/buyer-requests'
import { BuyerProfileInputSchema } from '@app/shared/buyer-profile'
import { AddToCartSchema, SetCartQuantitySchema } from '@app/shared/cart'
import { AnswerComplaintInputSchema, OpenComplaintInputSchema, ResolveComplaintInputSchema } from '@app/shared/complaints'
import { ContactSchema } from '@app/shared/contact'
import { ModerationDecisionSchema, OperatorNoticeSchema, ReportInputSchema } from '@app/shared/moderation'
import { FarmerProfileInputSchema } from '@app/shared/farmer-profile'
import { CheckoutInputSchema, ConfirmOrderInputSchema, OrderTransitionInputSchema } from '@app/shared/orders'
import { PaymentConfirmationInputSchema, SubmitUtrInputSchema } from '@app/shared/payments'
import { ReviewInputSchema } from '@app/shared/reviews'
import { EnrolStartSchema, TotpSignInSchema } from '@app/shared/operator-auth'
import { ReviewDecisionSchema } from '@app/shared/verification'
import { ProductInputSchema } from '@app/shared/products'
import { startFakeWeather, type FakeWeather } from '@app/test-support/fake-weather'
import { BODY_LIMIT_BYTES, type AppRoute } from '#src/app'
import { MarkReadBodySchema } from '#src/modules/notifications/notifications.routes'
import { buildTestApp, type TestApp } from '../build-test-app'
import { bearer, createProduct, createSignedInUser, putInCart, uniqueIp } from '../factories'
import {
  CONTENT_TYPES,
  NASTY_TEXT,
  MALFORMED_JSON,
  brokenMultipart,
  deepJson,
  hostileKey,
  hostileQuery,
  hostileSegment,
  hostileString,
  hostileValue,
  invalidUtf8,
  protoJson,
} from './arbitraries'

/**
 * `admin`: the operator's console routes; neither a farmer nor a buyer gets past their gate.
 * `scraper`: a token of its own (GET /metrics, METRICS_TOKEN) that no session is: 401 for everyone.
 */
type Access = 'public' | 'user' | 'farmer' | 'buyer' | 'admin' | 'scraper'
type Identity = 'anonymous' | 'farmer' | 'buyer'

interface RouteSpec {
  /** Who gets past the route's auth gate. */
  access: Access
  /**
   * A read: hostile query strings and ids may be answered 2xx (a search for `' OR 1=1 --` finds
   * nothing and says so). Every other route changes data, so the suite only sends it input that
   * its own body schema refuses, and the answer must be a 4xx.
   */
  read?: true
  /** Takes an upload (multipart) rather than JSON. */
  upload?: true
  /** The route's body schema: input it accepts is never sent to a route that changes data. */
  body?: ZodType
}

/**
 * Every route the app registers, and who may call it. A route missing here fails the suite: its
 * author decides whether it is a read (2xx allowed) and who may call it.
 */
const ROUTES: Record<string, RouteSpec> = {
  'GET /api/health': { access: 'public', read: true },
  'GET /api/health/ready': { access: 'public', read: true },
  'GET /metrics': { access: 'scraper', read: true },
  'POST /api/user/signup': { access: 'public', body: SignUpSchema },
  'POST /api/user/signin': { access: 'public', body: PasswordSignInSchema },
  'POST /api/user/logout': { access: 'user' },
  'PATCH /api/me/language': { access: 'user', body: UpdateLanguageInputSchema },
  'POST /api/user/forgetPassword': { access: 'public', body: ForgotPasswordSchema },
  'POST /api/user/resetPassword': { access: 'public', body: ResetPasswordSchema },
  'POST /api/user/phone/code': { access: 'public', body: MobileCodeRequestSchema },
  'POST /api/user/phone/signup': { access: 'public', body: MobileSignUpSchema },
  'POST /api/user/phone/signin': { access: 'public', body: MobileSignInSchema },
  'POST /api/user/verifyEmail': { access: 'public', body: VerifyEmailSchema },
  'POST /api/me/mobile/code': { access: 'user', body: MobileCodeRequestSchema },
  'POST /api/me/mobile': { access: 'user', body: AddMobileSchema },
  'POST /api/me/email': { access: 'user', body: AddEmailSchema },
  'POST /api/me/proof/code': { access: 'user', body: ProofCodeRequestSchema },
  'POST /api/me/proof': { access: 'user', body: ProofInputSchema },
  'GET /api/me/security-events': { access: 'user', read: true },
  'POST /api/me/password': { access: 'user', body: SetPasswordSchema },
  'POST /api/user/undoChange': { access: 'public', body: UndoChangeSchema },
  'GET /api/addProductByFarmer/get-productByFarmer': { access: 'farmer', read: true },
  'POST /api/addProductByFarmer/add-productByFarmer': { access: 'farmer', body: ProductInputSchema },
  'PATCH /api/addProductByFarmer/update-productByFarmer/:id': { access: 'farmer', body: ProductInputSchema },
  'DELETE /api/delete-productByFarmer/:id': { access: 'farmer' },
  'DELETE /api/addProductByFarmer/delete-productByFarmer/:id': { access: 'farmer' },
  'GET /api/addProductByFarmer/requestToBuyProducts': { access: 'farmer', read: true },
  'GET /api/products/:id': { access: 'public', read: true },
  'GET /api/products/:id/reviews': { access: 'public', read: true },
  'POST /api/product-images': { access: 'farmer', upload: true },
  'POST /api/setProfileImg/set-profile-image': { access: 'user', upload: true },
  'GET /api/farmerProfile/get-farmerProfile': { access: 'farmer', read: true },
  'POST /api/farmerProfile/add-farmerProfile': { access: 'farmer', body: FarmerProfileInputSchema },
  'PATCH /api/farmerProfile/update-farmerProfile': { access: 'farmer', body: FarmerProfileInputSchema },
  'GET /api/orderProduct/get-AllListedProduct': { access: 'public', read: true },
  'GET /api/orderProduct/getProductFromCart': { access: 'buyer', read: true },
  'POST /api/orderProduct/addToCart': { access: 'buyer', body: AddToCartSchema },
  'DELETE /api/orderProduct/cancelOrder/:productId': { access: 'buyer' },
  'PATCH /api/me/cart/:productId': { access: 'buyer', body: SetCartQuantitySchema },
  'POST /api/me/cart/:productId/accept-price': { access: 'buyer' },
  'GET /api/orders': { access: 'user', read: true },
  'GET /api/orders/:orderId': { access: 'user', read: true },
  'POST /api/orders/:orderId/transitions': { access: 'user', body: OrderTransitionInputSchema },
  'POST /api/orders/:orderId/payment/utr': { access: 'buyer', body: SubmitUtrInputSchema },
  'POST /api/orders/:orderId/payment/confirmation': { access: 'farmer', body: PaymentConfirmationInputSchema },
  'GET /api/me/checkout': { access: 'buyer', read: true },
  'POST /api/me/checkout': { access: 'buyer', body: CheckoutInputSchema },
  'GET /api/buyerProfile/get-buyerProfile': { access: 'buyer', read: true },
  'POST /api/buyerProfile/add-buyerProfile': { access: 'buyer', body: BuyerProfileInputSchema },
  'PATCH /api/buyerProfile/update-buyerProfile': { access: 'buyer', body: BuyerProfileInputSchema },
  'PUT /api/requests/:requestId/products/:productId/response': { access: 'farmer', body: RequestResponseInputSchema },
  'POST /api/requests/:requestId/products/:productId/confirm': { access: 'farmer', body: ConfirmOrderInputSchema },
  'GET /api/weather': { access: 'public', read: true },
  'GET /api/weather/:city': { access: 'public', read: true },
  'GET /api/weather/*': { access: 'public', read: true },
  'GET /api/pincodes/:pin': { access: 'public', read: true },
  'GET /api/prices': { access: 'public', read: true },
  'POST /api/contact': { access: 'public', body: ContactSchema },
  'GET /api/me/notifications': { access: 'user', read: true },
  'POST /api/me/notifications/read': { access: 'user', body: MarkReadBodySchema },
  'GET /api/orders/:orderId/reviews': { access: 'user', read: true },
  'POST /api/orders/:orderId/lines/:lineId/review': { access: 'buyer', body: ReviewInputSchema },
  'GET /api/farmers/:farmerId/rating': { access: 'public', read: true },
  'GET /api/farmers/:farmerId': { access: 'public', read: true },
  'GET /api/me/sales-summary': { access: 'farmer', read: true },
  'GET /api/orders/:orderId/receipt.pdf': { access: 'user', read: true },
  'GET /api/orders/:orderId/receipt': { access: 'user', read: true },
  'GET /api/me/inbox-counts': { access: 'farmer', read: true },
  'GET /uploads/*': { access: 'public', read: true },
  'GET /api/me/verification': { access: 'farmer', read: true },
  'POST /api/me/verification': { access: 'farmer', upload: true },
  'GET /api/me/certificates': { access: 'farmer', read: true },
  'POST /api/me/certificates': { access: 'farmer', upload: true },
  'GET /api/admin/verification/queue': { access: 'admin', read: true },
  'GET /api/admin/verifications/:id/document': { access: 'admin', read: true },
  'GET /api/admin/certificates/:id/document': { access: 'admin', read: true },
  'POST /api/admin/verifications/:id/decision': { access: 'admin', body: ReviewDecisionSchema },
  'POST /api/admin/certificates/:id/decision': { access: 'admin', body: ReviewDecisionSchema },
  'GET /api/orders/:orderId/complaints': { access: 'user', read: true },
  'POST /api/orders/:orderId/complaints': { access: 'user', body: OpenComplaintInputSchema },
  'POST /api/complaints/:complaintId/answer': { access: 'user', body: AnswerComplaintInputSchema },
  'POST /api/complaints/:complaintId/withdraw': { access: 'user' },
  'POST /api/complaints/:complaintId/photos': { access: 'user', upload: true },
  'GET /api/complaints/:complaintId/photos/:photoId': { access: 'user', read: true },
  'GET /api/admin/complaints': { access: 'admin', read: true },
  'GET /api/admin/complaints/:complaintId': { access: 'admin', read: true },
  'POST /api/admin/complaints/:complaintId/resolve': { access: 'admin', body: ResolveComplaintInputSchema },
  'POST /api/reports': { access: 'user', body: ReportInputSchema },
  'GET /api/admin/reports': { access: 'admin', read: true },
  'GET /api/admin/audit': { access: 'admin', read: true },
  'POST /api/admin/reports/:id/dismiss': { access: 'admin', body: ModerationDecisionSchema },
  'POST /api/admin/listings/:id/hide': { access: 'admin', body: ModerationDecisionSchema },
  'POST /api/admin/listings/:id/restore': { access: 'admin', body: ModerationDecisionSchema },
  'POST /api/admin/accounts/:id/suspend': { access: 'admin', body: ModerationDecisionSchema },
  'POST /api/admin/accounts/:id/restore': { access: 'admin', body: ModerationDecisionSchema },
  'POST /api/admin/accounts/:id/notice': { access: 'admin', body: OperatorNoticeSchema },
  // The operator's second sign-in step: public, the challenge in the body is the credential.
  'POST /api/admin/signin/enrol': { access: 'public', body: EnrolStartSchema },
  'POST /api/admin/signin/enrol/confirm': { access: 'public', body: TotpSignInSchema },
  'POST /api/admin/signin/totp': { access: 'public', body: TotpSignInSchema },
  'GET /api/admin/dashboard': { access: 'admin', read: true },
}

/** A valid-looking body per route, from which one field at a time is spoiled. */
const BASE_BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/orders/:orderId/complaints': { kind: 'quality', text: 'Half the tomatoes were rotten' },
  'POST /api/complaints/:complaintId/answer': { text: 'They were fine when packed' },
  'POST /api/admin/complaints/:complaintId/resolve': { outcome: 'no_fault', note: 'Both sides agree' },
  'POST /api/user/signup': { name: 'Ravi Kumar', email: 'ravi.hostile@example.in', password: 'secret-pass-1', role: 'farmer' },
  'POST /api/user/signin': { email: 'nobody.hostile@example.in', password: 'secret-pass-1' },
  'POST /api/user/forgetPassword': { email: 'nobody.hostile@example.in' },
  'POST /api/user/resetPassword': { token: 'a'.repeat(43), newPassword: 'secret-pass-2' },
  'POST /api/user/phone/code': { mobile: '98765 12345' },
  'POST /api/user/phone/signup': { name: 'Ravi Kumar', mobile: '98765 12345', code: '123456', role: 'farmer' },
  'POST /api/user/phone/signin': { mobile: '98765 12345', code: '123456' },
  'POST /api/user/verifyEmail': { token: 'a'.repeat(43) },
  'POST /api/me/mobile/code': { mobile: '98765 12345' },
  'POST /api/me/mobile': { mobile: '98765 12345', code: '123456' },
  'POST /api/me/email': { email: 'ravi.hostile@example.in' },
  'POST /api/me/proof': { password: 'secret-pass-1' },
  'POST /api/me/password': { password: 'a-brand-new-passphrase-9' },
  'POST /api/user/undoChange': { token: 'a'.repeat(43) },
  'POST /api/addProductByFarmer/add-productByFarmer': {
    name: 'Basmati Rice',
    pricePerUnit: 95,
    quantityAvailable: 10,
    category: 'grain',
    unit: 'kg',
    images: [],
  },
  'POST /api/farmerProfile/add-farmerProfile': {
    phone: '9876543210',
    location: { city: 'Nashik', state: 'Maharashtra', pin: '422001' },
    farmSize: 4,
    isCertifiedSustainable: false,
  },
  'POST /api/buyerProfile/add-buyerProfile': {
    phone: '9876543210',
    address: '12 Market Road',
    preferences: ['grain'],
    location: { city: 'Pune', state: 'Maharashtra' },
  },
  'POST /api/orderProduct/addToCart': { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
  'PATCH /api/me/cart/:productId': { quantity: 1 },
  'PUT /api/requests/:requestId/products/:productId/response': { status: 'accepted', quantityOffered: 1, expectedDeliveryDate: null },
  'POST /api/requests/:requestId/products/:productId/confirm': { quantity: 1 },
  'POST /api/orders/:orderId/transitions': { action: 'accept', note: '' },
  'POST /api/orders/:orderId/payment/utr': { utr: '412345678901' },
  'POST /api/orders/:orderId/payment/confirmation': { received: true },
  'POST /api/me/checkout': {
    orders: [{ farmerId: '00000000-0000-4000-8000-000000000000', fulfilment: 'pickup', paymentMethod: 'cod' }],
    confirmedTotal: 0,
  },
  'POST /api/contact': { name: 'Ravi', email: 'ravi.hostile@example.in', message: 'Hello' },
  'POST /api/orders/:orderId/lines/:lineId/review': { productRating: 5, farmerRating: 4, comment: 'Fresh' },
}
BASE_BODIES['POST /api/admin/verifications/:id/decision'] = { outcome: 'rejected', reason: 'The photo is blurred' }
BASE_BODIES['POST /api/admin/certificates/:id/decision'] = BASE_BODIES['POST /api/admin/verifications/:id/decision']
BASE_BODIES['POST /api/reports'] = {
  target: 'listing',
  targetId: '00000000-0000-4000-8000-000000000000',
  reason: 'other',
  details: 'Looks fake',
}
for (const route of ['reports/:id/dismiss', 'listings/:id/hide', 'listings/:id/restore', 'accounts/:id/suspend', 'accounts/:id/restore']) {
  BASE_BODIES[`POST /api/admin/${route}`] = { reason: 'Photos copied from another farm' }
}
BASE_BODIES['POST /api/admin/accounts/:id/notice'] = { message: 'Please add your PIN code' }
BASE_BODIES['POST /api/admin/signin/enrol'] = { challenge: 'a'.repeat(43) }
BASE_BODIES['POST /api/admin/signin/enrol/confirm'] = { challenge: 'a'.repeat(43), code: '123456' }
BASE_BODIES['POST /api/admin/signin/totp'] = BASE_BODIES['POST /api/admin/signin/enrol/confirm']
BASE_BODIES['PATCH /api/addProductByFarmer/update-productByFarmer/:id'] = BASE_BODIES['POST /api/addProductByFarmer/add-productByFarmer']!
BASE_BODIES['PATCH /api/farmerProfile/update-farmerProfile'] = BASE_BODIES['POST /api/farmerProfile/add-farmerProfile']!
BASE_BODIES['PATCH /api/buyerProfile/update-buyerProfile'] = BASE_BODIES['POST /api/buyerProfile/add-buyerProfile']!

/** Runs per route and identity: with 3 identities and ~35 routes, a few thousand requests. */
const RUNS_PER_ROUTE = 60
/** No request may take longer than this: a hang is a failure like a 500. */
const REQUEST_TIMEOUT_MS = 5_000

let ctx: TestApp
let weather: FakeWeather
let tokens: Record<Exclude<Identity, 'anonymous'>, string>
let sent = 0
/** Answers by status, printed with the total so a run shows what the input reached. */
const statuses = new Map<number, number>()

beforeAll(async () => {
  weather = await startFakeWeather()
  // Metrics on, so GET /metrics meets the hostile requests with its token check (and counts them all).
  ctx = await buildTestApp({ WEATHER_URL: weather.url, METRICS_TOKEN: 'hostile-scrape-token-0123456789' })
  const farmer = await createSignedInUser(ctx.app, 'farmer')
  const buyer = await createSignedInUser(ctx.app, 'buyer')
  // Real rows for the reads to serialize: a listing in a cart makes a request.
  const product = await createProduct(ctx.app, farmer.user.id)
  await putInCart(ctx.app, buyer.user.id, product.id)
  tokens = { farmer: farmer.token, buyer: buyer.token }
})

afterAll(async () => {
  console.log(`hostile input (${ctx?.kind}): ${sent} requests sent in all`)
  await ctx?.close()
  await weather?.close()
})

/** Row count and a digest of every row, for every table: what "the database is unchanged" means. */
async function snapshotDatabase(): Promise<Record<string, string>> {
  const tables = (await ctx.app.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] }
  const snapshot: Record<string, string> = {}
  for (const { table_name: table } of tables.rows) {
    const result = (await ctx.app.db.execute(
      sql.raw(`select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from "${table}" t`),
    )) as unknown as { rows: { n: number; digest: string }[] }
    const row = result.rows[0]!
    snapshot[table] = `${row.n} rows ${row.digest}`
  }
  return snapshot
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}secrets${path.sep}`))
    .sort()
}

/** Authorization headers a caller without a session might send. */
function anonymousAuthorization(): fc.Arbitrary<string | undefined> {
  const farmerToken = tokens.farmer
  const [header, payload] = farmerToken.split('.')
  const tampered = farmerToken.slice(0, -2) + (farmerToken.endsWith('AA') ? 'BB' : 'AA')
  const algNone = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`
  return fc.oneof(
    fc.constant(undefined),
    fc.constantFrom(
      '',
      'Bearer',
      'Bearer ',
      'Bearer null',
      'Bearer undefined',
      'bearer a.b.c',
      'Basic cmF2aTpzZWNyZXQ=',
      'Token abc',
      `Bearer ${tampered}`,
      `Bearer ${algNone}`,
      `Bearer ${header}..`,
      `Bearer ${farmerToken} ${farmerToken}`,
      `Bearer ${'x'.repeat(10_000)}`,
      "Bearer ' OR 1=1 --",
      'Bearer eyJ.eyJ.sig',
    ),
    hostileString.filter((text) => text.length < 5000).map((text) => `Bearer ${text.replace(/[^\x21-\x7e]/g, '')}`),
  )
}

type Payload = { kind: 'none' } | { kind: 'text'; text: string } | { kind: 'buffer'; buffer: Buffer }

/** One field of the route's base body replaced by a hostile value, maybe plus hostile keys. */
function spoiledBody(routeKey: string): fc.Arbitrary<string> {
  const base = BASE_BODIES[routeKey] ?? {}
  const keys = Object.keys(base)
  const field = keys.length > 0 ? fc.constantFrom(...keys) : hostileKey
  return fc
    .tuple(field, hostileValue, fc.dictionary(hostileKey, hostileValue, { maxKeys: 2 }))
    .map(([key, value, extra]) => JSON.stringify({ ...extra, ...base, [key]: value }))
}

/** Counterexamples print a 200 KB body as its first characters and its length. */
function shortly(payload: Payload): Payload {
  const shown =
    payload.kind === 'text'
      ? JSON.stringify(payload.text.length > 200 ? `${payload.text.slice(0, 200)}… (${payload.text.length} chars)` : payload.text)
      : payload.kind === 'buffer'
        ? `<bytes ${payload.buffer.toString('hex')}>`
        : '<no body>'
  return Object.assign(payload, { [fc.toStringMethod]: () => shown })
}

function payloadArbitrary(routeKey: string, spec: RouteSpec): fc.Arbitrary<Payload> {
  const text = (arbitrary: fc.Arbitrary<string>): fc.Arbitrary<Payload> => arbitrary.map((t) => shortly({ kind: 'text', text: t }))
  const options: fc.Arbitrary<Payload>[] = [
    fc.constant<Payload>(shortly({ kind: 'none' })),
    text(spoiledBody(routeKey)),
    text(hostileValue.map((value) => JSON.stringify(value) ?? 'null')),
    text(protoJson),
    text(fc.constantFrom(...MALFORMED_JSON)),
    text(fc.constantFrom(deepJson(1000, 'object'), deepJson(1000, 'array'), deepJson(10_000, 'array'))),
    // A body over the limit, and huge arrays under it.
    text(fc.integer({ min: BODY_LIMIT_BYTES + 1, max: 2 * BODY_LIMIT_BYTES }).map((n) => JSON.stringify({ name: 'x'.repeat(n) }))),
    text(
      fc.constantFrom(JSON.stringify({ images: Array(8000).fill('https://example.in/a.jpg') }), `[${Array(30_000).fill('0').join(',')}]`),
    ),
    invalidUtf8.map((buffer) => shortly({ kind: 'buffer', buffer })),
    text(fc.constant('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>')),
  ]
  if (spec.upload) options.push(text(brokenMultipart))
  return fc.oneof(...options)
}

interface Generated {
  url: string
  query: string
  payload: Payload
  contentType: string | undefined
  authorization: string | undefined
  /** True when the path's parameters were left out or mangled, so another route may answer. */
  pathMangled: boolean
}

function requestArbitrary(route: AppRoute, spec: RouteSpec, identity: Identity): fc.Arbitrary<Generated> {
  const routeKey = `${route.method} ${route.url}`
  const hasParams = /[:*]/.test(route.url)
  const segments = route.url.split('/').filter((s) => s.startsWith(':') || s === '*').length
  const authorization = identity === 'anonymous' ? anonymousAuthorization() : fc.constant(`Bearer ${tokens[identity]}`)
  const withBody = route.method !== 'GET'
  return fc.record({
    url: fc.array(hostileSegment, { minLength: segments, maxLength: segments }).map((values) => {
      let index = 0
      return route.url
        .split('/')
        .map((part) => (part.startsWith(':') || part === '*' ? values[index++]! : part))
        .join('/')
    }),
    query: hostileQuery,
    payload: withBody ? payloadArbitrary(routeKey, spec) : fc.constant<Payload>({ kind: 'none' }),
    // Mostly JSON, so bodies reach validation and the services; the rest tries other parsers.
    contentType: fc.oneof(
      { weight: 6, arbitrary: fc.constant('application/json') },
      { weight: 1, arbitrary: fc.constant(undefined) },
      { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    ),
    authorization,
    pathMangled: fc.constant(hasParams),
  })
}

/** Parses a JSON body the way the server would, or undefined when it is not JSON. */
function parsedJson(payload: Payload): { value: unknown } | undefined {
  if (payload.kind !== 'text') return undefined
  try {
    return { value: JSON.parse(payload.text) as unknown }
  } catch {
    return undefined
  }
}

function timeout(ms: number, what: string): Promise<never> {
  return new Promise((_, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms: ${what}`)), ms)
    timer.unref()
  })
}

function describeRequest(options: InjectOptions): string {
  const url = String(options.url)
  const body =
    options.payload === undefined ? '' : Buffer.isBuffer(options.payload) ? `<${options.payload.length} bytes>` : String(options.payload)
  return `${options.method} ${url.length > 200 ? url.slice(0, 200) + '…' : url} ${JSON.stringify(options.headers)} ${body.slice(0, 300)}`
}

function authGateStatus(spec: RouteSpec, identity: Identity): number | null {
  if (spec.access === 'public') return null
  if (spec.access === 'scraper') return 401
  if (identity === 'anonymous') return 401
  if (spec.access === 'user' || spec.access === identity) return null
  return 403
}

async function check(route: AppRoute, spec: RouteSpec, identity: Identity, generated: Generated): Promise<void> {
  const headers: Record<string, string> = {}
  if (generated.authorization !== undefined) headers.authorization = generated.authorization
  if (generated.contentType !== undefined) headers['content-type'] = generated.contentType
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: generated.url + generated.query,
    headers,
    remoteAddress: uniqueIp(),
  }
  if (generated.payload.kind === 'text') options.payload = generated.payload.text
  if (generated.payload.kind === 'buffer') options.payload = generated.payload.buffer

  const gate = authGateStatus(spec, identity)
  // A route that changes data gets only input its own schema refuses, so its 2xx stays impossible.
  if (!spec.read && gate === null && spec.body) {
    const json = parsedJson(generated.payload)
    fc.pre(!(json && spec.body.safeParse(json.value).success))
  }

  const what = describeRequest(options)
  sent += 1
  const response: LightMyRequestResponse = await Promise.race([ctx.app.inject(options), timeout(REQUEST_TIMEOUT_MS, what)])
  const status = response.statusCode
  statuses.set(status, (statuses.get(status) ?? 0) + 1)
  const fail = (reason: string) => new Error(`${reason}: ${status} for ${what}\n→ ${response.body.slice(0, 500)}`)

  if (status >= 500) throw fail('server error')
  if (status >= 200 && status < 300) {
    if (!spec.read || gate !== null) throw fail('accepted hostile input')
    JSON.parse(response.body)
    return
  }
  if (status < 400) throw fail('unexpected status')
  let body: unknown
  try {
    body = JSON.parse(response.body)
  } catch {
    throw fail('error answer is not JSON')
  }
  if (typeof (body as { message?: unknown }).message !== 'string') throw fail('error answer has no message')
  // On the route's own path (no parameter to send it elsewhere) the auth gate answers first.
  if (gate !== null && !generated.pathMangled && generated.query === '' && status !== gate && status !== 429) {
    throw fail(`expected ${gate} from the auth gate`)
  }
}

describe('hostile input', () => {
  it('every route answers generated malformed requests with a 4xx and a message, changing nothing', async () => {
    // The server's own route list (app.routeList), so a route added later reaches this suite.
    const routes = ctx.app.routeList.filter(
      (route, index, all) =>
        !route.url.startsWith('/api/docs') && all.findIndex((other) => other.method === route.method && other.url === route.url) === index,
    )
    const keys = routes.map((route) => `${route.method} ${route.url}`)
    // Every route has a row, and no row names a route that no longer exists.
    expect(
      keys.filter((key) => !(key in ROUTES)),
      'routes without a row in ROUTES',
    ).toEqual([])
    expect(
      Object.keys(ROUTES).filter((key) => !keys.includes(key)),
      'rows in ROUTES for no route',
    ).toEqual([])

    const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort()
    const databaseBefore = await snapshotDatabase()
    const filesBefore = await listFiles(ctx.dataDir)

    for (const route of routes) {
      const spec = ROUTES[`${route.method} ${route.url}`]!
      for (const identity of ['anonymous', 'farmer', 'buyer'] as const) {
        // Signing out with a valid token is a legitimate 200 that ends the session the rest of
        // the run uses; tokens.test and auth.test cover it. Callers without a session still go.
        if (route.url === '/api/user/logout' && identity !== 'anonymous') continue
        await fc.assert(
          fc.asyncProperty(requestArbitrary(route, spec, identity), (generated) => check(route, spec, identity, generated)),
          { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        )
      }
    }

    expect(await snapshotDatabase()).toEqual(databaseBefore)
    expect(await listFiles(ctx.dataDir)).toEqual(filesBefore)
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
    // How many requests were sent and how each was answered, for the run's log; vitest shows
    // console output with the test's project name.
    console.log(
      `hostile input (${ctx.kind}): ${sent} requests over ${routes.length} routes, none answered 5xx; by status ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    )
    expect(sent).toBeGreaterThan(routes.length * RUNS_PER_ROUTE)
  }, 240_000)
})

/**
 * Hostile text in the places text belongs is not an attack on the server: it is stored and given
 * back exactly as the route's own schema reads it, or refused with a 4xx. Never a 5xx.
 */
/**
 * A lone surrogate is not Unicode: UTF-8 cannot carry it, so it reaches the database as U+FFFD, as
 * with any UTF-8 encoder (String.prototype.toWellFormed).
 */
function wellFormed<T extends string | null>(text: T): T {
  if (text === null) return text
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd') as T
}

describe('hostile text where text belongs', () => {
  const text = fc.oneof(fc.constantFrom(...NASTY_TEXT), fc.string({ unit: 'binary', maxLength: 60 }))

  async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
    sent += 1
    const response = await Promise.race([
      ctx.app.inject({ remoteAddress: uniqueIp(), ...options }),
      timeout(REQUEST_TIMEOUT_MS, describeRequest(options)),
    ])
    if (response.statusCode >= 500)
      throw new Error(`server error: ${response.statusCode} for ${describeRequest(options)}\n→ ${response.body.slice(0, 500)}`)
    return response
  }

  it('product names and descriptions are stored verbatim or refused', async () => {
    await fc.assert(
      fc.asyncProperty(text, text, text, async (name, description, variety) => {
        const body = { ...BASE_BODIES['POST /api/addProductByFarmer/add-productByFarmer'], name, description, variety }
        const expected = ProductInputSchema.safeParse(body)
        const created = await send({
          method: 'POST',
          url: '/api/addProductByFarmer/add-productByFarmer',
          headers: bearer(tokens.farmer),
          payload: body,
        })
        // PostgreSQL stores no NUL character in text: refused like invalid input.
        if (!expected.success || [name, description, variety].some((value) => value.includes('\u0000'))) {
          expect(created.statusCode, created.body).toBe(400)
          expect(created.json<{ message: unknown }>().message).toEqual(expect.any(String))
          return
        }
        expect(created.statusCode, created.body).toBe(201)
        const id = created.json<{ product: { _id: string } }>().product._id
        const read = await send({ method: 'GET', url: `/api/products/${id}` })
        const product = read.json<{ product: { name: string; description: string | null; variety: string | null } }>().product
        expect(product.name).toBe(wellFormed(expected.data.name))
        expect(product.description).toBe(wellFormed(expected.data.description))
        expect(product.variety).toBe(wellFormed(expected.data.variety))
      }),
      { numRuns: 60 },
    )
  })

  it('profile, contact and sign-up text is stored or refused, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(text, text, async (first, second) => {
        const farmerProfile = {
          ...BASE_BODIES['POST /api/farmerProfile/add-farmerProfile'],
          location: { city: first, state: second, pin: '422001' },
        }
        const farmer = await send({
          method: 'POST',
          url: '/api/farmerProfile/add-farmerProfile',
          headers: bearer(tokens.farmer),
          payload: farmerProfile,
        })
        if (farmer.statusCode === 409 || farmer.statusCode === 201) {
          await send({
            method: 'PATCH',
            url: '/api/farmerProfile/update-farmerProfile',
            headers: bearer(tokens.farmer),
            payload: farmerProfile,
          })
        }
        const buyerProfile = {
          ...BASE_BODIES['POST /api/buyerProfile/add-buyerProfile'],
          address: first,
          location: { city: second, state: 'Goa' },
        }
        await send({ method: 'POST', url: '/api/buyerProfile/add-buyerProfile', headers: bearer(tokens.buyer), payload: buyerProfile })
        await send({ method: 'PATCH', url: '/api/buyerProfile/update-buyerProfile', headers: bearer(tokens.buyer), payload: buyerProfile })
        await send({ method: 'POST', url: '/api/contact', payload: { name: first, email: 'hostile@example.in', message: second } })
        await send({
          method: 'POST',
          url: '/api/user/signup',
          payload: { name: first, email: uniqueIp().replace(/\./g, '') + '@example.in', password: second.padEnd(12, 'x'), role: 'buyer' },
        })
        await send({
          method: 'GET',
          url: `/api/orderProduct/get-AllListedProduct?search=${encodeURIComponent(first.replace(/[\ud800-\udfff]/g, ''))}`,
        })
      }),
      { numRuns: 30 },
    )
  })
})
