import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CartResponse } from '@app/shared/cart'
import { apiRequestChecked } from '@/lib/api-client'

/** GET /orderProduct/getProductFromCart: the cart's entries and their products. */
export async function getCart(signal?: AbortSignal): Promise<CartResponse> {
  return apiRequestChecked('/orderProduct/getProductFromCart', { signal }, () =>
    import('@app/shared/cart').then((module) => module.CartResponseSchema),
  )
}

export const cartQueryKey = ['cart'] as const

export function cartQueryOptions() {
  return queryOptions({ queryKey: cartQueryKey, queryFn: ({ signal }) => getCart(signal) })
}

export function useCart() {
  return useQuery(cartQueryOptions())
}
