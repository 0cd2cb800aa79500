/**
 * The load generator of bench-api's checkout row, in its own process so it does not share the
 * server's event loop. Each request checks out the next prepared buyer's cart (one line, picked
 * up at the farm, cash on delivery) with the total that buyer was shown; a buyer is used once.
 *
 *   tsx scripts/bench-checkout-driver.ts <base url> <buyers.json> <connections> <seconds>
 *
 * Prints autocannon's JSON summary on stdout.
 */
import { readFile } from 'node:fs/promises'
import autocannon from 'autocannon'

interface PreparedBuyer {
  token: string
  farmerId: string
  total: number
}

const [url, buyersFile, connections, seconds] = process.argv.slice(2)
if (!url || !buyersFile || !connections || !seconds)
  throw new Error('usage: bench-checkout-driver <url> <buyers.json> <connections> <seconds>')
const buyers = JSON.parse(await readFile(buyersFile, 'utf8')) as PreparedBuyer[]
let next = 0

const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  requests: [
    {
      method: 'POST',
      path: '/api/me/checkout',
      setupRequest(request) {
        const buyer = buyers[next++ % buyers.length]!
        return {
          ...request,
          headers: { ...request.headers, authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            orders: [{ farmerId: buyer.farmerId, fulfilment: 'pickup', paymentMethod: 'cod' }],
            confirmedTotal: buyer.total,
          }),
        }
      },
    },
  ],
})
if (next > buyers.length) process.stderr.write(`ran out of prepared buyers: ${next} requests for ${buyers.length}\n`)
process.stdout.write(JSON.stringify(result))
