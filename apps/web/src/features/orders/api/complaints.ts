import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  ComplaintResponseSchema,
  OrderComplaintsResponseSchema,
  type AnswerComplaintInput,
  type ComplaintResponse,
  type OpenComplaintInput,
  type OrderComplaintsResponse,
} from '@app/shared/complaints'
import { toast } from '@/components/ui/toast/toast-store'
import { apiRequest, getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { orderQueryKey } from './get-order'

/** GET /orders/{orderId}/complaints: the order's complaints and whether the caller may open one now. */
export async function getOrderComplaints(orderId: string, signal?: AbortSignal): Promise<OrderComplaintsResponse> {
  return OrderComplaintsResponseSchema.parse(await apiRequest(`/orders/${encodeURIComponent(orderId)}/complaints`, { signal }))
}

export function orderComplaintsQueryKey(orderId: string) {
  return [...orderQueryKey(orderId), 'complaints'] as const
}

export function useOrderComplaints(orderId: string) {
  return useQuery(
    queryOptions({ queryKey: orderComplaintsQueryKey(orderId), queryFn: ({ signal }) => getOrderComplaints(orderId, signal) }),
  )
}

/** One step a side takes on a complaint; each answers the complaint as it now is. */
export type ComplaintStep =
  | { kind: 'open'; orderId: string; body: OpenComplaintInput }
  | { kind: 'answer'; complaintId: string; body: AnswerComplaintInput }
  | { kind: 'withdraw'; complaintId: string }
  | { kind: 'photo'; complaintId: string; file: File }

export async function takeComplaintStep(step: ComplaintStep): Promise<ComplaintResponse> {
  switch (step.kind) {
    case 'open':
      return ComplaintResponseSchema.parse(
        await apiRequest(`/orders/${encodeURIComponent(step.orderId)}/complaints`, { method: 'POST', body: step.body }),
      )
    case 'answer':
      return ComplaintResponseSchema.parse(
        await apiRequest(`/complaints/${encodeURIComponent(step.complaintId)}/answer`, { method: 'POST', body: step.body }),
      )
    case 'withdraw':
      return ComplaintResponseSchema.parse(
        await apiRequest(`/complaints/${encodeURIComponent(step.complaintId)}/withdraw`, { method: 'POST' }),
      )
    case 'photo': {
      // Only a screen that sends a photo loads the upload module.
      const { apiUpload } = await import('@/lib/api-upload')
      const form = new FormData()
      form.append('image', step.file)
      return ComplaintResponseSchema.parse(await apiUpload(`/complaints/${encodeURIComponent(step.complaintId)}/photos`, form))
    }
  }
}

/** Each step asks for the order's complaints again; the outcome is toasted here (the step's button may be gone by then). */
export function useComplaintStep(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: takeComplaintStep,
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: orderComplaintsQueryKey(orderId) })
      toast.success(message)
    },
    onError: async (error) => {
      toast.error(getErrorMessage(error, t('complaints.failed')))
      await queryClient.invalidateQueries({ queryKey: orderComplaintsQueryKey(orderId) })
    },
  })
}
