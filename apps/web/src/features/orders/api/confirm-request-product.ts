import { useMutation, useQueryClient } from '@tanstack/react-query'
import { OrderCreatedResponseSchema, type ConfirmOrderInput, type OrderCreatedResponse } from '@app/shared/orders'
import { toast } from '@/components/ui/toast/toast-store'
import { apiRequest, getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { inboxCountsQueryKey } from './get-inbox-counts'
import { receivedRequestsQueryKey } from './get-received-requests'
import { ordersQueryKey } from './get-orders'

export type ConfirmVariables = { requestId: string; productId: string; body: ConfirmOrderInput }

/**
 * POST /requests/{requestId}/products/{productId}/confirm: creates the order and
 * takes its quantity from the product's stock. 409 when the stock is short.
 */
export async function confirmRequestProduct({ requestId, productId, body }: ConfirmVariables): Promise<OrderCreatedResponse> {
  const path = `/requests/${encodeURIComponent(requestId)}/products/${encodeURIComponent(productId)}/confirm`
  return OrderCreatedResponseSchema.parse(await apiRequest(path, { method: 'POST', body }))
}

/** Why a confirmation failed: the server's message, or a general one. */
export function confirmFailedMessage(error: unknown): string {
  return getErrorMessage(error, t('requests.confirmFailedFallback'))
}

/** The order changes the answer, the stock every request shows, and the orders list; the outcome is toasted. */
export function useConfirmRequestProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmRequestProduct,
    onSuccess: async ({ message }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: receivedRequestsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
        queryClient.invalidateQueries({ queryKey: inboxCountsQueryKey }),
      ])
      toast.success(message)
    },
    onError: (error) => toast.error(confirmFailedMessage(error)),
  })
}
