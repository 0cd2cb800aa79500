import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMAIL_TOKEN_TTL_MINUTES } from '@app/shared/limits'
import { formatIndianMobile } from '@app/shared/phone'
import { emailTokens, oneTimeCodes, sessions, users } from '#src/db/schema/index'
import { translator } from '#src/lib/i18n'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createSignedInUser, uniqueEmail, uniqueIp } from '../../../test/factories'
import { requestCode, signUpByPhone, uniqueMobile } from '../../../test/phone-accounts'
import { outboxFor, tokenFromLink } from '../auth/outbox.test-helpers'

const en = translator('en')

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

function post(url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: uniqueIp() })
}

async function countUsers() {
  const [row] = await t.app.db.select({ value: count() }).from(users)
  return row!.value
}

async function userRow(id: string) {
  const [row] = await t.app.db.select().from(users).where(eq(users.id, id))
  return row!
}

/** Moves the number's codes past the resend wait, so it may have a new one. */
async function allowNewCode(mobile: string) {
  await t.app.db
    .update(oneTimeCodes)
    .set({ createdAt: sql`${oneTimeCodes.createdAt} - interval '2 minutes'` })
    .where(eq(oneTimeCodes.recipient, mobile))
}

/** A request with this token answers as the signed-in account (the bell answers only a live session). */
async function tokenWorks(token: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/me/notifications', headers: bearer(token) })
  return response.statusCode === 200
}

describe('POST /api/user/phone/signup', () => {
  it('makes a phone-only account with the code and signs it in at once', async () => {
    const mobile = uniqueMobile()
    const code = await requestCode(t.app, t.dataDir, mobile)
    const response = await post('/api/user/phone/signup', { name: 'Savitri Bai', mobile: `0${mobile.slice(3)}`, code, role: 'farmer' })
    expect(response.statusCode, response.body).toBe(201)
    const body = response.json()
    expect(body).toEqual({
      token: expect.any(String),
      message: en.t('account.registeredSignedIn'),
      user: {
        _id: expect.any(String),
        role: 'farmer',
        name: 'Savitri Bai',
        email: null,
        phone: formatIndianMobile(mobile),
        mobile,
        emailVerified: false,
        language: 'en',
        createdAt: expect.any(String),
      },
    })
    expect(await tokenWorks(body.token)).toBe(true)
    const row = await userRow(body.user._id)
    expect(row).toMatchObject({ mobile, email: null, passwordHash: null })
  })

  it('reads in the language it signed up in, keeps a password given, and the role defaults to farmer', async () => {
    const mobile = uniqueMobile()
    const code = await requestCode(t.app, t.dataDir, mobile)
    const response = await post(
      '/api/user/phone/signup',
      { name: 'Ganesh', mobile, code, password: 'kheti-2024' },
      { 'accept-language': 'mr' },
    )
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({
      message: translator('mr').t('account.registeredSignedIn'),
      user: { role: 'farmer', language: 'mr' },
    })
    expect((await userRow(response.json().user._id)).passwordHash).toMatch(/^\$argon2id\$/)
  })

  it('refuses one of the most common passwords before trying the code, which then still works', async () => {
    const mobile = uniqueMobile()
    const code = await requestCode(t.app, t.dataDir, mobile)
    const before = await countUsers()
    const common = await post('/api/user/phone/signup', { name: 'Asha', mobile, code, password: 'password1' })
    expect(common.statusCode).toBe(400)
    expect(common.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { password: [en.t('auth.passwordTooCommon')] } })
    expect(await countUsers()).toBe(before)
    expect((await post('/api/user/phone/signup', { name: 'Asha', mobile, code })).statusCode).toBe(201)
  })

  it('makes nothing with a wrong code', async () => {
    const mobile = uniqueMobile()
    const code = await requestCode(t.app, t.dataDir, mobile)
    const before = await countUsers()
    const wrong = code === '000000' ? '111111' : '000000'
    const response = await post('/api/user/phone/signup', { name: 'Guess', mobile, code: wrong, role: 'buyer' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { code: [en.t('account.codeWrong')] } })
    const noCode = await post('/api/user/phone/signup', { name: 'Guess', mobile: uniqueMobile(), code: '123456', role: 'buyer' })
    expect(noCode.json().fieldErrors).toEqual({ code: [en.t('account.codeWrong')] })
    expect(await countUsers()).toBe(before)
  })

  it('refuses a number that has an account with 409, and the code still signs that account in', async () => {
    const existing = await signUpByPhone(t.app, t.dataDir, { role: 'buyer' })
    await t.app.db.delete(sessions).where(eq(sessions.userId, existing.user._id))
    // The code of the sign-up is used; a new one, once the number may have one.
    await allowNewCode(existing.mobile)
    const code = await requestCode(t.app, t.dataDir, existing.mobile)
    const before = await countUsers()
    const response = await post('/api/user/phone/signup', { name: 'Copy', mobile: existing.mobile, code, role: 'farmer' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: en.t('account.mobileTaken'),
      fieldErrors: { mobile: [en.t('account.mobileTaken')] },
    })
    expect(await countUsers()).toBe(before)
    const signIn = await post('/api/user/phone/signin', { mobile: existing.mobile, code })
    expect(signIn.statusCode).toBe(200)
    expect(signIn.json().user._id).toBe(existing.user._id)
  })
})

