import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ReviewCreatedResponseSchema, type ReviewCreatedResponse, type ReviewInput } from '@app/shared/reviews'
import { toast } from '@/components/ui/toast/toast-store'
import { apiRequest, getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
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

/** The order's reviews are asked for again, showing the new one in place of its form; the outcome is toasted. */
export function useCreateReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createReview,
    onSuccess: async ({ message }, { orderId }) => {
      await queryClient.invalidateQueries({ queryKey: orderReviewsQueryKey(orderId) })
      toast.success(message)
    },
    onError: (error) => toast.error(getErrorMessage(error, t('reviews.failed'))),
  })
}
