import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { english } from '@app/shared/messages/english'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { bearer, createSignedInUser, uniqueIp } from '../../test/factories'

/** An empty body is no body, whatever content type names it: clients written against the API send such calls. */

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

/** Is the token still honoured? The signed-in bell answers 200 with it, 401 once it is revoked. */
async function stillSignedIn(token: string): Promise<boolean> {
  const response = await t.app.inject({ method: 'GET', url: '/api/me/notifications', headers: bearer(token) })
  return response.statusCode === 200
}

describe('an empty body', () => {
  it.each([
    ['application/json', { 'content-type': 'application/json' }],
    ['application/json; charset=utf-8', { 'content-type': 'application/json; charset=utf-8' }],
    ['text/plain', { 'content-type': 'text/plain' }],
    ['application/x-www-form-urlencoded', { 'content-type': 'application/x-www-form-urlencoded' }],
  ])('signs out with Content-Type %s, and the token stops working', async (_type, headers) => {
    const { token } = await createSignedInUser(t.app, 'farmer')
    expect(await stillSignedIn(token)).toBe(true)
    const response = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { ...bearer(token), ...headers }, payload: '' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: english.t('auth.loggedOut') })
    expect(await stillSignedIn(token)).toBe(false)
  })

  it('on a call that needs a body answers that call’s own field errors, not "invalid JSON"', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/signin',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() },
      payload: '',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('VALIDATION_FAILED')
    expect(response.json().message).not.toBe(english.t('error.invalidJson'))
  })

  it('of spaces only, sent without a length (chunked), reads as none too', async () => {
    const { token } = await createSignedInUser(t.app, 'buyer')
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { ...bearer(token), 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      payload: '  \n',
    })
    expect(response.statusCode).toBe(200)
    expect(await stillSignedIn(token)).toBe(false)
  })

  it('leaves real JSON as it was: malformed is refused, and prototype poisoning too', async () => {
    for (const payload of ['{"email": ', '{"__proto__": {"admin": true}, "email": "a@b.in", "password": "x"}']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/signin',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() },
        payload,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().code).toBe('VALIDATION_FAILED')
    }
  })
})
