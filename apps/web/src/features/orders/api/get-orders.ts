import { queryOptions, useQuery } from '@tanstack/react-query'
import { OrdersResponseSchema, type Order } from '@app/shared/orders'
import { apiRequest } from '@/lib/api-client'

/** GET /orders: the signed-in buyer's orders (or, for a farmer, the orders received), newest first. */
export async function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return OrdersResponseSchema.parse(await apiRequest('/orders', { signal })).orders
}

/** The list and every single order sit under this key, so one invalidation refreshes both. */
export const ordersQueryKey = ['orders'] as const

export function ordersQueryOptions() {
  return queryOptions({ queryKey: ordersQueryKey, queryFn: ({ signal }) => getOrders(signal) })
}

export function useOrders() {
  return useQuery(ordersQueryOptions())
}
