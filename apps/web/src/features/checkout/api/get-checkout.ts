import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { CheckoutPreviewSchema, type CheckoutPreview } from '@app/shared/orders'
import { apiRequest } from '@/lib/api-client'

/**
 * GET /me/checkout: the cart grouped by farmer, with what each farmer offers and whether it can be
 * placed. With `pin` (the PIN code the buyer is typing), each farmer's delivery is judged against it.
 */
export async function getCheckout(pin: string | undefined, signal?: AbortSignal): Promise<CheckoutPreview> {
  const query = pin === undefined ? '' : `?pin=${encodeURIComponent(pin)}`
  return CheckoutPreviewSchema.parse(await apiRequest(`/me/checkout${query}`, { signal }))
}

export const checkoutQueryKey = ['checkout'] as const

export function checkoutQueryOptions(pin?: string) {
  // Always fresh: prices, stock and fees may have changed since the cart was last seen.
  return queryOptions({
    queryKey: [...checkoutQueryKey, pin ?? null] as const,
    queryFn: ({ signal }) => getCheckout(pin, signal),
    staleTime: 0,
    // A new PIN code keeps the screen as it was until its answer comes, instead of a skeleton.
    placeholderData: keepPreviousData,
  })
}

export function useCheckout(pin?: string) {
  return useQuery(checkoutQueryOptions(pin))
}
