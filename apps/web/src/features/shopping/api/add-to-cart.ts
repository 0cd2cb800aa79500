import { useMutation, useQueryClient } from '@tanstack/react-query'
import { MessageResponseSchema } from '@app/shared/errors'
import { apiRequest } from '@/lib/api-client'
import { cartQueryKey } from './get-cart'

/** POST /orderProduct/addToCart (SPEC.md §7): body `{ productId, userId }` (the server takes the buyer from the session). */
export async function addToCart(body: { productId: string; userId: string }): Promise<{ message: string }> {
  return MessageResponseSchema.parse(await apiRequest('/orderProduct/addToCart', { method: 'POST', body }))
}

/** A new entry changes the cart, so the next visit to it asks again. */
export function useAddToCart() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  })
}
