import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { securityEvents, sessions, users } from '#src/db/schema/index'
import { translator } from '#src/lib/i18n'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createUser, signIn, uniqueEmail, uniqueIp } from '../../../test/factories'
import { requestCode, signUpByPhone, smsOutbox, uniqueMobile, waitForCodeTo } from '../../../test/phone-accounts'
import { outboxFor, tokenFromLink, waitForMailTo } from '../auth/outbox.test-helpers'
import { maskEmail } from './one-time-codes'

/**
 * A stolen session alone cannot change how an account signs in: the mobile number, the email and
 * the password change only after a recent password or code, every change is kept where the owner
 * sees it, and the contacts the account had before are told, with a link that puts everything
 * back and signs every session out.
 */
const en = translator('en')

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

function post(url: string, payload: object, token?: string) {
  return t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {}, remoteAddress: uniqueIp() })
}

async function userRow(id: string) {
  const [row] = await t.app.db.select().from(users).where(eq(users.id, id))
  return row!
}

/** The sessions of the user signed in more than the proof's 10 minutes ago: a session a thief may have taken. */
async function ageSessions(userId: string) {
  await t.app.db
    .update(sessions)
    .set({ provenAt: sql`now() - interval '11 minutes'` })
    .where(eq(sessions.userId, userId))
}

/** The account's changes of its sign-in details (its sign-ins from new devices are tested in audit-records.test.ts). */
async function eventsOf(token: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/me/security-events', headers: bearer(token) })
  expect(response.statusCode).toBe(200)
  return response
    .json<{ events: { kind: string; before: string | null; after: string | null; undoneAt: string | null }[] }>()
    .events.filter((event) => event.kind !== 'signed_in_new_device')
}

/** The undo link of the newest notice to `to` (an email's mail, or a number's SMS). */
async function undoLinkSentTo(to: string, seen = 0): Promise<string> {
  if (to.startsWith('+')) {
    for (let i = 0; i < 200; i += 1) {
      const texts = (await smsOutbox(t.dataDir)).filter((sms) => sms.to === to && sms.text.includes('/undo-change?token='))
      if (texts.length > seen) return /(http\S+)/.exec(texts.at(-1)!.text)![1]!
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`no undo link to ${to}`)
  }
  const mails = (await waitForMailTo(t.dataDir, to, seen)).filter((mail) => mail.subject === en.t('securityNotice.subject'))
  return mails.at(-1)!.links[0]!
}

const PROOF_REQUIRED = { code: 'PROOF_REQUIRED', message: en.t('account.proofRequired') }

