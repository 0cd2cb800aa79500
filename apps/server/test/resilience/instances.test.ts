import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { describe, expect, it } from 'vitest'
import { requestIdFor } from '#src/modules/requests/requests.service'
import { call, hasServerBundle, makeDataDir, makePostgresDatabase, signUpAndIn, startServer, testJwtSecret } from './server-process'

/**
 * The server scales out: two server processes on one PostgreSQL database and one Redis, as behind
 * a load balancer. Every call names its client address in X-Forwarded-For (TRUST_PROXY=true), a
 * fresh one per run, so the shared Redis counters of other runs and suites never meet ours.
 */
const adminUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL
const MAX_PER_IP = 6
const RACES = 5

if (!adminUrl || !redisUrl) {
  process.stdout.write('TEST_DATABASE_URL or TEST_REDIS_URL is not set: skipping the several-instances test\n')
}

function uniqueAddress(): string {
  const bytes = randomBytes(3)
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`
}

/** Deletes the rate-limit counters that name one of `markers` (our addresses and emails). */
async function forgetCounters(markers: string[]): Promise<void> {
  const redis = new Redis(redisUrl!, { lazyConnect: true })
  await redis.connect()
  try {
    let cursor = '0'
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', 'kisansetu:rate-limit:auth:*', 'COUNT', 1000)
      cursor = next
      const ours = keys.filter((key) => markers.some((marker) => key.endsWith(`:${marker}`)))
      if (ours.length > 0) await redis.del(...ours)
    } while (cursor !== '0')
  } finally {
    await redis.quit()
  }
}

describe.runIf(adminUrl && redisUrl && hasServerBundle())('two instances on one PostgreSQL and one Redis', () => {
  it(
    'share rate limits, let one confirmation and one checkout win their races, and honour a sign-out on the other',
    { timeout: 120_000 },
    async () => {
      const database = await makePostgresDatabase(adminUrl!)
      const dataA = await makeDataDir()
      const dataB = await makeDataDir()
      const shared = {
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl!,
        JWT_SECRET: testJwtSecret(),
        TRUST_PROXY: 'true',
        AUTH_SIGNIN_MAX_FAILURES_PER_IP: String(MAX_PER_IP),
      }
      const markers: string[] = []
      const address = () => {
        const ip = uniqueAddress()
        markers.push(ip)
        return { 'x-forwarded-for': ip }
      }
      // B starts once A has migrated the database, as a rolling deploy would.
      const a = await startServer({ ...shared, DATA_DIR: dataA.dir })
      const b = await startServer({ ...shared, DATA_DIR: dataB.dir })
      try {
        // Rate limit: failed sign-ins from one address, alternating between the instances, check no
        // password (a code is asked for) once the shared count passes the limit; per instance, each
        // would allow MAX_PER_IP.
        const attacker = address()
        const answers: string[] = []
        for (let attempt = 0; attempt < MAX_PER_IP + 2; attempt += 1) {
          const email = `nobody.${randomBytes(4).toString('hex')}@example.in`
          markers.push(email)
          const instance = attempt % 2 === 0 ? a : b
          const answer = await call(instance.url, 'POST', '/api/user/signin', {
            body: { email, password: 'wrong-pass-1' },
            headers: attacker,
          })
          answers.push(`${answer.status} ${(answer.body as { code: string }).code}`)
        }
        expect(answers).toEqual([...Array<string>(MAX_PER_IP).fill('401 UNAUTHENTICATED'), '401 CODE_REQUIRED', '401 CODE_REQUIRED'])

        const farmer = await signUpAndIn(a.url, 'farmer', address())
        const buyer = await signUpAndIn(b.url, 'buyer', address())
        markers.push(farmer.email, buyer.email)
        const requestId = requestIdFor(farmer.userId, buyer.userId)

        // Confirmation race: the same request product confirmed on both instances at once.
        for (let race = 0; race < RACES; race += 1) {
          const created = await call(a.url, 'POST', '/api/addProductByFarmer/add-productByFarmer', {
            token: farmer.token,
            body: { name: `Race ${race}`, pricePerUnit: 25, quantityAvailable: 10 },
          })
          expect(created.status).toBe(201)
          const productId: string = created.body.product._id
          const added = await call(b.url, 'POST', '/api/orderProduct/addToCart', { token: buyer.token, body: { productId, quantity: 3 } })
          expect(added.status).toBe(201)
          const confirm = (base: string) =>
            call(base, 'POST', `/api/requests/${requestId}/products/${productId}/confirm`, { token: farmer.token, body: { quantity: 3 } })
          const answers = await Promise.all([confirm(a.url), confirm(b.url)])
          expect(answers.map((answer) => answer.status).sort(), `race ${race}`).toEqual([201, 409])
          const product = await call(b.url, 'GET', `/api/products/${productId}`)
          expect(product.body.product.quantityAvailable, `race ${race}: stock taken once`).toBe(7)
        }
        const orders = await call(b.url, 'GET', '/api/orders', { token: buyer.token })
        expect(orders.body.orders).toHaveLength(RACES)

        // Checkout race: two buyers each want the last 5 units, and check out at once, one on each
        // instance. One order is placed; the other is refused with a message, and nothing is oversold.
        const rivals = [await signUpAndIn(a.url, 'buyer', address()), await signUpAndIn(b.url, 'buyer', address())]
        markers.push(...rivals.map((rival) => rival.email))
        for (let race = 0; race < RACES; race += 1) {
          const created = await call(a.url, 'POST', '/api/addProductByFarmer/add-productByFarmer', {
            token: farmer.token,
            body: { name: `Last lot ${race}`, pricePerUnit: 25, quantityAvailable: 5 },
          })
          expect(created.status).toBe(201)
          const productId: string = created.body.product._id
          for (const rival of rivals) {
            const added = await call(a.url, 'POST', '/api/orderProduct/addToCart', { token: rival.token, body: { productId, quantity: 5 } })
            expect(added.status).toBe(201)
          }
          const choice = { farmerId: farmer.userId, fulfilment: 'pickup', paymentMethod: 'cod' }
          const answers = await Promise.all(
            rivals.map((rival, index) =>
              call(index === 0 ? a.url : b.url, 'POST', '/api/me/checkout', {
                token: rival.token,
                body: { orders: [choice], confirmedTotal: 125 },
              }),
            ),
          )
          expect(answers.map((answer) => answer.status).sort(), `checkout race ${race}`).toEqual([201, 409])
          expect(answers.find((answer) => answer.status === 409)!.body.message).toMatch(/left|changed/)
          const product = await call(b.url, 'GET', `/api/products/${productId}`)
          expect(product.body.product, `checkout race ${race}: sold once`).toMatchObject({ quantityAvailable: 0, status: 'out_of_stock' })
        }

        // Sign-out on A revokes the token on B.
        expect((await call(b.url, 'GET', '/api/orders', { token: buyer.token })).status).toBe(200)
        expect((await call(a.url, 'POST', '/api/user/logout', { token: buyer.token })).status).toBe(200)
        const after = await call(b.url, 'GET', '/api/orders', { token: buyer.token })
        expect(after.status).toBe(401)
        expect(after.body).toMatchObject({ code: 'UNAUTHENTICATED' })
      } finally {
        await Promise.all([a.kill(), b.kill()])
        await forgetCounters(markers)
        await database.drop()
        await Promise.all([dataA.remove(), dataB.remove()])
      }
    },
  )
})
