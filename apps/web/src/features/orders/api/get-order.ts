import { queryOptions, useQuery } from '@tanstack/react-query'
import { OrderResponseSchema, type Order } from '@app/shared/orders'
import { apiRequest } from '@/lib/api-client'
import { ordersQueryKey } from './get-orders'

/** GET /orders/{orderId}: one order of the signed-in buyer or farmer, with its payment and timeline. */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return OrderResponseSchema.parse(await apiRequest(`/orders/${encodeURIComponent(orderId)}`, { signal })).order
}

export function orderQueryKey(orderId: string) {
  return [...ordersQueryKey, orderId] as const
}

export function orderQueryOptions(orderId: string) {
  return queryOptions({ queryKey: orderQueryKey(orderId), queryFn: ({ signal }) => getOrder(orderId, signal) })
}

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId))
}
