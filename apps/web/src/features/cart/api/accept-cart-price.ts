import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CartEntrySavedResponseSchema, type CartEntrySavedResponse } from '@app/shared/cart'
import { toast } from '@/components/ui/toast/toast-store'
import { apiRequest, getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { cartQueryKey } from './get-cart'
import { updateCachedLine } from './set-cart-quantity'

/** POST /me/cart/{productId}/accept-price: the buyer agrees to the listing's current price (the line's `priceSeen` becomes it). */
export async function acceptCartPrice(productId: string): Promise<CartEntrySavedResponse> {
  const body = await apiRequest(`/me/cart/${encodeURIComponent(productId)}/accept-price`, { method: 'POST' })
  return CartEntrySavedResponseSchema.parse(body)
}

/**
 * The accepted price clears the line's flag at once, from the server's answer; either way the cart
 * is asked for again, as the listing may have changed once more (or left the cart) meanwhile. The
 * outcome is toasted.
 */
export function useAcceptCartPrice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: acceptCartPrice,
    onSuccess: ({ entry, message }) => {
      updateCachedLine(queryClient, entry.productId, { priceSeen: entry.priceSeen })
      toast.success(message)
    },
    onError: (error) => toast.error(getErrorMessage(error, t('cart.acceptPriceFailedFallback'))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  })
}
