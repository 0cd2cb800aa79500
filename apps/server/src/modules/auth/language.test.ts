import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATALOGUES } from '@app/shared/messages/catalogues'
import { createTranslator } from '@app/shared/messages/translate'
import { users } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createSignedInUser, createUser, signIn, uniqueEmail, uniqueIp } from '../../../test/factories'
import { waitForMailTo } from './outbox.test-helpers'

/** The account's language: set at sign-up and through PATCH /api/me/language, and the language of its mail. */

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

function setLanguage(body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'PATCH', url: '/api/me/language', payload: body as object, headers })
}

async function signInAnswer(email: string, password: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/user/signin', payload: { email, password }, remoteAddress: uniqueIp() })
  expect(response.statusCode).toBe(200)
  return response.json<{ user: { language: string } }>()
}

describe('PATCH /api/me/language', () => {
  it('stores the signed-in account’s language, which the next sign-in answers', async () => {
    const { user, password } = await createUser(t.app, { role: 'buyer' })
    expect((await signInAnswer(user.email, password)).user.language).toBe('en')
    const token = await signIn(t.app, user.email, password)
    const response = await setLanguage({ language: 'mr' }, bearer(token))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ language: 'mr' })
    expect(response.headers.vary).toMatch(/accept-language/i)
    expect((await signInAnswer(user.email, password)).user.language).toBe('mr')
  })

  it('refuses a language it does not speak with 400 and the field named, changing nothing', async () => {
    const { user, token } = await createSignedInUser(t.app, 'farmer')
    for (const body of [{ language: 'fr' }, { language: 'HI' }, { language: 3 }, {}]) {
      const response = await setLanguage(body, bearer(token))
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Choose one of the languages on the list',
        fieldErrors: { language: ['Choose one of the languages on the list'] },
      })
    }
    const inHindi = await setLanguage({ language: 'fr' }, { ...bearer(token), 'accept-language': 'hi' })
    expect(inHindi.json().fieldErrors).toEqual({ language: [createTranslator('hi', CATALOGUES.hi).t('language.invalid')] })
    const [row] = await t.app.db.select({ language: users.language }).from(users).where(eq(users.id, user.id))
    expect(row!.language).toBe('en')
  })

  it('answers 401 to an anonymous caller', async () => {
    const response = await setLanguage({ language: 'hi' })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please sign-in first.' })
  })
})

describe('POST /api/user/signup', () => {
  it('gives the account the language the sign-up was made in', async () => {
    const email = uniqueEmail('tamil')
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { name: 'Kavitha', email, password: 'secret-pass-1', role: 'buyer' },
      headers: { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.8' },
      remoteAddress: uniqueIp(),
    })
    expect(response.statusCode).toBe(201)
    const [row] = await t.app.db.select({ language: users.language }).from(users).where(eq(users.email, email))
    expect(row!.language).toBe('ta')
    expect((await signInAnswer(email, 'secret-pass-1')).user.language).toBe('ta')
  })

  it('gives English to a sign-up that names no language', async () => {
    const email = uniqueEmail('plain')
    await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { name: 'Plain', email, password: 'secret-pass-1' },
      remoteAddress: uniqueIp(),
    })
    const [row] = await t.app.db.select({ language: users.language }).from(users).where(eq(users.email, email))
    expect(row!.language).toBe('en')
  })
})

describe('the password reset mail', () => {
  it('is written in the account’s language and links to the reset page in it', async () => {
    const { user } = await createUser(t.app, { name: 'Sunita' })
    await t.app.db.update(users).set({ language: 'hi' }).where(eq(users.id, user.id))
    // Asked in English: the mail follows the account, not the request.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/forgetPassword',
      payload: { email: user.email },
      headers: { 'accept-language': 'en' },
      remoteAddress: uniqueIp(),
    })
    expect(response.statusCode).toBe(200)

    const [mail] = await waitForMailTo(t.dataDir, user.email)
    const link = mail!.links[0]!
    expect(link).toMatch(/^http:\/\/kisansetu\.test\/hi\/reset-password\?token=[A-Za-z0-9_-]{43}$/)
    const inHindi = createTranslator('hi', CATALOGUES.hi)
    expect(mail!.subject).toBe(inHindi.t('reset.mailSubject'))
    expect(mail!.text).toBe(inHindi.t('reset.mailText', { name: 'Sunita', link }))
    expect(mail!.html).toContain('<html lang="hi">')
    expect(mail!.html).toContain(inHindi.t('reset.mailHeading'))
  })
})
