import { earningsWeekStarts, indiaMidnight, salesSummary, type SalesSummary } from '@app/shared/dashboards'
import type { AppDeps } from '#src/app-deps'
import * as repo from './dashboards.repository'

/** The signed-in farmer's dashboard figures, over the farmer's own orders only. */
export async function getSalesSummary(deps: Pick<AppDeps, 'db'>, farmerId: string, now = new Date()): Promise<SalesSummary> {
  const weekStarts = earningsWeekStarts(now)
  const [counts, weekTotals] = await Promise.all([
    repo.countOrdersByStatus(deps.db, farmerId),
    repo.sumReceivedByWeek(deps.db, farmerId, indiaMidnight(weekStarts[0]!)),
  ])
  return salesSummary(counts, weekTotals, weekStarts)
}
