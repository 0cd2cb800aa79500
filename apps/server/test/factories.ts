import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
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
