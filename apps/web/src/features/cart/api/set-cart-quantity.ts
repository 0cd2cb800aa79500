import { useMutation, type QueryClient } from '@tanstack/react-query'
import { CartEntrySavedResponseSchema, type CartEntry, type CartEntrySavedResponse, type CartResponse } from '@app/shared/cart'
import { apiRequest } from '@/lib/api-client'
import { cartQueryKey } from './get-cart'

export type SetQuantityVariables = { productId: string; quantity: number }

/**
 * PATCH /me/cart/{productId}: body `{ quantity }`, the line's new quantity in the listing's unit.
 * 400 with `fieldErrors.quantity` for an order the listing does not allow, 404 when the product
 * left the cart, 409 when the listing can no longer be ordered.
 */
export async function setCartQuantity({ productId, quantity }: SetQuantityVariables): Promise<CartEntrySavedResponse> {
  const body = await apiRequest(`/me/cart/${encodeURIComponent(productId)}`, { method: 'PATCH', body: { quantity } })
  return CartEntrySavedResponseSchema.parse(body)
}

/** The cached cart with one line changed: how a change shows before the server answers, and how it is undone. */
export function updateCachedLine(queryClient: QueryClient, productId: string, patch: Partial<Pick<CartEntry, 'quantity' | 'priceSeen'>>) {
  queryClient.setQueryData<CartResponse>(cartQueryKey, (cart) =>
    cart
      ? {
          ...cart,
          cart: {
            ...cart.cart,
            products: cart.cart.products.map((entry) => (entry.productId === productId ? { ...entry, ...patch } : entry)),
          },
        }
      : cart,
  )
}

type SetQuantityCallbacks = {
  onSuccess: (answer: CartEntrySavedResponse, variables: SetQuantityVariables) => void
  onError: (error: Error, variables: SetQuantityVariables) => void
}

/**
 * The call alone: the cart screen shows a change before it is sent and decides what to keep
 * (`updateCachedLine`). The callbacks belong to every call, not only the latest (as `mutate`'s
 * own would), since the lines save independently.
 */
export function useSetCartQuantity({ onSuccess, onError }: SetQuantityCallbacks) {
  return useMutation({ mutationFn: setCartQuantity, onSuccess, onError })
}
