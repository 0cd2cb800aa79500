import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CheckoutResponseSchema, type CheckoutInput, type CheckoutResponse } from '@app/shared/orders'
import { toast } from '@/components/ui/toast/toast-store'
import { apiRequest } from '@/lib/api-client'
import type { MutationConfig } from '@/lib/query-client'
import { checkoutQueryKey } from './get-checkout'

/**
 * POST /me/checkout: one order per farmer. 409 with a message when the cart, a price, a fee or
 * the stock changed since the preview: nothing is placed then.
 */
export async function placeCheckout(body: CheckoutInput): Promise<CheckoutResponse> {
  return CheckoutResponseSchema.parse(await apiRequest('/me/checkout', { method: 'POST', body }))
}

type UsePlaceCheckoutOptions = { mutationConfig?: MutationConfig<CheckoutResponse, CheckoutInput> }

/**
 * Placing toasts the server's message; the screen that composes checkout adds, through
 * `mutationConfig`, the refresh of what the orders changed elsewhere (cart, orders) and what
 * follows on screen.
 */
export function usePlaceCheckout({ mutationConfig }: UsePlaceCheckoutOptions = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, onSettled, ...config } = mutationConfig ?? {}
  return useMutation({
    ...config,
    mutationFn: placeCheckout,
    onSuccess: async (...args) => {
      toast.success(args[0].message)
      await onSuccess?.(...args)
    },
    // Placed or refused, the preview is out of date: a refusal means the cart changed under it.
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: checkoutQueryKey })
      await onSettled?.(...args)
    },
  })
}
