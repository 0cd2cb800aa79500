import { setTimeout as sleep } from 'node:timers/promises'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { GUEST_ACCOUNTS } from '@app/shared/demo-accounts'
import { formatIndianMobile } from '@app/shared/phone'
import { users } from '#src/db/schema/index'
import * as passwords from '#src/lib/passwords'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { createUser, uniqueEmail, uniqueIp } from '../../../test/factories'
import { uniqueMobile, waitForCodeTo } from '../../../test/phone-accounts'
import { outboxFor } from './outbox.test-helpers'

/**
 * Sign-in, sign-up, forgot-password and reset are limited per client address, per email and per
 * account, so nobody can guess passwords or flood inboxes, and nobody can lock others out; tested
 * with the in-memory counters and, when TEST_REDIS_URL is set, with counters shared through Redis.
 * Every test uses its own client addresses and accounts, so counters left in Redis by earlier runs
 * cannot interfere.
 */
const stores: { store: string; env: Record<string, string> }[] = [
  { store: 'memory', env: {} },
  ...(process.env.TEST_REDIS_URL ? [{ store: 'redis', env: { REDIS_URL: process.env.TEST_REDIS_URL } }] : []),
]

const LIMITS = {
  AUTH_RATE_LIMIT_MAX_PER_IP: '4',
  AUTH_SIGNIN_MAX_FAILURES_PER_IP: '4',
  AUTH_RATE_LIMIT_MAX_PER_EMAIL: '5',
  AUTH_RATE_LIMIT_WINDOW_MINUTES: '15',
}
const FREE_FAILURES = 5
const MAX_PER_IP = 4
const MAX_FAILURES_PER_IP = 4

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>

afterEach(() => {
  vi.restoreAllMocks()
})

function expectRateLimited(response: Answer, retryAfter: { above: number; atMost: number }, minutes: number) {
  expect(response.statusCode).toBe(429)
  expect(response.json()).toMatchObject({
    code: 'RATE_LIMITED',
    message: `Too many attempts. Please wait ${minutes === 1 ? '1 minute' : `${minutes} minutes`} and try again.`,
  })
  const seconds = Number(response.headers['retry-after'])
  expect(seconds).toBeGreaterThan(retryAfter.above)
  expect(seconds).toBeLessThanOrEqual(retryAfter.atMost)
}

/** A sign-in that waits: no password checked, a code sent to the account's own contact. */
function expectCodeRequired(response: Answer) {
  expect(response.statusCode).toBe(401)
  const message =
    'There were failed sign-ins on this account. To keep it safe we have sent a code to its mobile number or email: enter it with your password.'
  expect(response.json()).toMatchObject({ code: 'CODE_REQUIRED', message, fieldErrors: { code: [message] } })
}

/** A full window of the per-address and per-email limits: 15 minutes. */
const WINDOW = { above: 14 * 60, atMost: 15 * 60 }
/** The first wait after the free failures: a minute. */

