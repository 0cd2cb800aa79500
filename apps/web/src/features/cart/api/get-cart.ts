import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CartResponse } from '@app/shared/cart'
import { toast } from '@/components/ui/toast/toast-store'
import { apiRequestChecked, getErrorMessage, isRetryable } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { keepPendingCart, takePendingCart } from '@/lib/pending-cart'
import { getSession } from '@/lib/session'
import { addToCart } from './add-to-cart'
import { cartQueryKey } from './cart-query-key'

/** GET /orderProduct/getProductFromCart: the cart's entries and their products. */
export async function getCart(signal?: AbortSignal): Promise<CartResponse> {
  return apiRequestChecked('/orderProduct/getProductFromCart', { signal }, () =>
    import('@app/shared/cart').then((module) => module.CartResponseSchema),
  )
}

export { cartQueryKey }

/**
 * What a visitor chose before signing in goes into the cart before the cart is first read, so the
 * cart shows it at once. A refusal (sold out meanwhile, too little left) is toasted as any Add to
 * Cart's; without an answer the choice is kept for the next read.
 */
async function addPendingToCart(): Promise<void> {
  const pending = takePendingCart()
  if (!pending) return
  try {
    // The spec's body names the buyer; the server reads the buyer from the session.
    const { message } = await addToCart({ ...pending, userId: getSession()?.user._id ?? '' })
    toast.success(message)
  } catch (error) {
    if (isRetryable(error)) keepPendingCart(pending)
    toast.error(t('browse.addFailed', { message: getErrorMessage(error, t('browse.addFailedFallback')) }))
  }
}

export function cartQueryOptions() {
  return queryOptions({
    queryKey: cartQueryKey,
    queryFn: async ({ signal }) => {
      await addPendingToCart()
      return getCart(signal)
    },
  })
}

export function useCart() {
  return useQuery(cartQueryOptions())
}
