import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type { User } from '@app/shared/auth'
import { paths } from '@app/shared/paths'
import { MessageResponseSchema } from '@app/shared/errors'
import { toast } from '@/components/ui/toast/toast-store'
import { apiRequest, getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import '@/lib/buyer-screen-messages'
import { cartQueryKey } from './get-cart'

/** POST /orderProduct/addToCart: body `{ productId, userId }` (the server takes the buyer from the session). */
export async function addToCart(body: { productId: string; userId: string }): Promise<{ message: string }> {
  return MessageResponseSchema.parse(await apiRequest('/orderProduct/addToCart', { method: 'POST', body }))
}

/** A new entry changes the cart, so the next visit to it asks again. */
function useAddToCart() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  })
}

/**
 * Add to Cart as a button does it: a visitor is asked to sign in first; otherwise the listing is
 * added and the outcome is toasted. `addingProductId` names the listing on its way to the cart.
 */
export function useAddToCartAction(user: User | null) {
  const navigate = useNavigate()
  const addition = useAddToCart()

  function add(productId: string) {
    if (!user) {
      toast.error(t('auth.signInRequired'), { id: 'auth.signInRequired' })
      void navigate(paths.signIn)
      return
    }
    addition.mutate(
      { productId, userId: user._id },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.error(t('browse.addFailed', { message: getErrorMessage(error, t('browse.addFailedFallback')) })),
      },
    )
  }

  return { add, addingProductId: addition.isPending ? addition.variables.productId : undefined }
}
