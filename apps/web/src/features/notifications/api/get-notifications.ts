import { queryOptions, useQuery } from '@tanstack/react-query'
import { NotificationsResponseSchema, type NotificationsResponse } from '@app/shared/notifications'
import { apiRequest } from '@/lib/api-client'

/** GET /me/notifications: the newest notifications and how many are unread. */
export async function getNotifications(signal?: AbortSignal): Promise<NotificationsResponse> {
  return NotificationsResponseSchema.parse(await apiRequest('/me/notifications', { signal }))
}

export const notificationsQueryKey = ['notifications'] as const

/** A minute between polls: orders move over hours, and a tab coming back to focus asks at once. */
export const NOTIFICATIONS_REFETCH_MS = 60_000

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: NOTIFICATIONS_REFETCH_MS,
    refetchOnWindowFocus: true,
  })
}

export function useNotifications() {
  return useQuery(notificationsQueryOptions())
}
