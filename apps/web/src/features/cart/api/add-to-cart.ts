import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type { User } from '@app/shared/auth'
import { paths } from '@app/shared/paths'
import { toast } from '@/components/ui/toast/toast-store'
import { apiRequestChecked, getErrorMessage, isRetryable } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { keepPendingCart } from '@/lib/pending-cart'
import { cartQueryKey } from './cart-query-key'

type AddToCartBody = { productId: string; userId: string; quantity: number }

/**
 * POST /orderProduct/addToCart: body `{ productId, userId, quantity }` (the server takes the buyer
 * from the session). The quantity, in the listing's unit, is added to the product's cart line.
 */
export async function addToCart(body: AddToCartBody): Promise<{ message: string }> {
  return apiRequestChecked('/orderProduct/addToCart', { method: 'POST', body }, () =>
    import('@app/shared/errors').then((module) => module.MessageResponseSchema),
  )
}

/** A new entry changes the cart, so the next visit to it asks again; the outcome is toasted. */
function useAddToCart() {
  const queryClient = useQueryClient()
  const addition: UseMutationResult<{ message: string }, Error, AddToCartBody> = useMutation({
    mutationFn: addToCart,
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: cartQueryKey })
      toast.success(message)
    },
    // Offline or out of reach, the buyer tries again from the toast rather than finding the listing again.
    onError: (error, variables) =>
      toast.error(t('browse.addFailed', { message: getErrorMessage(error, t('browse.addFailedFallback')) }), {
        action: isRetryable(error) ? { label: t('common.tryAgain'), run: () => addition.mutate(variables) } : undefined,
      }),
  })
  return addition
}

/**
 * Add to Cart as a button does it: a visitor's choice is kept and they are asked to sign in first
 * (the cart takes it once they have); otherwise the quantity the buyer picked is added and the
 * outcome is toasted. `addingProductId` names the listing on its way
 * to the cart.
 */
export function useAddToCartAction(user: User | null) {
  const navigate = useNavigate()
  const addition = useAddToCart()

  function add(productId: string, quantity: number) {
    if (!user) {
      // Kept through sign-up and sign-in, and put in the cart as soon as the visitor is a buyer.
      keepPendingCart({ productId, quantity })
      toast.error(t('auth.signInRequired'), { id: 'auth.signInRequired' })
      void navigate(paths.signIn)
      return
    }
    addition.mutate({ productId, userId: user._id, quantity })
  }

  return { add, addingProductId: addition.isPending ? addition.variables.productId : undefined }
}