describe.each(stores)('auth rate limits ($store)', ({ env }) => {
  let t: TestApp
  /** The same limits with a first wait of one second, to watch the waits grow. */
  let quick: TestApp
  beforeAll(async () => {
    ;[t, quick] = await Promise.all([
      buildTestApp({ ...env, ...LIMITS }),
      buildTestApp({ ...env, ...LIMITS, AUTH_SIGNIN_FIRST_WAIT_SECONDS: '1' }),
    ])
  })
  afterAll(async () => {
    await Promise.all([t?.close(), quick?.close()])
  })

  function post(url: string, payload: object, ip = uniqueIp(), app = t) {
    return app.app.inject({ method: 'POST', url, payload, remoteAddress: ip })
  }
  function signIn(credentials: object, ip = uniqueIp(), app = t) {
    return post('/api/user/signin', credentials, ip, app)
  }

  describe('sign-in', () => {
    it('checks at most the free failures’ passwords out of 30 parallel guesses against one account', async () => {
      const { user } = await createUser(t.app)
      const verify = vi.spyOn(passwords, 'verifyPassword')
      const guess = 'parallel-guess-1'
      const answers = await Promise.all(Array.from({ length: 30 }, () => signIn({ email: user.email, password: guess })))
      const checked = verify.mock.calls.filter(([, password]) => password === guess).length
      expect(checked).toBe(FREE_FAILURES)
      expect(answers.filter((answer) => answer.json().code === 'UNAUTHENTICATED')).toHaveLength(FREE_FAILURES)
      expect(answers.filter((answer) => answer.json().code === 'CODE_REQUIRED')).toHaveLength(30 - FREE_FAILURES)

      // From one address, the address's own limit is reached first.
      const other = await createUser(t.app)
      const ip = uniqueIp()
      verify.mockClear()
      await Promise.all(Array.from({ length: 30 }, () => signIn({ email: other.user.email, password: guess }, ip)))
      expect(verify.mock.calls.filter(([, password]) => password === guess)).toHaveLength(MAX_FAILURES_PER_IP)
    })

    it('after the free failures checks no password without a code, right or wrong, from any address', async () => {
      const { user, password } = await createUser(t.app)
      for (let i = 0; i < FREE_FAILURES; i += 1) {
        const email = i % 2 === 0 ? user.email : user.email.toUpperCase()
        expect((await signIn({ email, password: `wrong-${i}` })).statusCode).toBe(401)
      }
      const verify = vi.spyOn(passwords, 'verifyPassword')
      const right = await signIn({ email: user.email, password })
      const wrong = await signIn({ email: user.email, password: 'still-wrong' })
      expectCodeRequired(right)
      // The same answer: waiting tells a guesser nothing about the password.
      expect(wrong.json()).toEqual({ ...right.json(), requestId: expect.any(String) })
      expect(verify).not.toHaveBeenCalled()
    })

    it('lets the owner in from a new address after strangers’ failures, with the code sent to the account’s email', async () => {
      const { user, password } = await createUser(t.app)
      for (let i = 0; i < FREE_FAILURES + 3; i += 1) await signIn({ email: user.email, password: `stranger-${i}` })
      const phone = uniqueIp()
      expectCodeRequired(await signIn({ email: user.email, password }, phone))
      const code = await waitForCodeTo(t.dataDir, user.email)
      const answer = await signIn({ email: user.email, password, code }, phone)
      expect(answer.statusCode).toBe(200)
      expect(answer.json().user.email).toBe(user.email)
      // The address is now the owner's: it signs in without a code while strangers keep failing elsewhere.
      await signIn({ email: user.email, password: 'stranger-again' })
      expect((await signIn({ email: user.email, password }, phone)).statusCode).toBe(200)
    })

    it('sends the code to the account’s mobile number when it has one', async () => {
      const { user, password } = await createUser(t.app)
      const mobile = uniqueMobile()
      await t.app.db.update(users).set({ mobile }).where(eq(users.id, user.id))
      for (let i = 0; i < FREE_FAILURES; i += 1) await signIn({ mobile, password: `stranger-${i}` })
      expectCodeRequired(await signIn({ mobile: formatIndianMobile(mobile), password }))
      const code = await waitForCodeTo(t.dataDir, mobile)
      expect((await signIn({ email: user.email, password, code })).statusCode).toBe(200)
    })

    it('uses a code up on a wrong password, and a wrong code checks no password', async () => {
      const { user, password } = await createUser(t.app)
      for (let i = 0; i < FREE_FAILURES; i += 1) await signIn({ email: user.email, password: `stranger-${i}` })
      expectCodeRequired(await signIn({ email: user.email, password }))
      const code = await waitForCodeTo(t.dataDir, user.email)
      const verify = vi.spyOn(passwords, 'verifyPassword')
      const wrongCode = code === '000000' ? '111111' : '000000'
      const guessed = await signIn({ email: user.email, password, code: wrongCode })
      expect(guessed.statusCode).toBe(400)
      expect(guessed.json().fieldErrors).toEqual({ code: ['The code is wrong or has expired. Check the SMS or ask for a new code.'] })
      expect(verify).not.toHaveBeenCalled()
      expect((await signIn({ email: user.email, password: 'a-guess', code })).json().code).toBe('UNAUTHENTICATED')
      expect((await signIn({ email: user.email, password, code })).statusCode).toBe(400)
    })

    it('answers an unknown account the same, and sends nothing', async () => {
      const email = uniqueEmail()
      for (let i = 0; i < FREE_FAILURES; i += 1) await signIn({ email, password: `guess-${i}` })
      expectCodeRequired(await signIn({ email, password: 'guess-again' }))
      expect((await signIn({ email, password: 'guess-again', code: '123456' })).statusCode).toBe(400)
      await sleep(200)
      expect(await outboxFor(t.dataDir, email)).toEqual([])
    })

    it('lets the wait pass: then the password alone works again', async () => {
      const { user, password } = await createUser(quick.app)
      const attempt = (secret: string) => signIn({ email: user.email, password: secret }, uniqueIp(), quick)
      for (let i = 0; i < FREE_FAILURES; i += 1) expect((await attempt(`wrong-${i}`)).statusCode).toBe(401)
      expectCodeRequired(await attempt(password))
      await sleep(1100)
      expect((await attempt('wrong-again')).statusCode).toBe(401)
      // The second wait is twice the first.
      expectCodeRequired(await attempt(password))
      await sleep(1100)
      expectCodeRequired(await attempt(password))
      await sleep(1000)
      expect((await attempt(password)).statusCode).toBe(200)
    })

    it('counts guesses by email and by mobile number on the one account', async () => {
      const { user, password } = await createUser(t.app)
      const mobile = uniqueMobile()
      await t.app.db.update(users).set({ mobile }).where(eq(users.id, user.id))
      for (let i = 0; i < FREE_FAILURES; i += 1) {
        const credentials = i % 2 === 0 ? { email: user.email } : { mobile: formatIndianMobile(mobile) }
        expect((await signIn({ ...credentials, password: `wrong-${i}` })).statusCode).toBe(401)
      }
      expectCodeRequired(await signIn({ mobile, password }))
    })

    it('does not count right passwords', async () => {
      const { user, password } = await createUser(t.app)
      const ip = uniqueIp()
      for (let i = 0; i < 10; i += 1) expect((await signIn({ email: user.email, password }, ip)).statusCode).toBe(200)
      for (let i = 0; i < FREE_FAILURES; i += 1) expect((await signIn({ email: user.email, password: `wrong-${i}` })).statusCode).toBe(401)
      expectCodeRequired(await signIn({ email: user.email, password: 'wrong-again' }))
    })

    it('lets the owner in without a code from an address they signed in from while strangers elsewhere make the account wait', async () => {
      const { user, password } = await createUser(t.app)
      const home = uniqueIp()
      expect((await signIn({ email: user.email, password }, home)).statusCode).toBe(200)
      for (let i = 0; i < FREE_FAILURES + 3; i += 1) await signIn({ email: user.email, password: `stranger-${i}` })
      expectCodeRequired(await signIn({ email: user.email, password }))
      expect((await signIn({ email: user.email, password }, home)).statusCode).toBe(200)
      expect((await signIn({ email: user.email, password }, home)).statusCode).toBe(200)
    })

    it('still limits guesses from a remembered address, on their own', async () => {
      const { user, password } = await createUser(t.app)
      const home = uniqueIp()
      expect((await signIn({ email: user.email, password }, home)).statusCode).toBe(200)
      for (let i = 0; i < FREE_FAILURES; i += 1)
        expect((await signIn({ email: user.email, password: `wrong-${i}` }, home)).statusCode).toBe(401)
      expectCodeRequired(await signIn({ email: user.email, password }, home))
      // Those failures were this address's: the account is not waiting elsewhere.
      expect((await signIn({ email: user.email, password })).statusCode).toBe(200)
    })

    it('forgives an address its failures once the password is right there', async () => {
      const { user, password } = await createUser(t.app)
      const ip = uniqueIp()
      // Three typos, twice: together more than the free failures, had the first three not been forgiven.
      for (let round = 0; round < 2; round += 1) {
        for (let i = 0; i < 3; i += 1) expect((await signIn({ email: user.email, password: `typo-${i}` }, ip)).statusCode).toBe(401)
        expect((await signIn({ email: user.email, password }, ip)).statusCode).toBe(200)
      }
    })

    it('counts an address’s failures, not its sign-ins, and lets its people in by code once it is over', async () => {
      const ip = uniqueIp()
      const people = await Promise.all(Array.from({ length: 10 }, () => createUser(t.app)))
      for (const { user, password } of people) expect((await signIn({ email: user.email, password }, ip)).statusCode).toBe(200)
      for (let i = 0; i < MAX_FAILURES_PER_IP; i += 1) {
        expect((await signIn({ email: uniqueEmail(), password: 'wrong-pass' }, ip)).statusCode).toBe(401)
      }
      expectCodeRequired(await signIn({ email: uniqueEmail(), password: 'wrong-pass' }, ip))
      // Another address is not affected, nor are those who signed in here before.
      expect((await signIn({ email: uniqueEmail(), password: 'wrong-pass' })).statusCode).toBe(401)
      expect((await signIn({ email: people[0]!.user.email, password: people[0]!.password }, ip)).statusCode).toBe(200)
      // Someone new here shows a code.
      const newcomer = await createUser(t.app)
      expectCodeRequired(await signIn({ email: newcomer.user.email, password: newcomer.password }, ip))
      const code = await waitForCodeTo(t.dataDir, newcomer.user.email)
      expect((await signIn({ email: newcomer.user.email, password: newcomer.password, code }, ip)).statusCode).toBe(200)
    })

    it('never locks a guest account, whoever fails on it and wherever', async () => {
      const guest = GUEST_ACCOUNTS.buyer
      await createUser(t.app, { email: guest.email, password: guest.password, name: guest.name, role: 'buyer' })
      const attacker = uniqueIp()
      const answers = await Promise.all([
        ...Array.from({ length: 20 }, () => signIn({ email: guest.email, password: 'not-the-guest-pass' })),
        ...Array.from({ length: 10 }, () => signIn({ email: guest.email, password: 'not-the-guest-pass' }, attacker)),
      ])
      expect(answers.filter((answer) => answer.json().code === 'CODE_REQUIRED').length).toBeGreaterThan(0)
      expect((await signIn({ email: guest.email, password: guest.password })).statusCode).toBe(200)
      expect((await signIn({ email: guest.email, password: guest.password }, attacker)).statusCode).toBe(200)
    })
  })

  it('limits sign-up per email', async () => {
    const email = uniqueEmail('signup')
    const body = { name: 'Repeat', email, password: 'signup-pass-1' }
    expect((await post('/api/user/signup', body)).statusCode).toBe(201)
    for (let i = 1; i < FREE_FAILURES; i += 1) expect((await post('/api/user/signup', body)).statusCode).toBe(409)
    expectRateLimited(await post('/api/user/signup', body), WINDOW, 15)
  })

  it('limits forgot-password per email and per address', async () => {
    const email = uniqueEmail('forgot')
    for (let i = 0; i < FREE_FAILURES; i += 1) expect((await post('/api/user/forgetPassword', { email })).statusCode).toBe(200)
    expectRateLimited(await post('/api/user/forgetPassword', { email }), WINDOW, 15)

    const ip = uniqueIp()
    for (let i = 0; i < MAX_PER_IP; i += 1) {
      expect((await post('/api/user/forgetPassword', { email: uniqueEmail() }, ip)).statusCode).toBe(200)
    }
    expectRateLimited(await post('/api/user/forgetPassword', { email: uniqueEmail() }, ip), WINDOW, 15)
  })

  it('limits reset per address, malformed requests included', async () => {
    const ip = uniqueIp()
    for (let i = 0; i < MAX_PER_IP - 1; i += 1) {
      expect((await post('/api/user/resetPassword', { token: `made-up-${i}`, newPassword: 'brand-new-1' }, ip)).statusCode).toBe(400)
    }
    expect((await post('/api/user/resetPassword', { token: 42 }, ip)).statusCode).toBe(400)
    expectRateLimited(await post('/api/user/resetPassword', { token: 'made-up', newPassword: 'brand-new-1' }, ip), WINDOW, 15)
    expect((await post('/api/user/resetPassword', { token: 'made-up', newPassword: 'brand-new-1' })).statusCode).toBe(400)
  })

  it('counts malformed sign-ups against the address too', async () => {
    const ip = uniqueIp()
    for (let i = 0; i < MAX_PER_IP; i += 1) {
      expect((await post('/api/user/signup', { name: '' }, ip)).statusCode).toBe(400)
    }
    expectRateLimited(await post('/api/user/signup', { name: '' }, ip), WINDOW, 15)
  })
})

