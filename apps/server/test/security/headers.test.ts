import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HSTS_HEADER } from '#src/plugins/security'
import { buildTestApp, type TestApp } from '../build-test-app'
import { bearer, createSignedInUser } from '../factories'
import { jpeg } from '../images'
import { multipart } from '../multipart'

/**
 * The security headers every kind of answer carries (a web page, API JSON, an API error,
 * an uploaded image; a web asset only those a script or stylesheet obeys), HSTS only over https,
 * and CORS closed unless CORS_ORIGINS opens it.
 */

/** A web build of two pages: the landing page and the app shell. */
async function writeWebBuild(dir: string) {
  await mkdir(path.join(dir, 'assets'), { recursive: true })
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><title>KisanSetu</title><script type="module" src="/assets/app.js"></script>',
  )
  await writeFile(path.join(dir, 'spa.html'), '<!doctype html><title>KisanSetu</title><div id="root"></div>')
  await writeFile(path.join(dir, 'assets', 'app.js'), 'document.title = "KisanSetu"')
}

/** `script-src 'self'; img-src 'self' data:` → { 'script-src': ["'self'"], 'img-src': ["'self'", 'data:'] } */
function parseCsp(header: string | undefined): Record<string, string[]> {
  expect(header, 'Content-Security-Policy header').toBeTypeOf('string')
  const directives: Record<string, string[]> = {}
  for (const part of header!.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) directives[name.toLowerCase()] = sources
  }
  return directives
}

/**
 * Sources a directive may name beyond 'self' and 'none'. Only images may come from elsewhere:
 * farmers paste https links to their own photos, and uploads are linked on PUBLIC_URL, here the
 * test apps' plain-http one (plugins/security).
 */
const ALLOWED_SOURCES: Record<string, string[]> = {
  'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http://kisansetu.test'],
}
const NO_SOURCE = ["'none'"]

/** `swaggerUi`: Swagger UI's pages also need inline styles and data: fonts (plugins/swagger). */
function expectStrictPolicy(response: LightMyRequestResponse, what: string, options: { swaggerUi?: boolean } = {}) {
  const csp = parseCsp(response.headers['content-security-policy'] as string | undefined)
  expect(csp['default-src'], what).toEqual(["'self'"])
  expect(csp['script-src'], what).toEqual(["'self'"])
  expect(csp['frame-ancestors'], what).toEqual(NO_SOURCE)
  expect(csp['object-src'], what).toEqual(NO_SOURCE)
  for (const [directive, sources] of Object.entries(csp)) {
    const allowed = [...(ALLOWED_SOURCES[directive] ?? ["'self'", "'none'"])]
    if (options.swaggerUi && directive === 'style-src') allowed.push("'unsafe-inline'")
    if (options.swaggerUi && directive === 'font-src') allowed.push('data:')
    for (const source of sources) expect(allowed, `${what}: ${directive} ${source}`).toContain(source)
  }
  expect(JSON.stringify(csp['script-src'])).not.toMatch(/unsafe-(inline|eval)|strict-dynamic|\*/)
  expect(response.headers['x-content-type-options'], what).toBe('nosniff')
  expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(response.headers['x-powered-by'], what).toBeUndefined()
  expect(response.headers.server, what).toBeUndefined()
}

let t: TestApp
let webDir: string
let farmerToken: string
let uploadUrl: string

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'kisansetu-headers-web-'))
  await writeWebBuild(webDir)
  // Behind a proxy that terminates TLS: X-Forwarded-Proto tells which requests came over https.
  t = await buildTestApp({ WEB_DIST_DIR: webDir, TRUST_PROXY: 'true' })
  farmerToken = (await createSignedInUser(t.app, 'farmer')).token
  const { payload, headers } = multipart({ data: await jpeg(64, 48) })
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/product-images',
    payload,
    headers: { ...headers, ...bearer(farmerToken) },
  })
  expect(upload.statusCode).toBe(201)
  uploadUrl = upload.json<{ url: string }>().url
})
afterAll(async () => {
  await t?.close()
  if (webDir) await rm(webDir, { recursive: true, force: true })
})

/** One request of each kind of answer the server gives. */
function answers(): Array<[string, { method: 'GET' | 'POST'; url: string; headers?: Record<string, string> }]> {
  return [
    ['the landing page', { method: 'GET', url: '/' }],
    ['a client route (app shell)', { method: 'GET', url: '/browse' }],
    ['API JSON', { method: 'GET', url: '/api/addProductByFarmer/get-productByFarmer', headers: bearer(farmerToken) }],
    ['an API error', { method: 'GET', url: '/api/orders' }],
    ['an unknown API path', { method: 'POST', url: '/api/no-such-call' }],
    ['an uploaded image', { method: 'GET', url: uploadUrl }],
  ]
}

