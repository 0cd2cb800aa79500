import { afterAll, describe, expect, it } from 'vitest'
import { requestIdFor } from '#src/modules/requests/requests.service'
import {
  call,
  hasServerBundle,
  makeDataDir,
  makePostgresDatabase,
  signUpAndIn,
  startServer,
  testJwtSecret,
  type ServerProcess,
} from './server-process'

/**
 * A crash loses no acknowledged write and leaves nothing half-written: SIGKILL in the middle of a
 * stream of writes, ten times per database. After each restart every write that was acknowledged
 * (a 2xx reached us) must be there, every listing's stock plus what its orders took must equal what
 * it started with, and every order must be linked from its confirmed answer.
 */
const TRIALS = 10
const WORKERS = 3
const INITIAL_STOCK = 50
/** Each trial's kill lands at a random moment within this span after the stream starts (ms). */
const KILL_AFTER = { min: 300, max: 1500 }

const adminUrl = process.env.TEST_DATABASE_URL
const engines = [{ kind: 'pglite' }, ...(adminUrl ? [{ kind: 'postgres' }] : [])] as const

interface Ledger {
  /** Listings created with a 2xx. */
  listings: Set<string>
  /** Products whose Add to Cart answered 2xx. */
  cartAdds: Set<string>
  /** Orders whose confirmation answered 2xx: order id → product id and quantity. */
  orders: Map<string, { productId: string; quantity: number }>
  /** Write calls that answered 2xx, over all trials. */
  acknowledged: number
}

interface Party {
  farmer: { token: string; userId: string }
  buyer: { token: string; userId: string }
  requestId: string
}

const results: string[] = []
afterAll(() => {
  // One summary line per database, for the note.
  for (const line of results) process.stdout.write(`${line}\n`)
})

/**
 * One worker's loop until the server dies: create a listing, add it to the cart, confirm an order
 * of 1–5 units. A call that gets no answer (the process is gone) ends the loop; a 2xx is recorded
 * the moment it arrives.
 */
async function writeStream(server: ServerProcess, party: Party, ledger: Ledger, worker: number): Promise<void> {
  for (let round = 0; ; round += 1) {
    try {
      const created = await call(server.url, 'POST', '/api/addProductByFarmer/add-productByFarmer', {
        token: party.farmer.token,
        body: { name: `Crash test ${worker}-${round}`, pricePerUnit: 40, quantityAvailable: INITIAL_STOCK },
      })
      if (created.status !== 201) throw new Error(`create listing: ${created.status} ${JSON.stringify(created.body)}`)
      const productId: string = created.body.product._id
      ledger.listings.add(productId)
      ledger.acknowledged += 1

      const added = await call(server.url, 'POST', '/api/orderProduct/addToCart', {
        token: party.buyer.token,
        // Enough for any confirmation below: a farmer confirms at most what the buyer asked for.
        body: { productId, userId: party.buyer.userId, quantity: 5 },
      })
      if (added.status !== 201) throw new Error(`add to cart: ${added.status} ${JSON.stringify(added.body)}`)
      ledger.cartAdds.add(productId)
      ledger.acknowledged += 1

      const quantity = 1 + ((worker + round) % 5)
      const confirmed = await call(server.url, 'POST', `/api/requests/${party.requestId}/products/${productId}/confirm`, {
        token: party.farmer.token,
        body: { quantity },
      })
      if (confirmed.status !== 201) throw new Error(`confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`)
      ledger.orders.set(confirmed.body.order._id, { productId, quantity })
      ledger.acknowledged += 1
    } catch (err) {
      // Killed mid-call: the write in flight was never acknowledged. Anything else is a failure.
      if (server.child.killed) return
      throw err
    }
  }
}