describe('POST /api/user/phone/signin', () => {
  it('signs up, then signs in with a new code: the same account, a new working token', async () => {
    const signedUp = await signUpByPhone(t.app, t.dataDir, { role: 'buyer', name: 'Imran' })
    await allowNewCode(signedUp.mobile)
    const code = await requestCode(t.app, t.dataDir, `0${signedUp.mobile.slice(3)}`)
    const response = await post('/api/user/phone/signin', { mobile: signedUp.mobile, code })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toEqual({ token: expect.any(String), message: en.t('auth.signedIn'), user: signedUp.user })
    expect(body.token).not.toBe(signedUp.token)
    expect(await tokenWorks(body.token)).toBe(true)
  })

  it('says so when the code is right but no account uses the number, and keeps the code for sign-up', async () => {
    const mobile = uniqueMobile()
    const code = await requestCode(t.app, t.dataDir, mobile)
    const response = await post('/api/user/phone/signin', { mobile, code })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      message: en.t('account.noAccountForMobile'),
      fieldErrors: { mobile: [en.t('account.noAccountForMobile')] },
    })
    expect((await post('/api/user/phone/signup', { name: 'New', mobile, code, role: 'buyer' })).statusCode).toBe(201)
  })

  it('answers a wrong code on the code field', async () => {
    const { mobile } = await signUpByPhone(t.app, t.dataDir, { role: 'farmer' })
    const response = await post('/api/user/phone/signin', { mobile, code: '12 34 56' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ message: en.t('account.codeWrong'), fieldErrors: { code: [en.t('account.codeWrong')] } })
  })
})

describe('POST /api/me/mobile', () => {
  it('adds a mobile number to an email account, which can then sign in with a code', async () => {
    const { user, token } = await createSignedInUser(t.app, 'buyer')
    const mobile = uniqueMobile()
    const code = await requestCode(t.app, t.dataDir, mobile, { url: '/api/me/mobile/code', headers: bearer(token) })
    const response = await post('/api/me/mobile', { mobile: `91${mobile.slice(3)}`, code }, bearer(token))
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      message: en.t('account.mobileAdded'),
      user: expect.objectContaining({ _id: user.id, email: user.email, mobile }),
    })
    expect((await userRow(user.id)).mobile).toBe(mobile)

    await allowNewCode(mobile)
    const signIn = await post('/api/user/phone/signin', { mobile, code: await requestCode(t.app, t.dataDir, mobile) })
    expect(signIn.json().user).toMatchObject({ _id: user.id, email: user.email, mobile })
  })

  it('refuses a number another account has with 409, changing nothing', async () => {
    const other = await signUpByPhone(t.app, t.dataDir, { role: 'farmer' })
    await allowNewCode(other.mobile)
    const { user, token } = await createSignedInUser(t.app, 'buyer')
    const code = await requestCode(t.app, t.dataDir, other.mobile, { url: '/api/me/mobile/code', headers: bearer(token) })
    const response = await post('/api/me/mobile', { mobile: other.mobile, code }, bearer(token))
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ code: 'CONFLICT', fieldErrors: { mobile: [en.t('account.mobileTaken')] } })
    expect((await userRow(user.id)).mobile).toBeNull()
  })

  it('refuses a wrong code, changing nothing', async () => {
    const { user, token } = await createSignedInUser(t.app, 'farmer')
    const mobile = uniqueMobile()
    const code = await requestCode(t.app, t.dataDir, mobile, { url: '/api/me/mobile/code', headers: bearer(token) })
    const response = await post('/api/me/mobile', { mobile, code: code === '999999' ? '999998' : '999999' }, bearer(token))
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldErrors).toEqual({ code: [en.t('account.codeWrong')] })
    expect((await userRow(user.id)).mobile).toBeNull()
  })
})

