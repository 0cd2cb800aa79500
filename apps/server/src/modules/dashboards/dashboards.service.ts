import { earningsWeekStarts, indiaMidnight, salesSummary, type SalesSummary } from '@app/shared/dashboards'
import type { AppDeps } from '#src/app-deps'
import * as repo from './dashboards.repository'

/** The signed-in farmer's dashboard figures and setup steps, over the farmer's own data only. */
export async function getSalesSummary(deps: Pick<AppDeps, 'db'>, farmerId: string, now = new Date()): Promise<SalesSummary> {
  const weekStarts = earningsWeekStarts(now)
  const [counts, weekTotals, setup] = await Promise.all([
    repo.countOrdersByStatus(deps.db, farmerId),
    repo.sumReceivedByWeek(deps.db, farmerId, indiaMidnight(weekStarts[0]!)),
    repo.findFarmerSetup(deps.db, farmerId),
  ])
  return salesSummary(counts, weekTotals, weekStarts, setup)
}
