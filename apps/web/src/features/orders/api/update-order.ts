import { useMutation, useQueryClient } from '@tanstack/react-query'
import { OrderResponseSchema, type OrderResponse, type OrderTransitionInput } from '@app/shared/orders'
import type { PaymentConfirmationInput, SubmitUtrInput } from '@app/shared/payments'
import { apiRequest } from '@/lib/api-client'
import { orderQueryKey } from './get-order'
import { ordersQueryKey } from './get-orders'

/** Every change to an order answers the order as it now is. */
export type OrderChange =
  | { kind: 'transition'; body: OrderTransitionInput }
  | { kind: 'utr'; body: SubmitUtrInput }
  | { kind: 'confirmation'; body: PaymentConfirmationInput }

const CHANGE_PATHS: Record<OrderChange['kind'], string> = {
  transition: 'transitions',
  utr: 'payment/utr',
  confirmation: 'payment/confirmation',
}

/**
 * POST /orders/{orderId}/transitions, …/payment/utr or …/payment/confirmation. 409 when the order
 * moved on meanwhile, 403 when the step is the other side's, 400 with fieldErrors for a bad note or UTR.
 */
export async function updateOrder(orderId: string, change: OrderChange): Promise<OrderResponse> {
  const path = `/orders/${encodeURIComponent(orderId)}/${CHANGE_PATHS[change.kind]}`
  return OrderResponseSchema.parse(await apiRequest(path, { method: 'POST', body: change.body }))
}

/**
 * The answer replaces the cached order at once; the lists (tabs, counts) and, after a refusal,
 * the order itself are asked for again, since the refusal usually means it changed.
 */
export function useUpdateOrder(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: OrderChange) => updateOrder(orderId, change),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderQueryKey(orderId), order)
      return queryClient.invalidateQueries({ queryKey: ordersQueryKey, exact: true })
    },
    onError: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  })
}