describe.runIf(process.env.TEST_REDIS_URL)('auth rate limits shared through Redis', () => {
  let first: TestApp
  let second: TestApp
  beforeAll(async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL!, AUTH_SIGNIN_MAX_FAILURES_PER_IP: '3' }
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
    expect((await attempt(second)).json().code).toBe('CODE_REQUIRED')
  })
})

describe('three people behind one address while an attacker there guesses', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  it('lets each of them in at the first try, and the account the attacker aims at with a code', async () => {
    const nat = uniqueIp()
    const target = await createUser(t.app)
    const people = await Promise.all(Array.from({ length: 3 }, () => createUser(t.app)))
    const signIn = (payload: object) => t.app.inject({ method: 'POST', url: '/api/user/signin', payload, remoteAddress: nat })
    const statuses: number[] = []
    for (let round = 0; round < 20; round += 1) {
      // Four wrong guesses a round: at the target, and at accounts that may or may not exist.
      const guesses = [target.user.email, uniqueEmail(), uniqueEmail(), uniqueEmail()]
      for (const email of guesses) await signIn({ email, password: `guess-${round}` })
      // Each person signs in now and then, never from here before.
      const person = people[round % 3]!
      if (round % 5 === 4) statuses.push((await signIn({ email: person.user.email, password: person.password })).statusCode)
    }
    expect(statuses).toEqual([200, 200, 200, 200])
    for (const { user, password } of people) expect((await signIn({ email: user.email, password })).statusCode).toBe(200)
    // The target's owner, here too, is asked for a code and gets in with it.
    const asked = await signIn({ email: target.user.email, password: target.password })
    expect(asked.json().code).toBe('CODE_REQUIRED')
    const code = await waitForCodeTo(t.dataDir, target.user.email)
    expect((await signIn({ email: target.user.email, password: target.password, code })).statusCode).toBe(200)
  })
})

