import { DASHBOARD_DAYS, type OperatorDashboard } from '@app/shared/admin-dashboard'
import { todayInIndia } from '@app/shared/buyer-requests'
import { indiaMidnight } from '@app/shared/dashboards'
import type { AppDeps } from '#src/app-deps'
import * as repo from './admin-dashboard.repository'

const DAY_MS = 24 * 60 * 60 * 1000

/** How far ahead certificates count as expiring: the farmer is warned this many days ahead too. */
const EXPIRY_DAYS = 30

/** The `count` days of India's calendar ending with `today`, oldest first (India has no daylight saving). */
function lastDays(today: string, days: number): string[] {
  const end = new Date(`${today}T00:00:00Z`).getTime()
  return Array.from({ length: days }, (_, index) => new Date(end - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10))
}

/** The market at a glance for its operators (GET /admin/dashboard); `now` is for tests. */
export async function operatorDashboard(deps: Pick<AppDeps, 'db'>, now = new Date()): Promise<OperatorDashboard> {
  const today = todayInIndia(now)
  const days = lastDays(today, DASHBOARD_DAYS)
  const since = indiaMidnight(days[0]!)
  const until = new Date(new Date(`${today}T00:00:00Z`).getTime() + EXPIRY_DAYS * DAY_MS).toISOString().slice(0, 10)
  const [orders, signups, reports, complaints, expiring] = await Promise.all([
    repo.ordersByDay(deps.db, since),
    repo.signupsByDay(deps.db, since),
    repo.openReports(deps.db),
    repo.openComplaints(deps.db),
    repo.certificatesExpiring(deps.db, today, until),
  ])
  return {
    asOf: now.toISOString(),
    days: days.map((day) => ({
      day,
      orders: orders.get(day)?.orders ?? 0,
      value: orders.get(day)?.value ?? 0,
      farmers: signups.get(day)?.farmers ?? 0,
      buyers: signups.get(day)?.buyers ?? 0,
    })),
    openReports: { count: reports.count, oldestAt: reports.oldestAt?.toISOString() ?? null },
    openComplaints: { count: complaints.count, oldestAt: complaints.oldestAt?.toISOString() ?? null },
    expiringCertificates: expiring,
  }
}
