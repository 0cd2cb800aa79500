import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CheckoutResponseSchema, type CheckoutInput, type CheckoutResponse } from '@app/shared/orders'
import { apiRequest } from '@/lib/api-client'
import { checkoutQueryKey } from './get-checkout'

/**
 * POST /me/checkout: one order per farmer. 409 with a message when the cart, a price, a fee or
 * the stock changed since the preview: nothing is placed then.
 */
export async function placeCheckout(body: CheckoutInput): Promise<CheckoutResponse> {
  return CheckoutResponseSchema.parse(await apiRequest('/me/checkout', { method: 'POST', body }))
}

/** Placing: the screen that composes checkout refreshes what the orders changed elsewhere (cart, orders). */
export function usePlaceCheckout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: placeCheckout,
    // Placed or refused, the preview is out of date: a refusal means the cart changed under it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkoutQueryKey }),
  })
}
