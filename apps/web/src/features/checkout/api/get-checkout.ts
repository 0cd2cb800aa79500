import { queryOptions, useQuery } from '@tanstack/react-query'
import { CheckoutPreviewSchema, type CheckoutPreview } from '@app/shared/orders'
import { apiRequest } from '@/lib/api-client'

/** GET /me/checkout: the cart grouped by farmer, with what each farmer offers and whether it can be placed. */
export async function getCheckout(signal?: AbortSignal): Promise<CheckoutPreview> {
  return CheckoutPreviewSchema.parse(await apiRequest('/me/checkout', { signal }))
}

export const checkoutQueryKey = ['checkout'] as const

export function checkoutQueryOptions() {
  // Always fresh: prices, stock and fees may have changed since the cart was last seen.
  return queryOptions({ queryKey: checkoutQueryKey, queryFn: ({ signal }) => getCheckout(signal), staleTime: 0 })
}

export function useCheckout() {
  return useQuery(checkoutQueryOptions())
}
