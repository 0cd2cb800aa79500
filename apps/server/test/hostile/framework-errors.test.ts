import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import Fastify, { type InjectOptions } from 'fastify'
import type { ConstraintStrategy, HTTPVersion } from 'find-my-way'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiErrorSchema, type ErrorCode } from '@app/shared/errors'
import { BODY_LIMIT_BYTES } from '#src/app'
import { answerFrameworkError } from '#src/plugins/errors'
import { buildTestApp, type TestApp } from '../build-test-app'
import { rawClient } from '../raw-http'

/**
 * Errors Fastify, its plugins and Node's HTTP parser raise themselves, before or beside our routes,
 * answer the same body as ours: `{ message, code, requestId }`, with the request id of the
 * `x-request-id` header and nothing of the framework's own shape.
 */
let t: TestApp

beforeAll(async () => {
  // With CORS on, so @fastify/cors's own refusals are among the answers.
  t = await buildTestApp({ CORS_ORIGINS: 'https://a.example' })
})
afterAll(async () => {
  await t?.close()
})

const SIGN_IN = '/api/user/signin'
const json = { 'content-type': 'application/json' }

interface Row {
  what: string
  request: InjectOptions
  status: number
  code: ErrorCode
  message?: string
}

const ROWS: Row[] = [
  {
    what: 'a malformed percent-escape in the path',
    request: { method: 'GET', url: '/api/%E0%A4' },
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'The web address of this request is not valid',
  },
  {
    what: 'a percent sign with no hex digits in a path parameter',
    request: { method: 'DELETE', url: '/api/orderProduct/cancelOrder/%zz' },
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'The web address of this request is not valid',
  },
  {
    what: 'a path parameter past the router’s length',
    request: { method: 'DELETE', url: `/api/orderProduct/cancelOrder/${'a'.repeat(500)}` },
    status: 414,
    code: 'VALIDATION_FAILED',
    message: 'The web address of this request is not valid',
  },
  {
    what: 'a content type no parser takes',
    request: { method: 'POST', url: SIGN_IN, headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  {
    what: 'a Content-Type header that is no media type',
    request: { method: 'POST', url: SIGN_IN, headers: { 'content-type': '@@@' }, payload: '{}' },
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  {
    what: 'a text/plain body where JSON belongs',
    request: { method: 'POST', url: SIGN_IN, headers: { 'content-type': 'text/plain' }, payload: 'email=a&password=b' },
    status: 400,
    code: 'VALIDATION_FAILED',
  },
  {
    what: 'a body that is not JSON',
    request: { method: 'POST', url: SIGN_IN, headers: json, payload: '{"email":' },
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'The request body is not valid JSON',
  },
  {
    what: 'a body over the limit',
    request: { method: 'POST', url: SIGN_IN, headers: json, payload: JSON.stringify({ email: 'a'.repeat(BODY_LIMIT_BYTES) }) },
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
  },
  {
    what: 'a body longer than its Content-Length',
    request: { method: 'POST', url: SIGN_IN, headers: { ...json, 'content-length': '5' }, payload: '{"email":"a@b.in"}' },
    status: 400,
    code: 'VALIDATION_FAILED',
  },
  {
    what: 'a query string value the route cannot read',
    request: { method: 'GET', url: '/api/orderProduct/get-AllListedProduct?limit=%zz&offset[a]=1' },
    status: 400,
    code: 'VALIDATION_FAILED',
  },
  {
    what: 'a method no route takes',
    request: { method: 'PROPFIND' as InjectOptions['method'], url: SIGN_IN },
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    what: 'an OPTIONS request that is no preflight (no Access-Control-Request-Method)',
    request: { method: 'OPTIONS', url: SIGN_IN, headers: { origin: 'https://a.example' } },
    status: 400,
    code: 'VALIDATION_FAILED',
  },
]

/** Our body and nothing of Fastify's: no FST_ code, no statusCode or error keys. */
function expectOurBody(raw: string, requestId: string | undefined, code: ErrorCode, message?: string) {
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
  const body = ApiErrorSchema.strict().parse(JSON.parse(raw))
  expect(body.code).toBe(code)
  expect(body.message).not.toBe('')
  if (message) expect(body.message).toBe(message)
  expect(body.requestId).toBe(requestId)
  expect(raw).not.toMatch(/FST_|"statusCode"|"error"/)
}

describe('errors raised by Fastify and its plugins', () => {
  it.each(ROWS)('$what: $status $code in our body', async ({ request, status, code, message }) => {
    const response = await t.app.inject(request)
    expect(response.statusCode).toBe(status)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expectOurBody(response.body, response.headers['x-request-id'] as string | undefined, code, message)
  })

  it('a malformed path is answered in the language the request asks for', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products/%zz', headers: { 'accept-language': 'ta' } })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('இந்தக் கோரிக்கையின் இணைய முகவரி சரியாக இல்லை')
    expect(response.headers.vary).toMatch(/accept-language/i)
  })

  it('a disallowed origin’s preflight gets no CORS permission and no error body to misread', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: SIGN_IN,
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    })
    // @fastify/cors answers every well-formed preflight; leaving out Allow-Origin is the refusal.
    expect(response.statusCode).toBe(204)
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
    expect(response.body).toBe('')
  })

  it('a failing async route constraint (FST_ERR_ASYNC_CONSTRAINT) answers our 500', async () => {
    // No route of ours has an async constraint, so the handler is tried on an app that has one.
    const handlers = new Map<string, unknown>()
    // An async strategy takes a callback as its third argument (find-my-way); Fastify's types
    // describe only synchronous ones.
    const tenant = {
      name: 'tenant',
      storage: () => ({
        get: (key: string) => (handlers.get(key) ?? null) as never,
        set: (key: string, value: unknown) => void handlers.set(key, value),
      }),
      validate() {},
      deriveConstraint(_request: unknown, _context: unknown, done: (err: Error | null, value?: string) => void) {
        done(new Error('tenant lookup failed'))
      },
      mustMatchWhenDerived: true,
    }
    const app = Fastify({
      genReqId: () => randomUUID(),
      frameworkErrors: answerFrameworkError,
      routerOptions: { constraints: { tenant: tenant as unknown as ConstraintStrategy<HTTPVersion.V1> } },
    })
    try {
      app.get('/api/constrained', { constraints: { tenant: 'a' } }, async () => ({ ok: true }))
      const response = await app.inject({ method: 'GET', url: '/api/constrained' })
      expect(response.statusCode).toBe(500)
      expectOurBody(response.body, response.headers['x-request-id'] as string | undefined, 'INTERNAL', 'Something went wrong')
    } finally {
      await app.close()
    }
  })
})

