import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { generateSync } from 'otplib'
import type { Role } from '@app/shared/roles'
import type { NewProductRow, ProductRow, UserRow } from '#src/db/schema/index'
import { insertUser } from '#src/modules/auth/auth.repository'
import { hashPassword } from '#src/lib/passwords'
import { cartItems, products } from '#src/db/schema/index'

/** An email no other test uses, so tests need no clean-up between them. */
export function uniqueEmail(label = 'user'): string {
  return `${label}.${randomBytes(5).toString('hex')}@example.in`
}

/** A client address no other test uses, for rate-limit counters keyed by address. */
export function uniqueIp(): string {
  const bytes = randomBytes(3)
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`
}

export interface TestUser {
  /** Made with an email, so it has one. */
  user: UserRow & { email: string }
  password: string
}

/** Inserts a user straight into the database (no API call, no rate limit). */
export async function createUser(
  app: FastifyInstance,
  overrides: { role?: Role; email?: string; password?: string; name?: string } = {},
): Promise<TestUser> {
  const password = overrides.password ?? 'secret-pass-1'
  const user = await insertUser(app.db, {
    name: overrides.name ?? 'Test User',
    email: overrides.email ?? uniqueEmail(overrides.role ?? 'farmer'),
    role: overrides.role ?? 'farmer',
    passwordHash: await hashPassword(password),
  })
  if (!user?.email) throw new Error('createUser: email taken')
  return { user: { ...user, email: user.email }, password }
}

/**
 * Signs in through the API and returns the Bearer token. Each call comes from its own address, so
 * a test file that signs in many users does not run into the per-address sign-in limit.
 */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/signin',
    payload: { email, password },
    remoteAddress: uniqueIp(),
  })
  if (response.statusCode !== 200) throw new Error(`signIn failed: ${response.statusCode} ${response.body}`)
  return response.json<{ token: string }>().token
}

/** A user of `role` and a token for them. */
export async function createSignedInUser(app: FastifyInstance, role: Role = 'farmer') {
  const { user, password } = await createUser(app, { role })
  return { user, token: await signIn(app, user.email, password) }
}

/**
 * The code an authenticator app shows for `secret` at `at` (now by default). A code's 30-second
 * step is taken once per operator, so a second sign-in within the same step needs the next one:
 * `totpCode(secret, Date.now() + 30_000)`, which the server still accepts.
 */
export function totpCode(secret: string, at = Date.now()): string {
  return generateSync({ secret, epoch: Math.floor(at / 1000) })
}

export interface TestOperator extends TestUser {
  /** The authenticator's secret (base32), as the enrolment's QR code carries it. */
  secret: string
  /** A live session, issued after the second factor. */
  token: string
}

/**
 * An operator (role admin) signed in the real way: password, then enrolment of an authenticator
 * from the secret the server shows, confirmed with its first code. The session is the one the
 * console gets; `secret` signs in again (see `totpCode`).
 */
export async function createOperator(app: FastifyInstance, overrides: { email?: string; name?: string } = {}): Promise<TestOperator> {
  const { user, password } = await createUser(app, {
    role: 'admin',
    name: overrides.name ?? 'Test Operator',
    ...(overrides.email ? { email: overrides.email } : {}),
  })
  const remoteAddress = uniqueIp()
  const post = async <T>(url: string, payload: object): Promise<T> => {
    const response = await app.inject({ method: 'POST', url, payload, remoteAddress })
    if (response.statusCode !== 200) throw new Error(`createOperator: ${url} answered ${response.statusCode} ${response.body}`)
    return response.json<T>()
  }
  const { challenge } = await post<{ challenge: string }>('/api/user/signin', { email: user.email, password })
  const { secret } = await post<{ secret: string }>('/api/admin/signin/enrol', { challenge })
  const { token } = await post<{ token: string }>('/api/admin/signin/enrol/confirm', { challenge, code: totpCode(secret) })
  return { user, password, secret, token }
}

export async function createProduct(app: FastifyInstance, farmerId: string, overrides: Partial<NewProductRow> = {}): Promise<ProductRow> {
  const [row] = await app.db
    .insert(products)
    .values({ farmerId, name: 'Basmati Rice', pricePerUnit: 95.5, quantityAvailable: 120, ...overrides })
    .returning()
  if (!row) throw new Error('createProduct: no row')
  return row
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` }
}

/**
 * Puts the product in the buyer's cart straight through the database, at `addedAt`: one minimum
 * order at the listing's current price, unless `line` says otherwise.
 */
export async function putInCart(
  app: FastifyInstance,
  buyerId: string,
  productId: string,
  addedAt = new Date(),
  line: { quantity?: number; priceSeen?: number } = {},
): Promise<void> {
  const listing = (column: typeof products.minOrderQuantity | typeof products.pricePerUnit) =>
    sql<number>`(select ${column} from ${products} where ${products.id} = ${productId})`
  await app.db.insert(cartItems).values({
    buyerId,
    productId,
    addedAt,
    quantity: line.quantity ?? listing(products.minOrderQuantity),
    priceSeen: line.priceSeen ?? listing(products.pricePerUnit),
  })
}
