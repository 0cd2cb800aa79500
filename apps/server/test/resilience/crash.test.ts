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
 * stream of writes (listings, cart additions, confirmations and checkouts), ten times per database.
 * After each restart every write that was acknowledged (a 2xx reached us) must be there, every
 * listing's stock plus what its orders took must equal what it started with (no stock reserved
 * twice, none lost), and every confirmed order must be linked from its confirmed answer.
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
  /** Orders whose checkout answered 2xx: order id → its lines' product ids and quantities. */
  checkouts: Map<string, { productId: string; quantity: number }[]>
  /** Write calls that answered 2xx, over all trials. */
  acknowledged: number
}

interface Party {
  farmer: { token: string; userId: string }
  buyer: { token: string; userId: string }
  /** Buyers who check out what they add, one per worker. */
  shoppers: { token: string; userId: string }[]
  requestId: string
}

/** Listings the shopper checks out carry this prefix; the others go through Confirm This Product. */
const CHECKOUT_PREFIX = 'Crash checkout'

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

      const forSale = await call(server.url, 'POST', '/api/addProductByFarmer/add-productByFarmer', {
        token: party.farmer.token,
        body: { name: `${CHECKOUT_PREFIX} ${worker}-${round}`, pricePerUnit: 40, quantityAvailable: INITIAL_STOCK },
      })
      if (forSale.status !== 201) throw new Error(`create listing: ${forSale.status} ${JSON.stringify(forSale.body)}`)
      const saleId: string = forSale.body.product._id
      ledger.listings.add(saleId)
      ledger.acknowledged += 1
      const shopper = party.shoppers[worker]!
      const picked = await call(server.url, 'POST', '/api/orderProduct/addToCart', {
        token: shopper.token,
        body: { productId: saleId, quantity },
      })
      if (picked.status !== 201) throw new Error(`add to cart: ${picked.status} ${JSON.stringify(picked.body)}`)
      ledger.cartAdds.add(saleId)
      ledger.acknowledged += 1
      // As the checkout screen does: the total of the preview is the one the buyer confirms (a line
      // left in the cart by a killed round is checked out with it).
      const preview = await call(server.url, 'GET', '/api/me/checkout', { token: shopper.token })
      if (preview.status !== 200) throw new Error(`checkout preview: ${preview.status} ${JSON.stringify(preview.body)}`)
      const total = preview.body.groups.reduce((sum: number, group: { subtotal: number }) => sum + group.subtotal, 0)
      const checkedOut = await call(server.url, 'POST', '/api/me/checkout', {
        token: shopper.token,
        body: { orders: [{ farmerId: party.farmer.userId, fulfilment: 'pickup', paymentMethod: 'cod' }], confirmedTotal: total },
      })
      if (checkedOut.status !== 201) throw new Error(`checkout: ${checkedOut.status} ${JSON.stringify(checkedOut.body)}`)
      for (const order of checkedOut.body.orders) {
        ledger.checkouts.set(
          order._id,
          order.lines.map((line: { productId: string; quantity: number }) => ({ productId: line.productId, quantity: line.quantity })),
        )
      }
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
  const shopperCarts = await Promise.all(
    party.shoppers.map((shopper) => call(server.url, 'GET', '/api/orderProduct/getProductFromCart', { token: shopper.token })),
  )
  const requests = await call(server.url, 'GET', '/api/addProductByFarmer/requestToBuyProducts', { token: party.farmer.token })
  for (const answer of [listings, orders, cart, ...shopperCarts, requests]) expect(answer.status, label).toBe(200)

  const stock = new Map<string, number>(
    listings.body.getAllProduct.map((product: { _id: string; quantityAvailable: number }) => [product._id, product.quantityAvailable]),
  )
  const checkoutListings = new Set<string>(
    listings.body.getAllProduct
      .filter((product: { name: string }) => product.name.startsWith(CHECKOUT_PREFIX))
      .map((product: { _id: string }) => product._id),
  )
  // Every line of every order: a confirmed order has one, a checkout one per listing it took.
  const allOrders: { _id: string; lines: { productId: string; quantity: number }[] }[] = orders.body.orders
  const everyLine = allOrders.flatMap((order) =>
    order.lines.map((line) => ({ _id: order._id, productId: line.productId, quantity: line.quantity })),
  )
  const orderList = everyLine.filter((line) => !checkoutListings.has(line.productId))
  const orderIds = new Set(everyLine.map((line) => line._id))
  const inCart = new Set<string>(
    [cart, ...shopperCarts].flatMap((answer) => answer.body.cart.products.map((entry: { productId: string }) => entry.productId)),
  )

  let lost = 0
  for (const id of ledger.listings) if (!stock.has(id)) lost += 1
  for (const id of [...ledger.orders.keys(), ...ledger.checkouts.keys()]) if (!orderIds.has(id)) lost += 1
  // A confirmation takes the product out of the cart, so an acknowledged Add to Cart lives on as
  // either a cart entry or an order of that product.
  const ordered = new Set(everyLine.map((line) => line.productId))
  for (const id of ledger.cartAdds) if (!inCart.has(id) && !ordered.has(id)) lost += 1
  expect(lost, `${label}: acknowledged writes missing`).toBe(0)

  // Acknowledged orders came back as they were acknowledged.
  for (const [id, expected] of ledger.orders) {
    expect(
      everyLine.find((line) => line._id === id),
      label,
    ).toMatchObject(expected)
  }
  for (const [id, expected] of ledger.checkouts) {
    expect(
      everyLine.filter((line) => line._id === id).map(({ productId, quantity }) => ({ productId, quantity })),
      label,
    ).toEqual(expect.arrayContaining(expected))
  }

  // Nothing half-written: stock + ordered = initial for every listing, acknowledged or not, and
  // every order is the one its confirmed answer points at (one order per product at most).
  const orderedQuantity = new Map<string, number>()
  for (const line of everyLine) orderedQuantity.set(line.productId, (orderedQuantity.get(line.productId) ?? 0) + line.quantity)
  for (const [productId, left] of stock) {
    expect(left + (orderedQuantity.get(productId) ?? 0), `${label}: stock of ${productId}`).toBe(INITIAL_STOCK)
  }
  expect(ordered.size, `${label}: one order line per product`).toBe(everyLine.length)
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
      const shoppers = await Promise.all(Array.from({ length: WORKERS }, () => signUpAndIn(server.url, 'buyer')))
      const party: Party = { farmer, buyer, shoppers, requestId: requestIdFor(farmer.userId, buyer.userId) }
      const ledger: Ledger = { listings: new Set(), cartAdds: new Set(), orders: new Map(), checkouts: new Map(), acknowledged: 0 }
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
      expect(ledger.checkouts.size, 'the stream got checkouts through').toBeGreaterThan(0)
      results.push(
        `crash safety (${kind}): ${TRIALS} trials, ${ledger.acknowledged} writes acknowledged ` +
          `(${ledger.listings.size} listings, ${ledger.cartAdds.size} cart additions, ${ledger.orders.size} confirmed orders, ` +
          `${ledger.checkouts.size} checked-out orders), ${lost} lost`,
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
