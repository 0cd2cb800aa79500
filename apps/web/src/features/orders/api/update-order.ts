import { useMutation, useQueryClient } from '@tanstack/react-query'
import { OrderResponseSchema, type Order, type OrderResponse, type OrderTransitionInput } from '@app/shared/orders'
import type { PaymentConfirmationInput, SubmitUtrInput } from '@app/shared/payments'
import { toast } from '@/components/ui/toast/toast-store'
import { apiRequest, getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import type { MutationConfig } from '@/lib/query-client'
import { inboxCountsQueryKey } from './get-inbox-counts'
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

/** What the toast says once the server has taken the change (`order`: as it now is). */
function changedMessage(change: OrderChange, order: Order): string {
  switch (change.kind) {
    case 'transition':
      return t('orders.updated')
    case 'utr':
      return t('payments.utrSaved')
    case 'confirmation':
      if (change.body.received) return t('payments.markedReceived')
      // The refusal that used up the buyer's chances, or came after the window, cancelled the order.
      return order.status === 'cancelled' ? t('payments.notReceivedCancelled') : t('payments.markedNotReceived')
  }
}

type UseUpdateOrderOptions = { mutationConfig?: MutationConfig<OrderResponse, OrderChange> }

/**
 * The answer replaces the cached order at once; the lists (tabs, counts) and, after a refusal,
 * the order itself are asked for again, since the refusal usually means it changed. The outcome is
 * toasted here, not by the screen: the answer often hides the button that asked (the order moved
 * on), and `mutate`'s per-call callbacks run only while the screen is subscribed.
 */
export function useUpdateOrder(orderId: string, { mutationConfig }: UseUpdateOrderOptions = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, onError, ...config } = mutationConfig ?? {}
  return useMutation({
    ...config,
    mutationFn: (change: OrderChange) => updateOrder(orderId, change),
    onSuccess: async (...args) => {
      const [{ order }, change] = args
      queryClient.setQueryData(orderQueryKey(orderId), order)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersQueryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: inboxCountsQueryKey }),
      ])
      toast.success(changedMessage(change, order))
      await onSuccess?.(...args)
    },
    onError: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: ordersQueryKey })
      toast.error(getErrorMessage(args[0], t('orderDetails.actionFailedFallback')))
      await onError?.(...args)
    },
  })
}