describe('a flood of made-up reset links', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  it('is limited and hashes nothing, while the owner keeps signing in', async () => {
    const { user, password } = await createUser(t.app)
    const home = uniqueIp()
    const attacker = uniqueIp()
    const signIn = () =>
      t.app.inject({ method: 'POST', url: '/api/user/signin', payload: { email: user.email, password }, remoteAddress: home })

    const hash = vi.spyOn(passwords, 'hashPassword')
    const signIns: number[] = []
    const statuses: number[] = []
    // 20 sign-ins, each while 25 made-up reset requests are in flight: 500 in all.
    for (let round = 0; round < 20; round += 1) {
      const flood = Array.from({ length: 25 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/resetPassword',
          payload: { token: `made-up-${round}-${i}-${'x'.repeat(40)}`, newPassword: 'flooding-pass-1' },
          remoteAddress: attacker,
        }),
      )
      const [ownAnswer, ...answers] = (await Promise.all([signIn(), ...flood])) as Answer[]
      signIns.push(ownAnswer!.statusCode)
      statuses.push(...answers.map((answer) => answer.statusCode))
    }
    expect(signIns).toEqual(Array.from({ length: 20 }, () => 200))
    expect(statuses).toHaveLength(500)
    expect(statuses.filter((status) => status === 400)).toHaveLength(t.config.authRateLimit.maxPerIp)
    expect(statuses.filter((status) => status === 429)).toHaveLength(500 - t.config.authRateLimit.maxPerIp)
    // A refusal that hashed nothing costs the event loop next to nothing: what would slow the
    // owner's sign-in is hashing made-up passwords, and none is hashed.
    expect(hash).not.toHaveBeenCalled()
  })
})
