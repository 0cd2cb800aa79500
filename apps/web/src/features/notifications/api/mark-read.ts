import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import type { MarkNotificationsReadInput, NotificationsResponse } from '@app/shared/notifications'
import { apiRequest } from '@/lib/api-client'
import { notificationsQueryKey } from './get-notifications'

const MarkedResponseSchema = z.object({ message: z.string(), unread: z.number() })

/** POST /me/notifications/read: marks those (or, without ids, all of the user's) notifications as read. */
export async function markNotificationsRead(input: MarkNotificationsReadInput): Promise<{ message: string; unread: number }> {
  return MarkedResponseSchema.parse(await apiRequest('/me/notifications/read', { method: 'POST', body: input }))
}

/**
 * The list shows them read at once (the server's answer only confirms it); the list is asked for
 * again afterwards, as a new notification may have come in meanwhile.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async ({ ids }) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey })
      queryClient.setQueryData<NotificationsResponse>(notificationsQueryKey, (current) => {
        if (!current) return current
        const marks = (id: string) => !ids || ids.includes(id)
        const notifications = current.notifications.map((notice) => (marks(notice._id) ? { ...notice, read: true } : notice))
        const newlyRead = current.notifications.filter((notice) => !notice.read && marks(notice._id)).length
        return { notifications, unread: ids ? Math.max(0, current.unread - newlyRead) : 0 }
      })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  })
}
