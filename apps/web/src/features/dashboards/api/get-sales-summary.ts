import { queryOptions, useQuery } from '@tanstack/react-query'
import { SalesSummarySchema, type SalesSummary } from '@app/shared/dashboards'
import { apiRequest } from '@/lib/api-client'

/** GET /me/sales-summary: the signed-in farmer's work waiting, orders by status and earnings by week. */
export async function getSalesSummary(signal?: AbortSignal): Promise<SalesSummary> {
  return SalesSummarySchema.parse(await apiRequest('/me/sales-summary', { signal }))
}

export const salesSummaryQueryKey = ['sales-summary'] as const

export function salesSummaryQueryOptions() {
  // Asked again each time the dashboard opens: the farmer comes back to it from the profile or a new
  // listing, and its setup checklist must show that step done.
  return queryOptions({ queryKey: salesSummaryQueryKey, queryFn: ({ signal }) => getSalesSummary(signal), staleTime: 0 })
}

export function useSalesSummary() {
  return useQuery(salesSummaryQueryOptions())
}
