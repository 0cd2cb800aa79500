import { queryOptions, useQuery } from '@tanstack/react-query'
import { OrderResponseSchema, type Order } from '@app/shared/orders'
import { apiRequest } from '@/lib/api-client'

/** GET /orders/{orderId}: the order a receipt shows, for its buyer or its farmer. */
export async function getReceiptOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return OrderResponseSchema.parse(await apiRequest(`/orders/${encodeURIComponent(orderId)}`, { signal })).order
}

/** The same key the order's own page uses (['orders', id]): one cached copy, refreshed by the same changes. */
export function receiptOrderQueryOptions(orderId: string) {
  return queryOptions({ queryKey: ['orders', orderId] as const, queryFn: ({ signal }) => getReceiptOrder(orderId, signal) })
}

export function useReceiptOrder(orderId: string) {
  return useQuery(receiptOrderQueryOptions(orderId))
}