/** Reads everything back through the API and checks it against the ledger. */
async function verify(server: ServerProcess, party: Party, ledger: Ledger, trial: number): Promise<number> {
  const label = `after restart ${trial}`
  const listings = await call(server.url, 'GET', '/api/addProductByFarmer/get-productByFarmer', { token: party.farmer.token })
  const orders = await call(server.url, 'GET', '/api/orders', { token: party.farmer.token })
  const cart = await call(server.url, 'GET', '/api/orderProduct/getProductFromCart', { token: party.buyer.token })
  const requests = await call(server.url, 'GET', '/api/addProductByFarmer/requestToBuyProducts', { token: party.farmer.token })
  for (const answer of [listings, orders, cart, requests]) expect(answer.status, label).toBe(200)

  const stock = new Map<string, number>(
    listings.body.getAllProduct.map((product: { _id: string; quantityAvailable: number }) => [product._id, product.quantityAvailable]),
  )
  // An order made by Confirm This Product has one line: the product confirmed.
  const orderList: { _id: string; productId: string; quantity: number }[] = orders.body.orders.map(
    (order: { _id: string; lines: { productId: string; quantity: number }[] }) => ({ _id: order._id, ...order.lines[0]! }),
  )
  const orderIds = new Set(orderList.map((order) => order._id))
  const inCart = new Set<string>(cart.body.cart.products.map((entry: { productId: string }) => entry.productId))

  let lost = 0
  for (const id of ledger.listings) if (!stock.has(id)) lost += 1
  for (const id of ledger.orders.keys()) if (!orderIds.has(id)) lost += 1
  // A confirmation takes the product out of the cart, so an acknowledged Add to Cart lives on as
  // either a cart entry or an order of that product.
  const ordered = new Set(orderList.map((order) => order.productId))
  for (const id of ledger.cartAdds) if (!inCart.has(id) && !ordered.has(id)) lost += 1
  expect(lost, `${label}: acknowledged writes missing`).toBe(0)

  // Acknowledged orders came back as they were acknowledged.
  for (const [id, expected] of ledger.orders) {
    expect(
      orderList.find((order) => order._id === id),
      label,
    ).toMatchObject(expected)
  }

  // Nothing half-written: stock + ordered = initial for every listing, acknowledged or not, and
  // every order is the one its confirmed answer points at (one order per product at most).
  const orderedQuantity = new Map<string, number>()
  for (const order of orderList) orderedQuantity.set(order.productId, (orderedQuantity.get(order.productId) ?? 0) + order.quantity)
  for (const [productId, left] of stock) {
    expect(left + (orderedQuantity.get(productId) ?? 0), `${label}: stock of ${productId}`).toBe(INITIAL_STOCK)
  }
  expect(ordered.size, `${label}: one order per product`).toBe(orderList.length)
  const confirmedAnswers = new Map<string, string | null>()
  for (const request of requests.body.checkProductIds) {
    for (const response of request.responses)
      if (response.status === 'confirmed') confirmedAnswers.set(response.productId, response.orderId)
  }
  for (const order of orderList) expect(confirmedAnswers.get(order.productId), `${label}: answer of ${order.productId}`).toBe(order._id)
  expect(confirmedAnswers.size, `${label}: confirmed answers without an order`).toBe(orderList.length)
  return lost
}

describe.runIf(hasServerBundle()).each(engines)('crash safety on $kind', ({ kind }) => {
  it(`keeps every acknowledged write through ${TRIALS} SIGKILLs mid-stream`, { timeout: 240_000 }, async () => {
    const data = await makeDataDir()
    const database = kind === 'postgres' ? await makePostgresDatabase(adminUrl!) : undefined
    const env: Record<string, string> = {
      DATA_DIR: data.dir,
      JWT_SECRET: testJwtSecret(),
      AUTH_RATE_LIMIT_MAX_PER_IP: '1000',
      ...(database ? { DATABASE_URL: database.url } : {}),
    }
    let server = await startServer(env)
    try {
      const farmer = await signUpAndIn(server.url, 'farmer')
      const buyer = await signUpAndIn(server.url, 'buyer')
      const party: Party = { farmer, buyer, requestId: requestIdFor(farmer.userId, buyer.userId) }
      const ledger: Ledger = { listings: new Set(), cartAdds: new Set(), orders: new Map(), acknowledged: 0 }
      let lost = 0
      for (let trial = 1; trial <= TRIALS; trial += 1) {
        const killAfter = KILL_AFTER.min + Math.floor(Math.random() * (KILL_AFTER.max - KILL_AFTER.min))
        const current = server
        const killer = new Promise<void>((resolve) => setTimeout(() => void current.kill().then(resolve), killAfter))
        await Promise.all([killer, ...Array.from({ length: WORKERS }, (_, worker) => writeStream(current, party, ledger, worker))])
        expect(current.child.signalCode).toBe('SIGKILL')

        // The restart must come up healthy on the killed server's files / database.
        server = await startServer(env)
        lost += await verify(server, party, ledger, trial)
      }
      expect(ledger.orders.size, 'the stream got orders through').toBeGreaterThan(0)
      results.push(
        `crash safety (${kind}): ${TRIALS} trials, ${ledger.acknowledged} writes acknowledged ` +
          `(${ledger.listings.size} listings, ${ledger.cartAdds.size} cart additions, ${ledger.orders.size} orders), ${lost} lost`,
      )
      await server.stop()
      expect(server.child.exitCode, `clean shutdown:\n${server.output()}`).toBe(0)
    } finally {
      await server.kill()
      await database?.drop()
      await data.remove()
    }
  })
})
