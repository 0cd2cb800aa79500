import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { createUser, uniqueEmail, uniqueIp } from '../../../test/factories'

/**
 * Sign-in, sign-up and forgot-password are limited per client address and per email, so nobody can
 * guess passwords or flood inboxes; tested with the in-memory counter and, when TEST_REDIS_URL is
 * set, with counters shared through Redis. Every test uses its own client address and email, so
 * counters left in Redis by earlier runs cannot interfere.
 */
const stores: { store: string; env: Record<string, string> }[] = [
  { store: 'memory', env: {} },
  ...(process.env.TEST_REDIS_URL ? [{ store: 'redis', env: { REDIS_URL: process.env.TEST_REDIS_URL } }] : []),
]

describe.each(stores)('auth rate limits ($store)', ({ env }) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({
      ...env,
      AUTH_RATE_LIMIT_MAX_PER_IP: '4',
      AUTH_RATE_LIMIT_MAX_PER_EMAIL: '2',
      AUTH_RATE_LIMIT_WINDOW_MINUTES: '15',
    })
  })
  afterAll(async () => {
    await t?.close()
  })

  function post(url: string, payload: object, ip = uniqueIp()) {
    return t.app.inject({ method: 'POST', url, payload, remoteAddress: ip })
  }

  function expectRateLimited(response: Awaited<ReturnType<typeof post>>) {
    expect(response.statusCode).toBe(429)
    expect(response.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait 15 minutes and try again.',
    })
    const retryAfter = Number(response.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(14 * 60)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
  }

  it('limits sign-in per client address, whatever the email', async () => {
    const ip = uniqueIp()
    for (let i = 0; i < 4; i += 1) {
      const response = await post('/api/user/signin', { email: uniqueEmail(), password: 'wrong-pass' }, ip)
      expect(response.statusCode).toBe(401)
    }
    expectRateLimited(await post('/api/user/signin', { email: uniqueEmail(), password: 'wrong-pass' }, ip))
    // Another address is not affected.
    expect((await post('/api/user/signin', { email: uniqueEmail(), password: 'wrong-pass' })).statusCode).toBe(401)
  })

  it('limits failed sign-ins per email across addresses, even with the right password after', async () => {
    const { user, password } = await createUser(t.app)
    expect((await post('/api/user/signin', { email: user.email, password: 'wrong-1' })).statusCode).toBe(401)
    expect((await post('/api/user/signin', { email: user.email.toUpperCase(), password: 'wrong-2' })).statusCode).toBe(401)
    expectRateLimited(await post('/api/user/signin', { email: user.email, password }))
  })

  it('does not count successful sign-ins against the email', async () => {
    const { user, password } = await createUser(t.app)
    for (let i = 0; i < 3; i += 1) {
      expect((await post('/api/user/signin', { email: user.email, password })).statusCode).toBe(200)
    }
  })

  it('limits sign-up per email', async () => {
    const email = uniqueEmail('signup')
    const body = { name: 'Repeat', email, password: 'secret1' }
    expect((await post('/api/user/signup', body)).statusCode).toBe(201)
    expect((await post('/api/user/signup', body)).statusCode).toBe(409)
    expectRateLimited(await post('/api/user/signup', body))
  })

  it('limits forgot-password per email and per address', async () => {
    const email = uniqueEmail('forgot')
    expect((await post('/api/user/forgetPassword', { email })).statusCode).toBe(200)
    expect((await post('/api/user/forgetPassword', { email })).statusCode).toBe(200)
    expectRateLimited(await post('/api/user/forgetPassword', { email }))

    const ip = uniqueIp()
    for (let i = 0; i < 4; i += 1) {
      expect((await post('/api/user/forgetPassword', { email: uniqueEmail() }, ip)).statusCode).toBe(200)
    }
    expectRateLimited(await post('/api/user/forgetPassword', { email: uniqueEmail() }, ip))
  })

  it('counts malformed requests against the address too', async () => {
    const ip = uniqueIp()
    for (let i = 0; i < 4; i += 1) {
      expect((await post('/api/user/signup', { name: '' }, ip)).statusCode).toBe(400)
    }
    expectRateLimited(await post('/api/user/signup', { name: '' }, ip))
  })
})

describe.runIf(process.env.TEST_REDIS_URL)('auth rate limits shared through Redis', () => {
  let first: TestApp
  let second: TestApp
  beforeAll(async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL!, AUTH_RATE_LIMIT_MAX_PER_IP: '3' }
    ;[first, second] = await Promise.all([buildTestApp(env), buildTestApp(env)])
  })
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()])
  })

  it('counts attempts made on two server processes together', async () => {
    const ip = uniqueIp()
    const attempt = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/signin',
        payload: { email: uniqueEmail(), password: 'wrong-pass' },
        remoteAddress: ip,
      })
    expect((await attempt(first)).statusCode).toBe(401)
    expect((await attempt(second)).statusCode).toBe(401)
    expect((await attempt(first)).statusCode).toBe(401)
    expect((await attempt(second)).statusCode).toBe(429)
  })
})
