import { describe, expect, it } from 'vitest'
import { withDatabaseName } from '@app/test-support/postgres'
import { call, hasServerBundle, makeDataDir, makePostgresDatabase, signUpAndIn, sleep, startServer, testJwtSecret } from './server-process'
import { startTcpProxy } from './tcp-proxy'

/**
 * The server survives its database: PostgreSQL goes away while the server runs. A TCP relay stands in
 * for the database's network, so the machine's PostgreSQL keeps serving the other suites.
 */
const adminUrl = process.env.TEST_DATABASE_URL
/** "Quickly": a down database answers well before a person would give up on the page. */
const QUICK_MS = 3000

if (!adminUrl) process.stdout.write('TEST_DATABASE_URL is not set: skipping the PostgreSQL outage test\n')

describe.runIf(adminUrl && hasServerBundle())('PostgreSQL stopped while serving', () => {
  it('answers 503 quickly, reports it on /api/health, and recovers by itself', { timeout: 90_000 }, async () => {
    const data = await makeDataDir()
    const database = await makePostgresDatabase(adminUrl!)
    const target = new URL(database.url)
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
    const viaProxy = new URL(withDatabaseName(adminUrl!, database.name))
    viaProxy.host = `127.0.0.1:${proxy.port}`
    const server = await startServer({
      DATA_DIR: data.dir,
      JWT_SECRET: testJwtSecret(),
      DATABASE_URL: viaProxy.toString(),
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
    })
    try {
      const farmer = await signUpAndIn(server.url, 'farmer')
      const listing = { name: 'Outage onions', pricePerUnit: 30, quantityAvailable: 10 }
      const created = await call(server.url, 'POST', '/api/addProductByFarmer/add-productByFarmer', { token: farmer.token, body: listing })
      expect(created.status).toBe(201)

      await proxy.stop()
      const down = [
        ['GET', '/api/health', undefined],
        ['GET', '/api/addProductByFarmer/get-productByFarmer', undefined],
        ['POST', '/api/addProductByFarmer/add-productByFarmer', listing],
        ['GET', `/api/products/${created.body.product._id}`, undefined],
      ] as const
      for (const [method, url, body] of down) {
        const started = Date.now()
        const answer = await call(server.url, method, url, { token: farmer.token, body })
        const took = Date.now() - started
        expect(answer.status, `${method} ${url}`).toBe(503)
        expect(answer.body, `${method} ${url}`).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.any(String) })
        expect(took, `${method} ${url} answered in ${took} ms`).toBeLessThan(QUICK_MS)
      }
      const signIn = await call(server.url, 'POST', '/api/user/signin', { body: { email: farmer.email, password: farmer.password } })
      expect(signIn.status).toBe(503)

      await proxy.start()
      const deadline = Date.now() + 15_000
      let health = 0
      while (Date.now() < deadline && health !== 200) {
        health = (await call(server.url, 'GET', '/api/health')).status
        if (health !== 200) await sleep(200)
      }
      expect(health, 'healthy again without a restart').toBe(200)
      expect(server.child.exitCode, 'the process never stopped').toBeNull()

      const listings = await call(server.url, 'GET', '/api/addProductByFarmer/get-productByFarmer', { token: farmer.token })
      expect(listings.status).toBe(200)
      // The write attempted during the outage answered 503 and left nothing behind.
      expect(listings.body.getAllProduct.map((product: { _id: string }) => product._id)).toEqual([created.body.product._id])
      const again = await call(server.url, 'POST', '/api/addProductByFarmer/add-productByFarmer', { token: farmer.token, body: listing })
      expect(again.status).toBe(201)
    } finally {
      await server.kill()
      await proxy.close()
      await database.drop()
      await data.remove()
    }
  })
})
