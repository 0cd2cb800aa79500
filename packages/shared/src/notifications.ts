import { z } from 'zod'

/**
 * Notifications: every change of an order tells the other side, in the app (the bell), by email
 * and by SMS. The in-app ones are listed here; mail and SMS carry the same text.
 */

/** Newest first, this many per page of the bell's list. */
export const NOTIFICATIONS_PAGE_SIZE = 20

export const NotificationSchema = z.object({
  _id: z.string(),
  /** The text, already written for the reader. */
  text: z.string(),
  /** The order it is about, to link to; null for a notice about nothing in particular. */
  orderId: z.string().nullable(),
  /**
   * Where the notice opens, an app path without a language prefix: the order's page (the same
   * address serves its buyer and its farmer, each their own side of it).
   */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
})
export type Notification = z.infer<typeof NotificationSchema>

/** GET /me/notifications: the newest page, and how many are unread in all. */
export const NotificationsResponseSchema = z.object({
  notifications: z.array(NotificationSchema),
  unread: z.number().int().nonnegative(),
})
export type NotificationsResponse = z.infer<typeof NotificationsResponseSchema>

/** POST /me/notifications/read: mark these (or, without ids, all) as read. */
export const MarkNotificationsReadInputSchema = z.object({ ids: z.array(z.uuid()).max(100).optional() })
export type MarkNotificationsReadInput = z.infer<typeof MarkNotificationsReadInputSchema>
