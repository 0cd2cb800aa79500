import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DASHBOARD_DAYS, OperatorDashboardSchema } from '@app/shared/admin-dashboard'
import { todayInIndia } from '@app/shared/buyer-requests'
import { certificates, complaints, orders, reports } from '#src/db/schema/index'
import { insertUser } from '#src/modules/auth/auth.repository'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createOperator, createProduct, createSignedInUser, createUser, uniqueEmail } from '../../../test/factories'
import { operatorDashboard } from './admin-dashboard.service'

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

let orderCount = 0
async function order(
  buyerId: string,
  farmerId: string,
  total: number,
  createdAt: Date,
  status: 'placed' | 'cancelled' | 'delivered' = 'placed',
) {
  orderCount += 1
  const [row] = await t.app.db
    .insert(orders)
    .values({ reference: `KSDASH${orderCount}`, buyerId, farmerId, subtotal: total, total, status, createdAt })
    .returning()
  return row!
}

/** India's date `days` after today (negative: before). */
function indiaDate(days: number, now = new Date()): string {
  return new Date(new Date(`${todayInIndia(now)}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10)
}

describe('GET /api/admin/dashboard', () => {
  it('counts orders, value and new accounts by India’s day, the open queues with their oldest, and certificates expiring', async () => {
    const now = new Date()
    const farmer = await createUser(t.app, { role: 'farmer' })
    const buyer = await createUser(t.app, { role: 'buyer' })
    const demoBuyer = await insertUser(t.app.db, { name: 'Demo', email: uniqueEmail('demo'), role: 'buyer', isDemo: true })
    await createOperator(t.app)

    await order(buyer.user.id, farmer.user.id, 120.5, now)
    await order(buyer.user.id, farmer.user.id, 80, new Date(now.getTime() - 60_000))
    // Cancelled since: counted as an order placed, not as value.
    await order(buyer.user.id, farmer.user.id, 50, new Date(now.getTime() - DAY_MS), 'cancelled')
    // Before the period, and a demo buyer's: neither counts.
    await order(buyer.user.id, farmer.user.id, 999, new Date(now.getTime() - 40 * DAY_MS))
    await order(demoBuyer!.id, farmer.user.id, 999, now)

    const product = await createProduct(t.app, farmer.user.id)
    await t.app.db.insert(reports).values([
      { reporterId: buyer.user.id, productId: product.id, reason: 'fraud', createdAt: new Date(now.getTime() - 5 * HOUR_MS) },
      { reporterId: buyer.user.id, accountId: farmer.user.id, reason: 'fraud', createdAt: new Date(now.getTime() - 2 * HOUR_MS) },
      {
        reporterId: buyer.user.id,
        accountId: farmer.user.id,
        reason: 'fraud',
        createdAt: new Date(now.getTime() - 9 * DAY_MS),
        resolvedAt: now,
        resolution: 'Nothing wrong',
      },
    ])
    const first = await order(buyer.user.id, farmer.user.id, 10, new Date(now.getTime() - 45 * DAY_MS), 'delivered')
    const second = await order(buyer.user.id, farmer.user.id, 10, new Date(now.getTime() - 45 * DAY_MS), 'delivered')
    await t.app.db.insert(complaints).values([
      { orderId: first.id, openedBy: 'buyer', kind: 'quality', state: 'with_operator', createdAt: new Date(now.getTime() - 3 * DAY_MS) },
      {
        orderId: second.id,
        openedBy: 'buyer',
        kind: 'quality',
        state: 'resolved',
        outcome: 'no_fault',
        createdAt: new Date(now.getTime() - 8 * DAY_MS),
      },
    ])
    const certificate = {
      farmerId: farmer.user.id,
      scheme: 'pgs-india',
      certificateId: 'PGS-1',
      certifyingBody: 'Niphad group',
      validFrom: indiaDate(-300),
    } as const
    await t.app.db.insert(certificates).values([
      { ...certificate, validTo: indiaDate(12), status: 'approved' },
      { ...certificate, validTo: indiaDate(3), status: 'approved' },
      { ...certificate, validTo: indiaDate(45), status: 'approved' },
      { ...certificate, validTo: indiaDate(5), status: 'pending' },
      { ...certificate, validTo: indiaDate(-1), status: 'expired' },
    ])

    const dashboard = await operatorDashboard(t.app, now)
    expect(dashboard.days).toHaveLength(DASHBOARD_DAYS)
    expect(dashboard.days.at(-1)).toEqual({ day: todayInIndia(now), orders: 2, value: 200.5, farmers: 1, buyers: 1 })
    const yesterday = dashboard.days.at(-2)!
    expect(yesterday.day).toBe(indiaDate(-1, now))
    // A minute ago may still be yesterday in India just after midnight; the day before holds the cancelled order.
    expect(dashboard.days.reduce((sum, day) => sum + day.orders, 0)).toBe(3)
    expect(dashboard.days.reduce((sum, day) => sum + day.value, 0)).toBeCloseTo(200.5)
    expect(dashboard.days[0]!.day).toBe(indiaDate(-(DASHBOARD_DAYS - 1), now))
    expect(dashboard.openReports).toEqual({ count: 2, oldestAt: new Date(now.getTime() - 5 * HOUR_MS).toISOString() })
    expect(dashboard.openComplaints).toEqual({ count: 1, oldestAt: new Date(now.getTime() - 3 * DAY_MS).toISOString() })
    expect(dashboard.expiringCertificates).toEqual({ count: 2, firstOn: indiaDate(3, now) })
  })

  it('answers operators only, uncached, in the shape the console reads', async () => {
    const operator = await createOperator(t.app)
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(operator.token) })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(OperatorDashboardSchema.safeParse(response.json()).success).toBe(true)
    const farmer = await createSignedInUser(t.app, 'farmer')
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(farmer.token) })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401)
  })
})
