import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CartResponse } from '@app/shared/cart'
import { MessageResponseSchema } from '@app/shared/errors'
import { toast } from '@/components/ui/toast/toast-store'
import { apiRequest, getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { cartQueryKey } from './get-cart'

/** DELETE /orderProduct/cancelOrder/{productId}: takes the product out of the cart. */
export async function removeFromCart(productId: string): Promise<{ message: string }> {
  const body = await apiRequest(`/orderProduct/cancelOrder/${encodeURIComponent(productId)}`, { method: 'DELETE' })
  return MessageResponseSchema.parse(body)
}

/** Removing deletes the product on the server and drops it from the list here, without a reload; the outcome is toasted. */
export function useRemoveFromCart() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeFromCart,
    onSuccess: (_body, productId) => {
      queryClient.setQueryData<CartResponse>(cartQueryKey, (cart) =>
        cart
          ? {
              ...cart,
              cart: { ...cart.cart, products: cart.cart.products.filter((entry) => entry.productId !== productId) },
              product: cart.product.filter((product) => product._id !== productId),
            }
          : cart,
      )
      toast.success(t('cart.removed'))
    },
    onError: (error) => toast.error(t('cart.removeFailed', { message: getErrorMessage(error, t('cart.removeFailedFallback')) })),
  })
}
