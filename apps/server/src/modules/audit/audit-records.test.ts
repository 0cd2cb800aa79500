import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditAction } from '@app/shared/audit'
import { auditLog } from '#src/db/schema/index'
import { addressTagger } from '#src/lib/address-tag'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createUser } from '../../../test/factories'
import { deviceOf } from '../accounts/account-security.service'
import { verifyAuditChain } from './audit.verify'

/**
 * The sensitive changes of an account land in the audit log, in the transaction that makes them,
 * with the address only as its tag; and the owner sees them among their security events.
 */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36'
const CHROME_ANDROID_UPDATED = CHROME_ANDROID.replace('131.0.6778.81', '132.0.6834.57')
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'

async function signInFrom(email: string, password: string, userAgent: string, remoteAddress = '10.9.8.7') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/signin',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  })
  expect(response.statusCode).toBe(200)
  return response.json<{ token: string }>().token
}

async function entriesAbout(userId: string, action: AuditAction) {
  return t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectUserId, userId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id))
}

async function ownEvents(token: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/me/security-events', headers: bearer(token) })
  expect(response.statusCode).toBe(200)
  return response.json<{ events: { kind: string; before: string | null; after: string | null }[] }>().events
}

describe('what the audit log records about an account', () => {
  it('tells devices apart by browser and system, not by version', () => {
    expect(deviceOf(CHROME_ANDROID)).toEqual({ tag: deviceOf(CHROME_ANDROID_UPDATED).tag, name: 'Chrome, Android' })
    expect(deviceOf(FIREFOX_WINDOWS)).toMatchObject({ name: 'Firefox, Windows' })
    expect(deviceOf(FIREFOX_WINDOWS).tag).not.toBe(deviceOf(CHROME_ANDROID).tag)
    expect(deviceOf(undefined).name).toBe('?')
  })

  it('records a sign-in from a new device once, with the address only as its tag', async () => {
    const { user, password } = await createUser(t.app)
    await signInFrom(user.email, password, CHROME_ANDROID, '10.1.2.3')
    await signInFrom(user.email, password, CHROME_ANDROID_UPDATED, '10.200.2.3')
    const token = await signInFrom(user.email, password, FIREFOX_WINDOWS, '10.1.2.3')
    const entries = await entriesAbout(user.id, 'account.signed_in_new_device')
    expect(entries).toHaveLength(2)
    const tag = (await addressTagger(t.config))('10.1.2.3')
    expect(entries[0]).toMatchObject({ actorUserId: user.id, actorRole: 'farmer', ipTag: tag, details: { after: 'Firefox, Windows' } })
    expect(JSON.stringify(entries)).not.toContain('10.1.2.3')
    expect((await ownEvents(token)).map((event) => [event.kind, event.after])).toEqual([
      ['signed_in_new_device', 'Firefox, Windows'],
      ['signed_in_new_device', 'Chrome, Android'],
    ])
  })

  it('records a password change in the transaction that makes it, and only that account sees it', async () => {
    const { user, password } = await createUser(t.app)
    const token = await signInFrom(user.email, password, FIREFOX_WINDOWS)
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      payload: { password: 'a-brand-new-secret-3' },
      headers: bearer(token),
      remoteAddress: '10.7.7.7',
    })
    expect(changed.statusCode).toBe(200)
    const [entry] = await entriesAbout(user.id, 'account.password_changed')
    expect(entry).toMatchObject({
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
      ipTag: (await addressTagger(t.config))('10.7.7.7'),
    })
    // Never the password hash the undo link puts back: that stays in security_events.
    expect(Object.keys(entry!.details).sort()).toEqual(['after', 'before', 'securityEventId'])
    expect((await ownEvents(token))[0]).toMatchObject({ kind: 'password_changed', before: null, after: null })

    const other = await createUser(t.app)
    const otherToken = await signInFrom(other.user.email, other.password, FIREFOX_WINDOWS)
    expect((await ownEvents(otherToken)).map((event) => event.kind)).toEqual(['signed_in_new_device'])
    expect(await verifyAuditChain(t.app.db)).toMatchObject({ ok: true })
  })

  it('records a farmer’s UPI ID (shown partly) and delivery settings changing, and not a save that changes neither', async () => {
    const { user, password } = await createUser(t.app, { role: 'farmer' })
    const token = await signInFrom(user.email, password, FIREFOX_WINDOWS)
    const profile = {
      phone: '9876543210',
      location: { city: 'Nashik', state: 'Maharashtra', pin: '422001', coordinates: { type: 'Point', coordinates: [73.7898, 19.9975] } },
      farmSize: 6.5,
      isCertifiedSustainable: false,
      certificationDetails: { authority: '', certifiedOn: null, documents: [] },
    }
    const save = (url: string, body: object) =>
      t.app.inject({
        method: url.includes('add') ? 'POST' : 'PATCH',
        url: `/api/farmerProfile/${url}`,
        payload: body,
        headers: bearer(token),
      })
    expect((await save('add-farmerProfile', { ...profile, upiId: 'ramesh@okaxis' })).statusCode).toBe(201)
    expect((await save('update-farmerProfile', { ...profile })).statusCode).toBe(200)
    expect(await entriesAbout(user.id, 'account.upi_changed')).toHaveLength(1)
    expect(await entriesAbout(user.id, 'account.delivery_changed')).toHaveLength(0)

    expect((await save('update-farmerProfile', { ...profile, upiId: 'thief@ybl', deliveryFee: 20 })).statusCode).toBe(200)
    const [upi] = await entriesAbout(user.id, 'account.upi_changed')
    expect(upi!.details).toEqual({ before: 'r•••@okaxis', after: 't•••@ybl' })
    const [delivery] = await entriesAbout(user.id, 'account.delivery_changed')
    expect(delivery!.details).toMatchObject({ old: { fee: 49 }, new: { fee: 20 } })
    expect((await ownEvents(token)).slice(0, 3).map((event) => [event.kind, event.before, event.after])).toEqual([
      ['delivery_changed', null, null],
      ['upi_changed', 'r•••@okaxis', 't•••@ybl'],
      ['upi_changed', null, 'r•••@okaxis'],
    ])
  })
})