describe('POST /api/me/email and POST /api/user/verifyEmail', () => {
  it('mails a link that adds the email to a phone-only account, once', async () => {
    const { token, user } = await signUpByPhone(t.app, t.dataDir, { role: 'farmer', name: 'Mohan' })
    const email = uniqueEmail('added')
    const response = await post('/api/me/email', { email: `  ${email.toUpperCase()} ` }, bearer(token))
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ message: en.t('account.emailLinkSent', { email, minutes: EMAIL_TOKEN_TTL_MINUTES }) })

    const [mail] = await outboxFor(t.dataDir, email)
    expect(mail).toMatchObject({ subject: en.t('account.emailMailSubject') })
    const link = mail!.links[0]!
    expect(link).toMatch(/^http:\/\/kisansetu\.test\/verify-email\?token=[\w-]{43}$/)
    expect(mail!.text).toBe(en.t('account.emailMailText', { name: 'Mohan', link, minutes: EMAIL_TOKEN_TTL_MINUTES }))
    const linkToken = tokenFromLink(link)
    // Only the token's hash is stored.
    expect(JSON.stringify(await t.app.db.select().from(emailTokens))).not.toContain(linkToken)

    const verified = await post('/api/user/verifyEmail', { token: linkToken })
    expect(verified.statusCode, verified.body).toBe(200)
    expect(verified.json()).toEqual({ message: en.t('account.emailAdded'), user: { ...user, email, emailVerified: true } })
    expect((await userRow(user._id)).emailVerifiedAt).toBeInstanceOf(Date)

    const again = await post('/api/user/verifyEmail', { token: linkToken })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject({
      message: en.t('account.emailLinkInvalid'),
      fieldErrors: { token: [en.t('account.emailLinkInvalid')] },
    })
  })

  it('writes the mail and its page in the account’s language', async () => {
    const { token } = await signUpByPhone(t.app, t.dataDir, { role: 'buyer', name: 'Rakesh', headers: { 'accept-language': 'hi' } })
    const email = uniqueEmail('hindi')
    expect((await post('/api/me/email', { email }, bearer(token))).statusCode).toBe(200)
    const [mail] = await outboxFor(t.dataDir, email)
    expect(mail!.subject).toBe(translator('hi').t('account.emailMailSubject'))
    expect(mail!.links[0]).toMatch(/^http:\/\/kisansetu\.test\/hi\/verify-email\?token=/)
  })

  it('refuses an email another account has, and a link whose email was taken since, changing nothing', async () => {
    const { user: emailUser } = await createSignedInUser(t.app, 'buyer')
    const phoneUser = await signUpByPhone(t.app, t.dataDir, { role: 'buyer' })
    const taken = await post('/api/me/email', { email: emailUser.email }, bearer(phoneUser.token))
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({ code: 'CONFLICT', fieldErrors: { email: [en.t('auth.emailTaken')] } })

    const email = uniqueEmail('raced')
    expect((await post('/api/me/email', { email }, bearer(phoneUser.token))).statusCode).toBe(200)
    const linkToken = tokenFromLink((await outboxFor(t.dataDir, email))[0]!.links[0]!)
    await t.app.db.update(users).set({ email }).where(eq(users.id, emailUser.id))
    const late = await post('/api/user/verifyEmail', { token: linkToken })
    expect(late.statusCode).toBe(409)
    expect(late.json().fieldErrors).toEqual({ email: [en.t('auth.emailTaken')] })
    expect((await userRow(phoneUser.user._id)).email).toBeNull()
  })

  it('refuses an expired link and any link but the newest', async () => {
    const { token, user } = await signUpByPhone(t.app, t.dataDir, { role: 'farmer' })
    const first = uniqueEmail('first')
    const second = uniqueEmail('second')
    for (const email of [first, second]) expect((await post('/api/me/email', { email }, bearer(token))).statusCode).toBe(200)
    const tokenOf = async (email: string) => tokenFromLink((await outboxFor(t.dataDir, email))[0]!.links[0]!)
    expect((await post('/api/user/verifyEmail', { token: await tokenOf(first) })).statusCode).toBe(400)
    await t.app.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, user._id))
    expect((await post('/api/user/verifyEmail', { token: await tokenOf(second) })).statusCode).toBe(400)
    expect((await userRow(user._id)).email).toBeNull()
  })
})

