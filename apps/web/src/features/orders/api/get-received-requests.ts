import { queryOptions, useQuery } from '@tanstack/react-query'
import { BuyerRequestsResponseSchema, type BuyerRequestsResponse } from '@app/shared/buyer-requests'
import { apiRequest } from '@/lib/api-client'

/** GET /addProductByFarmer/requestToBuyProducts: the requests buyers sent the signed-in farmer, with their stored answers. */
export async function getReceivedRequests(signal?: AbortSignal): Promise<BuyerRequestsResponse> {
  return BuyerRequestsResponseSchema.parse(await apiRequest('/addProductByFarmer/requestToBuyProducts', { signal }))
}

export const receivedRequestsQueryKey = ['received-requests'] as const

export function receivedRequestsQueryOptions() {
  return queryOptions({ queryKey: receivedRequestsQueryKey, queryFn: ({ signal }) => getReceivedRequests(signal) })
}

export function useReceivedRequests() {
  return useQuery(receivedRequestsQueryOptions())
}
