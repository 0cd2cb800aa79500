import { addDays } from '@app/shared/calendar'
import { DASHBOARD_DAYS, type OperatorDashboard } from '@app/shared/admin-dashboard'
import { todayInIndia } from '@app/shared/buyer-requests'
import { indiaMidnight } from '@app/shared/dashboards'
import type { AppDeps } from '#src/app-deps'
import { EXPIRY_WARNING_DAYS } from '#src/modules/verification/verification.service'
import * as repo from './admin-dashboard.repository'

/** The `days` days of India's calendar ending with `today`, oldest first. */
function lastDays(today: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => addDays(today, index - (days - 1)))
}

/** The market at a glance for its operators (GET /admin/dashboard); `now` is for tests. */
export async function operatorDashboard(deps: Pick<AppDeps, 'db'>, now = new Date()): Promise<OperatorDashboard> {
  const today = todayInIndia(now)
  const days = lastDays(today, DASHBOARD_DAYS)
  const since = indiaMidnight(days[0]!)
  // Certificates count as expiring as far ahead as their farmers are warned.
  const until = addDays(today, EXPIRY_WARNING_DAYS)
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
