import { queryOptions, useQuery } from '@tanstack/react-query'
import { SalesSummarySchema, type SalesSummary } from '@app/shared/dashboards'
import { apiRequest } from '@/lib/api-client'

/** GET /me/sales-summary: the signed-in farmer's work waiting, orders by status and earnings by week. */
export async function getSalesSummary(signal?: AbortSignal): Promise<SalesSummary> {
  return SalesSummarySchema.parse(await apiRequest('/me/sales-summary', { signal }))
}

export const salesSummaryQueryKey = ['sales-summary'] as const

export function salesSummaryQueryOptions() {
  return queryOptions({ queryKey: salesSummaryQueryKey, queryFn: ({ signal }) => getSalesSummary(signal) })
}

export function useSalesSummary() {
  return useQuery(salesSummaryQueryOptions())
}
