import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { MessageResponseSchema } from '@app/shared/errors'
import { OpenReportsResponseSchema } from '@app/shared/moderation'
import { apiRequest } from '@/lib/api-client'

const queueKey = ['admin', 'reports'] as const

/** GET /admin/reports: the open reports, oldest first. */
export function useOpenReports() {
  return useQuery({
    queryKey: queueKey,
    queryFn: async ({ signal }) => OpenReportsResponseSchema.parse(await apiRequest('/admin/reports', { signal })),
  })
}

/** What an operator can do from a report; each takes the written reason (a notice: the message). */
export type ModerationAction =
  | { kind: 'hide' | 'restoreListing'; listingId: string }
  | { kind: 'suspend' | 'restoreAccount' | 'notice'; accountId: string }
  | { kind: 'dismiss'; reportId: string }

function requestOf(action: ModerationAction, text: string): { path: string; body: object } {
  switch (action.kind) {
    case 'hide':
      return { path: `/admin/listings/${encodeURIComponent(action.listingId)}/hide`, body: { reason: text } }
    case 'restoreListing':
      return { path: `/admin/listings/${encodeURIComponent(action.listingId)}/restore`, body: { reason: text } }
    case 'suspend':
      return { path: `/admin/accounts/${encodeURIComponent(action.accountId)}/suspend`, body: { reason: text } }
    case 'restoreAccount':
      return { path: `/admin/accounts/${encodeURIComponent(action.accountId)}/restore`, body: { reason: text } }
    case 'notice':
      return { path: `/admin/accounts/${encodeURIComponent(action.accountId)}/notice`, body: { message: text } }
    case 'dismiss':
      return { path: `/admin/reports/${encodeURIComponent(action.reportId)}/dismiss`, body: { reason: text } }
  }
}

/** One decision; the queue is read again afterwards (the reports it settled are gone from it). */
export function useModerate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ action, text }: { action: ModerationAction; text: string }) => {
      const { path, body } = requestOf(action, text)
      return MessageResponseSchema.parse(await apiRequest(path, { method: 'POST', body }))
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queueKey }),
  })
}
