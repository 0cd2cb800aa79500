import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  AdminComplaintResponseSchema,
  ComplaintQueueResponseSchema,
  ComplaintResponseSchema,
  type AdminComplaintResponse,
  type ComplaintQueueResponse,
  type ComplaintResponse,
  type ResolveComplaintInput,
} from '@app/shared/complaints'
import { toast } from '@/components/ui/toast/toast-store'
import { apiRequest, getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'

export type QueueShow = 'unresolved' | 'all'

const complaintsKey = ['admin', 'complaints'] as const

/** GET /admin/complaints?show=…: the operators' queue, oldest first. */
export async function getComplaintQueue(show: QueueShow, signal?: AbortSignal): Promise<ComplaintQueueResponse> {
  return ComplaintQueueResponseSchema.parse(await apiRequest(`/admin/complaints?show=${show}`, { signal }))
}

export function useComplaintQueue(show: QueueShow) {
  return useQuery({ queryKey: [...complaintsKey, show], queryFn: ({ signal }) => getComplaintQueue(show, signal) })
}

/** GET /admin/complaints/{id}: the complaint with its order's facts. */
export async function getAdminComplaint(id: string, signal?: AbortSignal): Promise<AdminComplaintResponse> {
  return AdminComplaintResponseSchema.parse(await apiRequest(`/admin/complaints/${encodeURIComponent(id)}`, { signal }))
}

export function useAdminComplaint(id: string) {
  return useQuery({ queryKey: [...complaintsKey, 'one', id], queryFn: ({ signal }) => getAdminComplaint(id, signal) })
}

/** POST /admin/complaints/{id}/resolve: 409 unless the complaint is with the operators; 400 with fieldErrors. */
export async function resolveComplaint(id: string, body: ResolveComplaintInput): Promise<ComplaintResponse> {
  return ComplaintResponseSchema.parse(await apiRequest(`/admin/complaints/${encodeURIComponent(id)}/resolve`, { method: 'POST', body }))
}

/** The queue and the complaint are asked for again once decided; the outcome is toasted. */
export function useResolveComplaint(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ResolveComplaintInput) => resolveComplaint(id, body),
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: complaintsKey })
      toast.success(message)
    },
    onError: (error) => toast.error(getErrorMessage(error, t('adminComplaints.failed'))),
  })
}
