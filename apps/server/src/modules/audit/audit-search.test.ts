import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUDIT_PAGE_SIZE, type AuditSearchResponse } from '@app/shared/audit'
import { todayInIndia } from '@app/shared/buyer-requests'
import { users } from '#src/db/schema/index'
import { translator } from '#src/lib/i18n'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createOperator, createUser, type TestOperator, type TestUser } from '../../../test/factories'
import { uniqueMobile } from '../../../test/phone-accounts'
import { eq } from 'drizzle-orm'
import { actorOf, recordAudit } from './audit.repository'

/**
 * Operators search the audit log by account (its id, email or mobile number, as actor or as
 * subject), by action or area, and by India's days, a page at a time; bad filters are a 400 that
 * says which field, never a 500.
 */
const en = translator('en')

let t: TestApp
let operator: TestOperator
let farmer: TestUser
let mobile: string
beforeAll(async () => {
  t = await buildTestApp()
  operator = await createOperator(t.app)
  farmer = await createUser(t.app, { role: 'farmer' })
  mobile = uniqueMobile()
  await t.app.db.update(users).set({ mobile }).where(eq(users.id, farmer.user.id))
  await recordAudit(t.app.db, {
    ...actorOf({ id: farmer.user.id, role: 'farmer' }),
    action: 'account.upi_changed',
    subjectUserId: farmer.user.id,
    details: { before: null, after: 'f•••@ybl' },
  })
  await recordAudit(t.app.db, {
    ...actorOf(operator.user),
    action: 'operator.listing_hidden',
    subjectUserId: farmer.user.id,
    targetType: 'listing',
    targetId: 'a-listing',
    reason: 'Fake organic claim',
  })
})
afterAll(async () => {
  await t?.close()
})

async function search(query: string, token = operator.token) {
  return t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: bearer(token) })
}

async function found(query: string): Promise<AuditSearchResponse> {
  const response = await search(query)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<AuditSearchResponse>()
}

describe('GET /api/admin/audit', () => {
  it('finds what an account did and what was done to it, by its id, email or mobile number', async () => {
    for (const user of [farmer.user.id, farmer.user.email.toUpperCase(), mobile.slice(3), `+91 ${mobile.slice(3, 8)} ${mobile.slice(8)}`]) {
      const { entries } = await found(`?user=${encodeURIComponent(user)}`)
      expect(
        entries.map((entry) => entry.action),
        user,
      ).toEqual(['operator.listing_hidden', 'account.upi_changed'])
    }
    const [hidden, upi] = (await found(`?user=${farmer.user.id}`)).entries
    expect(hidden).toMatchObject({
      actorRole: 'admin',
      actor: { id: operator.user.id, name: 'Test Operator', email: operator.user.email },
      subject: { id: farmer.user.id, email: farmer.user.email, mobile },
      targetType: 'listing',
      targetId: 'a-listing',
      reason: 'Fake organic claim',
    })
    expect(upi).toMatchObject({ actorRole: 'farmer', details: { before: null, after: 'f•••@ybl' } })
    // The operator acted: their own entries include it.
    expect((await found(`?user=${encodeURIComponent(operator.user.email)}`)).entries.map((entry) => entry.action)).toContain(
      'operator.listing_hidden',
    )
    expect((await found('?user=nobody%40example.com')).entries).toEqual([])
  })

  it('filters by an action or a whole area, and by India’s days', async () => {
    const user = `user=${farmer.user.id}`
    expect((await found(`?${user}&action=account.upi_changed`)).entries.map((entry) => entry.action)).toEqual(['account.upi_changed'])
    expect((await found(`?${user}&action=operator`)).entries.map((entry) => entry.action)).toEqual(['operator.listing_hidden'])
    const today = todayInIndia()
    expect((await found(`?${user}&from=${today}&to=${today}`)).entries).toHaveLength(2)
    expect((await found(`?${user}&from=2020-01-01&to=2020-12-31`)).entries).toEqual([])
    // Empty fields, as a form sends them, filter nothing.
    expect((await found(`?${user}&action=&from=&to=`)).entries).toHaveLength(2)
  })

  it('pages newest first until nextBefore is null', async () => {
    const subject = await createUser(t.app, { role: 'buyer' })
    for (let n = 0; n < AUDIT_PAGE_SIZE + 3; n += 1) {
      await recordAudit(t.app.db, {
        ...actorOf(operator.user),
        action: 'operator.notice_sent',
        subjectUserId: subject.user.id,
        targetId: String(n),
      })
    }
    const first = await found(`?user=${subject.user.id}`)
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE)
    expect(first.entries[0]!.targetId).toBe(String(AUDIT_PAGE_SIZE + 2))
    const second = await found(`?user=${subject.user.id}&before=${first.nextBefore}`)
    expect(second.entries.map((entry) => entry.targetId)).toEqual(['2', '1', '0'])
    expect(second.nextBefore).toBeNull()
  })

  it('refuses filters it cannot read with a 400 naming the field', async () => {
    const cases: [string, string, string][] = [
      ['?user=12345', 'user', en.t('audit.userInvalid')],
      [`?user=${'x'.repeat(300)}%40example.com`, 'user', en.t('audit.userInvalid')],
      ["?user=' OR 1=1 --", 'user', en.t('audit.userInvalid')],
      ['?action=account.drop_table', 'action', en.t('audit.actionInvalid')],
      ['?action=account&action=operator', 'action', en.t('audit.actionInvalid')],
      ['?from=2024-02-30', 'from', en.t('audit.dateInvalid')],
      ['?to=yesterday', 'to', en.t('audit.dateInvalid')],
      ['?from=2024-05-02&to=2024-05-01', 'to', en.t('audit.rangeReversed')],
      ['?before=0', 'before', en.t('audit.pageInvalid')],
      ['?before=99999999999999999999', 'before', en.t('audit.pageInvalid')],
      ['?before=-1', 'before', en.t('audit.pageInvalid')],
    ]
    for (const [query, field, message] of cases) {
      const response = await search(query)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().fieldErrors, query).toEqual({ [field]: [message] })
    }
  })
})
