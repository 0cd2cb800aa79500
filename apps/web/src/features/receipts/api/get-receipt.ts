import { queryOptions, useQuery } from '@tanstack/react-query'
import { ReceiptResponseSchema, type ReceiptResponse } from '@app/shared/receipts'
import { apiRequest } from '@/lib/api-client'

/**
 * GET /orders/{orderId}/receipt: the receipt's number and the order it is for, for its buyer or its
 * farmer. The first such request gives the receipt its number; later ones read the same number.
 */
export async function getReceipt(orderId: string, signal?: AbortSignal): Promise<Omit<ReceiptResponse, 'message'>> {
  const { receipt, order } = ReceiptResponseSchema.parse(await apiRequest(`/orders/${encodeURIComponent(orderId)}/receipt`, { signal }))
  return { receipt, order }
}

/** Under the order's key (['orders', id, …]): whatever refreshes the order refreshes its receipt too. */
export function receiptQueryOptions(orderId: string) {
  return queryOptions({ queryKey: ['orders', orderId, 'receipt'] as const, queryFn: ({ signal }) => getReceipt(orderId, signal) })
}

export function useReceipt(orderId: string) {
  return useQuery(receiptQueryOptions(orderId))
}
