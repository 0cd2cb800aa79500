import { queryOptions, useQuery } from '@tanstack/react-query'
import { CartResponseSchema, type CartResponse } from '@app/shared/cart'
import { apiRequest } from '@/lib/api-client'

/** GET /orderProduct/getProductFromCart: the cart's entries and their products. */
export async function getCart(signal?: AbortSignal): Promise<CartResponse> {
  return CartResponseSchema.parse(await apiRequest('/orderProduct/getProductFromCart', { signal }))
}

export const cartQueryKey = ['cart'] as const

export function cartQueryOptions() {
  return queryOptions({ queryKey: cartQueryKey, queryFn: ({ signal }) => getCart(signal) })
}

export function useCart() {
  return useQuery(cartQueryOptions())
}