describe('changing how an account signs in', () => {
  it('is refused to a session that has not proven itself lately: no number, email or password can be set', async () => {
    const { user, password } = await createUser(t.app)
    const token = await signIn(t.app, user.email, password)
    await ageSessions(user.id)
    const mobile = uniqueMobile()
    for (const [url, body] of [
      ['/api/me/mobile/code', { mobile }],
      ['/api/me/mobile', { mobile, code: '123456' }],
      ['/api/me/email', { email: uniqueEmail('thief') }],
      ['/api/me/password', { password: 'thief-chosen-pass-42' }],
    ] as const) {
      const answer = await post(url, body, token)
      expect(answer.statusCode, url).toBe(403)
      expect(answer.json()).toMatchObject(PROOF_REQUIRED)
    }
    expect(await smsOutbox(t.dataDir).then((all) => all.filter((sms) => sms.to === mobile))).toEqual([])
    expect(await userRow(user.id)).toMatchObject({ email: user.email, mobile: null })
  })

  it('is never allowed on a shared demo account, whose password is public', async () => {
    const { user, password } = await createUser(t.app)
    await t.app.db.update(users).set({ isDemo: true }).where(eq(users.id, user.id))
    const token = await signIn(t.app, user.email, password)
    const answer = await post('/api/me/password', { password: 'locks-out-everyone-1' }, token)
    expect(answer.statusCode).toBe(403)
    expect(answer.json()).toMatchObject({ code: 'FORBIDDEN', message: en.t('account.demoDetailsFixed') })
    expect((await post('/api/user/signin', { email: user.email, password })).statusCode).toBe(200)
  })

  it('is allowed for 10 minutes after the password is entered again', async () => {
    const { user, password } = await createUser(t.app)
    const token = await signIn(t.app, user.email, password)
    await ageSessions(user.id)
    const wrong = await post('/api/me/proof', { password: 'not-it-at-all' }, token)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().fieldErrors).toEqual({ password: [en.t('account.proofPasswordWrong')] })
    const proof = await post('/api/me/proof', { password }, token)
    expect(proof.statusCode).toBe(200)
    expect(proof.json()).toEqual({ message: en.t('account.proofConfirmed', { minutes: 10 }), provenUntil: expect.any(String) })
    expect(Date.parse(proof.json().provenUntil) - Date.now()).toBeGreaterThan(9 * 60 * 1000)
    expect((await post('/api/me/password', { password: 'a-new-secret-word-7' }, token)).statusCode).toBe(200)
    await ageSessions(user.id)
    expect((await post('/api/me/password', { password: 'another-secret-word-8' }, token)).json()).toMatchObject(PROOF_REQUIRED)
  })

  it('is allowed after a code to the account’s own number, or its email when it has none', async () => {
    const phone = await signUpByPhone(t.app, t.dataDir, { role: 'buyer' })
    await ageSessions(phone.user._id)
    const sent = await post('/api/me/proof/code', {}, phone.token)
    expect(sent.json()).toMatchObject({ channel: 'sms', to: `…${phone.mobile.slice(-2)}`, expiresInMinutes: 5 })
    const smsCode = await waitForCodeTo(t.dataDir, phone.mobile, 1)
    expect((await post('/api/me/proof', { password: 'no-password-here' }, phone.token)).json().fieldErrors).toEqual({
      password: [en.t('account.noPasswordUseCode')],
    })
    expect((await post('/api/me/proof', { code: smsCode }, phone.token)).statusCode).toBe(200)

    const { user, password } = await createUser(t.app)
    const token = await signIn(t.app, user.email, password)
    await ageSessions(user.id)
    const mailed = await post('/api/me/proof/code', {}, token)
    expect(mailed.json()).toMatchObject({ channel: 'email', to: maskEmail(user.email) })
    const mailCode = await waitForCodeTo(t.dataDir, user.email)
    expect((await post('/api/me/proof', { code: '000000' === mailCode ? '111111' : '000000' }, token)).statusCode).toBe(400)
    expect((await post('/api/me/proof', { code: mailCode }, token)).statusCode).toBe(200)
    expect((await post('/api/me/email', { email: uniqueEmail('new') }, token)).statusCode).toBe(200)
  })

  it('tells the old number and the email about a new number, and keeps the change for the owner', async () => {
    const phone = await signUpByPhone(t.app, t.dataDir, { role: 'farmer' })
    const email = uniqueEmail('both')
    await t.app.db.update(users).set({ email }).where(eq(users.id, phone.user._id))
    const next = uniqueMobile()
    const code = await requestCode(t.app, t.dataDir, next, { url: '/api/me/mobile/code', headers: bearer(phone.token) })
    expect((await post('/api/me/mobile', { mobile: next, code }, phone.token)).statusCode).toBe(200)
    const smsLink = await undoLinkSentTo(phone.mobile)
    const mailLink = await undoLinkSentTo(email)
    // One change, one link, sent to both of its earlier contacts.
    expect(smsLink).toBe(mailLink)
    expect(smsLink.startsWith(`${t.config.publicUrl}/undo-change?token=`)).toBe(true)
    const [notice] = (await outboxFor(t.dataDir, email)).filter((mail) => mail.subject === en.t('securityNotice.subject'))
    expect(notice!.text).toContain(`changed from …${phone.mobile.slice(-2)} to …${next.slice(-2)}`)
    expect(await eventsOf(phone.token)).toEqual([
      expect.objectContaining({
        kind: 'mobile_changed',
        before: `…${phone.mobile.slice(-2)}`,
        after: `…${next.slice(-2)}`,
        undoneAt: null,
      }),
    ])
  })

  it('gives the account back through the old email’s link: a thief’s email and password go, every session ends', async () => {
    const { user, password } = await createUser(t.app)
    const ownerToken = await signIn(t.app, user.email, password)
    // A thief who knows the password takes a session, moves the account to their email, then resets the password through it.
    const thiefToken = await signIn(t.app, user.email, password)
    const thiefEmail = uniqueEmail('thief')
    expect((await post('/api/me/email', { email: thiefEmail }, thiefToken)).statusCode).toBe(200)
    const [confirm] = await waitForMailTo(t.dataDir, thiefEmail)
    expect((await post('/api/user/verifyEmail', { token: tokenFromLink(confirm!.links[0]!) })).statusCode).toBe(200)
    expect((await post('/api/user/forgetPassword', { email: thiefEmail })).statusCode).toBe(200)
    const resetMail = (await waitForMailTo(t.dataDir, thiefEmail, 1)).at(-1)!
    expect(
      (await post('/api/user/resetPassword', { token: tokenFromLink(resetMail.links[0]!), password: 'thief-owns-it-now-9' })).statusCode,
    ).toBe(200)
    expect((await post('/api/user/signin', { email: user.email, password })).statusCode).toBe(401)

    // The owner's old email was told about the email change.
    const link = await undoLinkSentTo(user.email)
    const undone = await post('/api/user/undoChange', { token: tokenFromLink(link) })
    expect(undone.statusCode).toBe(200)
    expect(undone.json()).toEqual({ message: en.t('account.changeUndone') })
    expect(await userRow(user.id)).toMatchObject({ email: user.email })
    expect((await post('/api/user/signin', { email: thiefEmail, password: 'thief-owns-it-now-9' })).statusCode).toBe(401)
    for (const token of [ownerToken, thiefToken]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/me/security-events', headers: bearer(token) })).statusCode).toBe(401)
    }
    const back = await post('/api/user/signin', { email: user.email, password })
    expect(back.statusCode).toBe(200)
    const events = await eventsOf(back.json().token)
    expect(events.map((event) => [event.kind, event.undoneAt === null])).toEqual([
      ['change_undone', true],
      ['password_reset', false],
      ['email_changed', false],
    ])
    expect(events[2]).toMatchObject({ before: maskEmail(user.email), after: maskEmail(thiefEmail) })
    // A link works once.
    expect((await post('/api/user/undoChange', { token: tokenFromLink(link) })).json().fieldErrors).toEqual({
      token: [en.t('account.undoLinkInvalid')],
    })
  })

  it('refuses a link past its 7 days, or a made-up one, and changes nothing', async () => {
    const phone = await signUpByPhone(t.app, t.dataDir, { role: 'buyer' })
    expect((await post('/api/me/password', { password: 'chosen-later-pass-3' }, phone.token)).statusCode).toBe(200)
    const link = await undoLinkSentTo(phone.mobile)
    await t.app.db
      .update(securityEvents)
      .set({ undoExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(securityEvents.userId, phone.user._id))
    for (const token of [tokenFromLink(link), 'made-up-token']) {
      const answer = await post('/api/user/undoChange', { token })
      expect(answer.statusCode).toBe(400)
      expect(answer.json().fieldErrors).toEqual({ token: [en.t('account.undoLinkInvalid')] })
    }
    expect((await userRow(phone.user._id)).passwordHash).not.toBeNull()
    expect((await post('/api/user/undoChange', {})).statusCode).toBe(400)
  })

  it('puts back a password set on a phone account, and says so when the old number has a new owner', async () => {
    const phone = await signUpByPhone(t.app, t.dataDir, { role: 'farmer' })
    expect((await post('/api/me/password', { password: 'aaaaaa' }, phone.token)).statusCode).toBe(400)
    expect((await post('/api/me/password', { password: 'my-first-password-5' }, phone.token)).statusCode).toBe(200)
    expect((await eventsOf(phone.token))[0]).toMatchObject({ kind: 'password_set', before: null, after: null })
    const passwordLink = await undoLinkSentTo(phone.mobile)
    expect((await post('/api/user/undoChange', { token: tokenFromLink(passwordLink) })).statusCode).toBe(200)
    expect((await userRow(phone.user._id)).passwordHash).toBeNull()

    // A number moved to another account after the change cannot come back.
    const token = await signInByCode(phone.mobile)
    const next = uniqueMobile()
    const code = await requestCode(t.app, t.dataDir, next, { url: '/api/me/mobile/code', headers: bearer(token) })
    expect((await post('/api/me/mobile', { mobile: next, code }, token)).statusCode).toBe(200)
    const mobileLink = await undoLinkSentTo(phone.mobile, 1)
    await signUpByPhone(t.app, t.dataDir, { role: 'buyer', mobile: phone.mobile })
    const refused = await post('/api/user/undoChange', { token: tokenFromLink(mobileLink) })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ message: en.t('account.undoTaken') })
    expect(await userRow(phone.user._id)).toMatchObject({ mobile: next })
  })
})

async function signInByCode(mobile: string): Promise<string> {
  await t.app.db.execute(sql`update one_time_codes set created_at = created_at - interval '2 minutes' where recipient = ${mobile}`)
  const code = await requestCode(t.app, t.dataDir, mobile)
  const answer = await post('/api/user/phone/signin', { mobile, code })
  expect(answer.statusCode).toBe(200)
  return answer.json().token
}