describe('requests Node’s HTTP parser refuses', () => {
  let port: number
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as AddressInfo).port
  })

  const RAW_ROWS: { what: string; request: string; status: number; code: ErrorCode }[] = [
    {
      what: 'a header line with no colon',
      request: 'GET /api/health HTTP/1.1\r\nHost: kisansetu.test\r\nthis is no header\r\n\r\n',
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    {
      what: 'both Content-Length and Transfer-Encoding (request smuggling)',
      request: `POST ${SIGN_IN} HTTP/1.1\r\nHost: kisansetu.test\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    {
      what: 'headers past Node’s size limit',
      request: `GET /api/health HTTP/1.1\r\nHost: kisansetu.test\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
      status: 431,
      code: 'PAYLOAD_TOO_LARGE',
    },
    {
      what: 'a request line that is not HTTP',
      request: 'HELLO THERE\r\n\r\n',
      status: 400,
      code: 'VALIDATION_FAILED',
    },
  ]

  it.each(RAW_ROWS)('$what: $status $code in our body, connection closed', async ({ request, status, code }) => {
    const client = rawClient(port)
    client.write(request)
    const answer = await client.answer
    expect(answer.status).toBe(status)
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    expect(answer.headers.connection).toBe('close')
    expectOurBody(answer.body, answer.headers['x-request-id'], code)
  })
})