describe('security headers', () => {
  it('on a web asset, the headers a script obeys: nosniff, a referrer policy, no X-Powered-By; not a page’s policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(response.headers['x-powered-by']).toBeUndefined()
    expect(response.headers.server).toBeUndefined()
    expect(response.headers['content-security-policy']).toBeUndefined()
  })

  it('a strict policy, nosniff, a referrer policy and no X-Powered-By on every other kind of answer', async () => {
    for (const [what, request] of answers()) {
      const response = await t.app.inject(request)
      expect(response.statusCode, what).toBeLessThan(500)
      expectStrictPolicy(response, what)
    }
    const page = await t.app.inject({ method: 'GET', url: '/' })
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    const image = await t.app.inject({ method: 'GET', url: uploadUrl })
    expect(image.headers['content-type']).toBe('image/webp')
  })

  it('Swagger UI may use inline styles, but no inline or outside script either', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' })
    expect(docs.statusCode).toBe(200)
    expectStrictPolicy(docs, 'Swagger UI', { swaggerUi: true })
  })
})

describe('Strict-Transport-Security', () => {
  it('is sent on answers to requests that came over https through the trusted proxy', async () => {
    for (const [what, request] of answers()) {
      const response = await t.app.inject({ ...request, headers: { ...request.headers, 'x-forwarded-proto': 'https' } })
      expect(response.headers['strict-transport-security'], what).toBe(HSTS_HEADER)
    }
  })

  it('is never sent over plain http', async () => {
    for (const [what, request] of answers()) {
      const response = await t.app.inject(request)
      expect(response.headers['strict-transport-security'], what).toBeUndefined()
      const forwardedHttp = await t.app.inject({ ...request, headers: { ...request.headers, 'x-forwarded-proto': 'http' } })
      expect(forwardedHttp.headers['strict-transport-security'], what).toBeUndefined()
    }
  })
})

describe('CORS without CORS_ORIGINS', () => {
  it('gives a cross-origin request no Access-Control-Allow-Origin', async () => {
    for (const [what, request] of answers()) {
      const response = await t.app.inject({ ...request, headers: { ...request.headers, origin: 'https://evil.example' } })
      const corsHeaders = Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))
      expect(corsHeaders, what).toEqual([])
    }
  })

  it('refuses a preflight', async () => {
    for (const url of ['/api/addProductByFarmer/add-productByFarmer', '/api/user/signin', '/api/orders']) {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      })
      expect(preflight.statusCode, url).toBeGreaterThanOrEqual(400)
      expect(preflight.statusCode, url).toBeLessThan(500)
      expect(preflight.headers['access-control-allow-origin'], url).toBeUndefined()
      expect(preflight.headers['access-control-allow-methods'], url).toBeUndefined()
      expect(preflight.json(), url).toMatchObject({ message: expect.any(String) })
    }
  })
})

describe('with CORS_ORIGINS=https://a.example and no trusted proxy', () => {
  let open: TestApp
  beforeAll(async () => {
    open = await buildTestApp({ CORS_ORIGINS: 'https://a.example' })
  })
  afterAll(async () => {
    await open?.close()
  })

  it('lets the named origin read answers, and no other', async () => {
    const allowed = await open.app.inject({
      method: 'GET',
      url: '/api/orderProduct/get-AllListedProduct',
      headers: { origin: 'https://a.example' },
    })
    expect(allowed.statusCode).toBe(200)
    expect(allowed.headers['access-control-allow-origin']).toBe('https://a.example')
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined()
    expect(allowed.headers.vary).toMatch(/origin/i)

    for (const origin of ['https://b.example', 'http://a.example', 'https://a.example.evil.test', 'null']) {
      const other = await open.app.inject({ method: 'GET', url: '/api/orderProduct/get-AllListedProduct', headers: { origin } })
      expect(other.headers['access-control-allow-origin'], origin).toBeUndefined()
    }
  })

  it('answers the named origin’s preflight with the methods and headers the API takes, and no other’s', async () => {
    const preflight = (origin: string) =>
      open.app.inject({
        method: 'OPTIONS',
        url: '/api/addProductByFarmer/update-productByFarmer/7a1d1f2e-1c55-4d4f-9a55-0c1c8a4cf001',
        headers: { origin, 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'authorization,content-type' },
      })
    const allowed = await preflight('https://a.example')
    expect(allowed.statusCode).toBe(204)
    expect(allowed.headers['access-control-allow-origin']).toBe('https://a.example')
    expect(String(allowed.headers['access-control-allow-methods'])).toContain('PATCH')
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization')

    const other = await preflight('https://b.example')
    expect(other.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const response = await open.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['strict-transport-security']).toBeUndefined()
  })
})
