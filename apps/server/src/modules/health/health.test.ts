import { rm, writeFile } from 'node:fs/promises'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { uploadsDir } from '#src/lib/storage'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createSignedInUser } from '../../../test/factories'
import { startTcpProxy } from '../../../test/resilience/tcp-proxy'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

const STRICT_CSP =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: blob: https: http://kisansetu.test;connect-src 'self';font-src 'self';worker-src 'self';manifest-src 'self';object-src 'none';base-uri 'self';frame-ancestors 'none';form-action 'self'"

describe('platform', () => {
  it('answers unknown API paths with a JSON 404, never HTML', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/user/nope'],
      ['GET', '/api'],
      ['GET', '/uploads/missing.webp'],
    ] as const) {
      const response = await t.app.inject({ method, url })
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', requestId: expect.any(String) })
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/nope?x=1' })).json().message).toBe('No API route matches GET /api/nope')
  })

  it('rate-limits probing of unknown API paths', async () => {
    const remoteAddress = '10.99.0.1'
    let last = 0
    for (let i = 0; i < 121; i += 1) {
      last = (await t.app.inject({ method: 'GET', url: `/api/probe-${i}`, remoteAddress })).statusCode
    }
    expect(last).toBe(429)
  })

  it('sends the security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.headers['content-security-policy']).toBe(STRICT_CSP)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(response.headers['x-powered-by']).toBeUndefined()
  })

  it('serves the OpenAPI document and Swagger UI from local assets at /api/docs', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' })
    expect(ui.statusCode).toBe(200)
    expect(ui.headers['content-type']).toMatch(/^text\/html/)
    expect(ui.body).not.toMatch(/https?:\/\/(?!localhost)/)
    expect(ui.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'")
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' })
    expect(bundle.statusCode).toBe(200)

    const document = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(document.statusCode).toBe(200)
    const spec = document.json()
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/user/signup',
        '/api/user/signin',
        '/api/user/logout',
        '/api/user/forgetPassword',
        '/api/user/resetPassword',
        '/api/addProductByFarmer/get-productByFarmer',
        '/api/addProductByFarmer/add-productByFarmer',
        '/api/addProductByFarmer/update-productByFarmer/{id}',
        '/api/delete-productByFarmer/{id}',
        '/api/addProductByFarmer/delete-productByFarmer/{id}',
        '/api/products/{id}',
        '/api/product-images',
        '/api/setProfileImg/set-profile-image',
        '/api/farmerProfile/get-farmerProfile',
        '/api/farmerProfile/add-farmerProfile',
        '/api/farmerProfile/update-farmerProfile',
      ]),
    )
    expect(spec.paths['/api/products/{id}'].get.description).toMatch(/Not one of the specification/)
    expect(spec.paths['/api/user/signup'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('email')
    const addProduct = spec.paths['/api/addProductByFarmer/add-productByFarmer'].post
    expect(addProduct.requestBody.content['application/json'].schema.properties).toHaveProperty('pricePerUnit')
    expect(addProduct.responses['201'].content['application/json'].schema.properties).toHaveProperty('product')
    expect(
      spec.paths['/api/farmerProfile/add-farmerProfile'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('farmSize')
    expect(spec.paths['/api/setProfileImg/set-profile-image'].post.description).toMatch(/field `image`/)
  })

  it('compresses JSON answers when the client accepts it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } })
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString()).openapi).toBe('3.1.0')
  })
})

describe('GET /api/health', () => {
  it('answers 200 {status: ok} while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
  })

  it('answers 503 once the database is gone, and other calls a generic 500', async () => {
    const { token } = await createSignedInUser(t.app, 'farmer')
    await t.app.database.close()
    const health = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(503)
    expect(health.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.any(String) })

    const failing = await t.app.inject({ method: 'GET', url: '/api/addProductByFarmer/get-productByFarmer', headers: bearer(token) })
    expect(failing.statusCode).toBe(500)
    expect(failing.json()).toEqual({ code: 'INTERNAL', message: 'Something went wrong', requestId: expect.any(String) })
  })
})

describe('GET /api/health/ready', () => {
  it('answers 200 with every check while the database and the photo store answer; Redis is off without REDIS_URL', async () => {
    const ready = await buildTestApp()
    try {
      const response = await ready.app.inject({ method: 'GET', url: '/api/health/ready' })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'off', storage: 'ok' } })
    } finally {
      await ready.close()
    }
  })

  it('answers 503 naming the database once it is gone, while /api/health says the same', async () => {
    const ready = await buildTestApp()
    try {
      await ready.app.database.close()
      const response = await ready.app.inject({ method: 'GET', url: '/api/health/ready', headers: { 'accept-language': 'hi' } })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        // The catalogue's words, in the language asked for, as every error answer has them.
        message: expect.stringMatching(/[\u0900-\u097f]/),
        requestId: expect.any(String),
        checks: { database: 'failed', redis: 'off', storage: 'ok' },
      })
      expect((await ready.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503)
    } finally {
      await ready.close()
    }
  })

  it('answers 503 naming the storage when the uploads folder cannot take files', async () => {
    const ready = await buildTestApp()
    try {
      const uploads = uploadsDir(ready.dataDir)
      await rm(uploads, { recursive: true, force: true })
      // A file where the folder should be: nothing can be stored under it.
      await writeFile(uploads, 'not a folder')
      const response = await ready.app.inject({ method: 'GET', url: '/api/health/ready' })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', checks: { database: 'ok', redis: 'off', storage: 'failed' } })
    } finally {
      await ready.close()
    }
  })

  describe.runIf(process.env.TEST_REDIS_URL)('with Redis (TEST_REDIS_URL)', () => {
    it('answers 200 with Redis ok, and 503 naming redis while Redis cannot be reached', async () => {
      const target = new URL(process.env.TEST_REDIS_URL!)
      // A relay between the app and Redis, so Redis can go away for this app alone.
      const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) })
      const viaProxy = new URL(target)
      viaProxy.host = `127.0.0.1:${proxy.port}`
      const ready = await buildTestApp({ REDIS_URL: viaProxy.toString() })
      try {
        const up = await ready.app.inject({ method: 'GET', url: '/api/health/ready' })
        expect(up.statusCode, up.body).toBe(200)
        expect(up.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok', storage: 'ok' } })

        await proxy.stop()
        const down = await ready.app.inject({ method: 'GET', url: '/api/health/ready' })
        expect(down.statusCode).toBe(503)
        expect(down.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', checks: { database: 'ok', redis: 'failed', storage: 'ok' } })
        // Liveness does not depend on Redis.
        expect((await ready.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)

        // Back again, so the app can say goodbye to Redis when it closes.
        await proxy.start()
        await vi.waitFor(() => expect(ready.app.redis?.status).toBe('ready'), { timeout: 10_000, interval: 100 })
        expect((await ready.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200)
      } finally {
        await ready.close()
        await proxy.close()
      }
    })
  })
})
