import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiErrorSchema } from '@app/shared/errors'
import { buildTestApp, type TestApp } from '../build-test-app'
import { rawClient, type RawAnswer } from '../raw-http'

/**
 * Connections that send slowly or not at all are cut off by the server's timeouts, answered with
 * our error body. Tiny timeouts keep the tests fast; production defaults are in config.ts.
 */
const REQUEST_MS = 900
const HEADERS_MS = 400
const KEEP_ALIVE_MS = 300
const CONNECTION_MS = 5000
/** Node checks the timeouts every so often (app.ts), so a cut comes a little after the limit. */
const SLACK_MS = 1000

let t: TestApp
let port: number

beforeAll(async () => {
  t = await buildTestApp({
    REQUEST_TIMEOUT_MS: String(REQUEST_MS),
    HEADERS_TIMEOUT_MS: String(HEADERS_MS),
    KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
    CONNECTION_TIMEOUT_MS: String(CONNECTION_MS),
  })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as AddressInfo).port
})
afterAll(async () => {
  await t?.close()
})

const SIGN_IN_BODY = JSON.stringify({ email: 'slow@example.in', password: 'not-the-password' })

function signInHead(extra = ''): string {
  return (
    'POST /api/user/signin HTTP/1.1\r\nHost: kisansetu.test\r\nContent-Type: application/json\r\n' +
    `Content-Length: ${SIGN_IN_BODY.length}\r\n${extra}\r\n`
  )
}

/** The 408 in our body, in the request's language when its headers were read. */
function expectTimedOut(answer: RawAnswer, message = 'The request took too long to arrive. Check your connection and try again.') {
  expect(answer.status).toBe(408)
  expect(answer.headers['content-type']).toMatch(/^application\/json/)
  const body = ApiErrorSchema.strict().parse(JSON.parse(answer.body))
  expect(body).toEqual({ message, code: 'REQUEST_TIMEOUT', requestId: answer.headers['x-request-id'] })
  expect(answer.body).not.toMatch(/FST_|statusCode|"error"/)
}

describe('slow senders', () => {
  it('a body sent one byte at a time is cut off with a 408 once the request timeout passes', async () => {
    const client = rawClient(port)
    client.write(signInHead('Accept-Language: hi\r\n'))
    client.trickle(SIGN_IN_BODY, 100)
    const answer = await client.answer
    expectTimedOut(answer, 'अनुरोध पहुँचने में बहुत देर लगी। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।')
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_MS - 50)
    expect(answer.closedAfterMs).toBeLessThan(REQUEST_MS + SLACK_MS)
  })

  it('headers sent one byte at a time are cut off with a 408 once the headers timeout passes', async () => {
    const client = rawClient(port)
    client.trickle(signInHead('X-Padding: ' + 'a'.repeat(100) + '\r\n'), 20)
    const answer = await client.answer
    expectTimedOut(answer)
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(HEADERS_MS - 50)
    expect(answer.closedAfterMs).toBeLessThan(HEADERS_MS + SLACK_MS)
  })

  it('a connection that sends nothing is closed once the headers timeout passes', async () => {
    const answer = await rawClient(port).answer
    expectTimedOut(answer)
    expect(answer.closedAfterMs).toBeLessThan(HEADERS_MS + SLACK_MS)
  })

  it('a request sent slowly but within the limits is answered as usual', async () => {
    const client = rawClient(port)
    client.write(signInHead('Connection: close\r\n'))
    // The whole body in about a third of the request timeout.
    client.trickle(SIGN_IN_BODY, Math.floor(REQUEST_MS / 3 / SIGN_IN_BODY.length))
    const answer = await client.answer
    expect(answer.status).toBe(401)
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'UNAUTHENTICATED', requestId: answer.headers['x-request-id'] })
  })
})

describe('idle connections', () => {
  it('a kept-alive connection is closed once it has been idle for the keep-alive timeout', async () => {
    const client = rawClient(port)
    client.write('GET /api/health HTTP/1.1\r\nHost: kisansetu.test\r\n\r\n')
    const answer = await client.answer
    expect(answer.status).toBe(200)
    expect(answer.headers.connection).toBe('keep-alive')
    // Node keeps the socket a second past the keep-alive it announces, so that a client reusing
    // the connection right at the limit does not find it closed under it.
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(KEEP_ALIVE_MS)
    expect(answer.closedAfterMs).toBeLessThan(KEEP_ALIVE_MS + 1000 + SLACK_MS)
  })

  it('the server takes every timeout from the configuration', () => {
    const server = t.app.server
    expect(server.requestTimeout).toBe(REQUEST_MS)
    expect(server.headersTimeout).toBe(HEADERS_MS)
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS)
    // Socket inactivity: a client that stops reading its answer is let go after this.
    expect(server.timeout).toBe(CONNECTION_MS)
  })
})
