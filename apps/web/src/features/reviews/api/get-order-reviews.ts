import { queryOptions, useQuery } from '@tanstack/react-query'
import { OrderReviewsResponseSchema, type OrderReviewsResponse } from '@app/shared/reviews'
import { apiRequest } from '@/lib/api-client'

/** GET /orders/{orderId}/reviews: the order's lines, each with its review and whether the buyer may write one. */
export async function getOrderReviews(orderId: string, signal?: AbortSignal): Promise<OrderReviewsResponse> {
  return OrderReviewsResponseSchema.parse(await apiRequest(`/orders/${encodeURIComponent(orderId)}/reviews`, { signal }))
}

export const orderReviewsQueryKey = (orderId: string) => ['orders', orderId, 'reviews'] as const

export function useOrderReviews(orderId: string) {
  return useQuery(queryOptions({ queryKey: orderReviewsQueryKey(orderId), queryFn: ({ signal }) => getOrderReviews(orderId, signal) }))
}
