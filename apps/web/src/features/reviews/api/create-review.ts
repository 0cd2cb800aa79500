import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ReviewCreatedResponseSchema, type ReviewCreatedResponse, type ReviewInput } from '@app/shared/reviews'
import { apiRequest } from '@/lib/api-client'
import { orderReviewsQueryKey } from './get-order-reviews'

type Variables = { orderId: string; lineId: string; review: ReviewInput }

/**
 * POST /orders/{orderId}/lines/{lineId}/review: 201 with the review; 400 with `fieldErrors`, 409
 * before delivery or for a second review.
 */
export async function createReview({ orderId, lineId, review }: Variables): Promise<ReviewCreatedResponse> {
  const body = await apiRequest(`/orders/${encodeURIComponent(orderId)}/lines/${encodeURIComponent(lineId)}/review`, {
    method: 'POST',
    body: review,
  })
  return ReviewCreatedResponseSchema.parse(body)
}

export function useCreateReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createReview,
    onSuccess: (_answer, { orderId }) => queryClient.invalidateQueries({ queryKey: orderReviewsQueryKey(orderId) }),
  })
}