describe('bad input', () => {
  it.each([
    ['/api/user/phone/code', {}, { mobile: [en.t('account.mobileRequired')] }],
    ['/api/user/phone/code', { mobile: '022 2345 6789' }, { mobile: [en.t('account.mobileInvalid')] }],
    ['/api/user/phone/code', { mobile: '+1 202 555 0100' }, { mobile: [en.t('account.mobileInvalid')] }],
    ['/api/user/phone/code', { mobile: 9876512345 }, { mobile: [en.t('account.mobileRequired')] }],
    ['/api/user/phone/signup', { mobile: '98765 12345', code: '123456' }, { name: [en.t('auth.nameRequired')] }],
    ['/api/user/phone/signup', { name: 'A', mobile: '98765 12345', code: '12345' }, { code: [en.t('account.codeInvalid')] }],
    ['/api/user/phone/signup', { name: 'A', mobile: '98765 12345', code: '123456', role: 'admin' }, { role: [en.t('auth.roleInvalid')] }],
    [
      '/api/user/phone/signup',
      { name: 'A', mobile: '98765 12345', code: '123456', password: '123' },
      { password: [en.t('auth.passwordTooShort')] },
    ],
    ['/api/user/phone/signin', { mobile: '98765 12345' }, { code: [en.t('account.codeRequired')] }],
    [
      '/api/user/phone/signin',
      { mobile: '12345', code: 'abcdef' },
      { mobile: [en.t('account.mobileInvalid')], code: [en.t('account.codeInvalid')] },
    ],
    ['/api/user/verifyEmail', {}, { token: [en.t('account.emailLinkInvalid')] }],
  ])('%s refuses %j with 400 and field errors, writing nothing', async (url, payload, fieldErrors) => {
    const before = await countUsers()
    const response = await post(url, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String), fieldErrors })
    expect(await countUsers()).toBe(before)
  })

  it.each([
    ['/api/me/mobile/code', { mobile: '12345' }, { mobile: [en.t('account.mobileInvalid')] }],
    ['/api/me/mobile', { mobile: '98765 12345', code: '' }, { code: [en.t('account.codeRequired')] }],
    ['/api/me/email', { email: 'not-an-email' }, { email: [en.t('auth.emailInvalid')] }],
  ])('%s refuses %j from a signed-in account with 400 and field errors', async (url, payload, fieldErrors) => {
    const { token } = await createSignedInUser(t.app, 'buyer')
    const response = await post(url, payload, bearer(token))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors })
  })

  it.each(['/api/me/mobile/code', '/api/me/mobile', '/api/me/email'])('%s answers 401 without a session', async (url) => {
    const response = await post(url, { mobile: '98765 12345', code: '123456', email: 'a@b.in' })
    expect(response.statusCode).toBe(401)
    expect(response.json().code).toBe('UNAUTHENTICATED')
  })
})
