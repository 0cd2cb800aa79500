import { queryOptions, useQuery } from '@tanstack/react-query'
import { BuyerRequestsResponseSchema, type BuyerRequestsResponse } from '@app/shared/buyer-requests'
import { apiRequest } from '@/lib/api-client'

/** GET /addProductByFarmer/requestToBuyProducts (SPEC.md §7): the signed-in farmer's buyer requests. */
export async function getBuyerRequests(signal?: AbortSignal): Promise<BuyerRequestsResponse> {
  return BuyerRequestsResponseSchema.parse(await apiRequest('/addProductByFarmer/requestToBuyProducts', { signal }))
}

export const buyerRequestsQueryKey = ['buyer-requests'] as const

export function buyerRequestsQueryOptions() {
  return queryOptions({ queryKey: buyerRequestsQueryKey, queryFn: ({ signal }) => getBuyerRequests(signal) })
}

export function useBuyerRequests() {
  return useQuery(buyerRequestsQueryOptions())
}
