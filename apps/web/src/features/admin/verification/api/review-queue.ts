import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ReviewDecisionResponseSchema, ReviewQueueResponseSchema, type ReviewDecisionInput } from '@app/shared/verification'
import { apiRequest } from '@/lib/api-client'
import { getPrivateFile } from '@/lib/api-file'

export type ReviewKind = 'verifications' | 'certificates'

const queueKey = ['admin', 'verification-queue'] as const

/** GET /admin/verification/queue: what waits for a decision, oldest first. */
export function useReviewQueue() {
  return useQuery({
    queryKey: queueKey,
    queryFn: async ({ signal }) => ReviewQueueResponseSchema.parse(await apiRequest('/admin/verification/queue', { signal })),
  })
}

/**
 * A submission's private photo: fetched with the operator's Bearer header (an `<img src>` cannot
 * send it) and shown from a local object URL, as a complaint's photos are.
 */
export function useDocumentPhoto(kind: ReviewKind, id: string) {
  return useQuery({
    queryKey: ['admin', 'document', kind, id],
    queryFn: async ({ signal }) => URL.createObjectURL(await getPrivateFile(`/admin/${kind}/${id}/document`, 'image/webp', signal)),
    staleTime: Infinity,
    retry: false,
  })
}

/** POST /admin/{kind}/{id}/decision; the queue is read again, without the decided one. */
export function useDecide() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ kind, id, decision }: { kind: ReviewKind; id: string; decision: ReviewDecisionInput }) =>
      ReviewDecisionResponseSchema.parse(
        await apiRequest(`/admin/${kind}/${encodeURIComponent(id)}/decision`, { method: 'POST', body: decision }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queueKey }),
  })
}
