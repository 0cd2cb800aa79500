import { queryOptions, useQuery } from '@tanstack/react-query'
import { InboxCountsSchema, type InboxCounts } from '@app/shared/inbox'
import { apiRequest } from '@/lib/api-client'

/** GET /me/inbox-counts: the signed-in farmer's orders and buyer requests, counted for the inbox. */
export async function getInboxCounts(signal?: AbortSignal): Promise<InboxCounts> {
  return InboxCountsSchema.parse(await apiRequest('/me/inbox-counts', { signal }))
}

export const inboxCountsQueryKey = ['inbox-counts'] as const

/** A minute between polls, as the bell's: a new order or request shows without a reload. */
export const INBOX_REFETCH_MS = 60_000

export function inboxCountsQueryOptions() {
  return queryOptions({
    queryKey: inboxCountsQueryKey,
    queryFn: ({ signal }) => getInboxCounts(signal),
    refetchInterval: INBOX_REFETCH_MS,
    refetchOnWindowFocus: true,
  })
}

export function useInboxCounts() {
  return useQuery(inboxCountsQueryOptions())
}
