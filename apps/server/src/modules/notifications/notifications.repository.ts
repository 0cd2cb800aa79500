import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { notifications, users, type NotificationRow } from '#src/db/schema/index'

/** The owner of the notifications table (the bell): every read and write of it goes through here. */

export interface NewNotification {
  userId: string
  orderId: string | null
  /** Where a notice about no order opens (an app path); null for an order's notices. */
  link?: string | null
  text: string
  /** What the notice is about (an order event's id): the same key never notifies the same user twice. */
  dedupeKey: string
}

/** Adds the notice unless this user already has one with its key (a retried job); true when it was added. */
export async function insertNotification(db: Db, notification: NewNotification): Promise<boolean> {
  const rows = await db
    .insert(notifications)
    .values(notification)
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({ id: notifications.id })
  return rows.length > 0
}

/** The user's newest `limit` notices, newest first. */
export function findNotificationsOfUser(db: Db, userId: string, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  return row?.unread ?? 0
}

/**
 * Marks the user's unread notices as read: those of `ids` (ids of other users' notices match
 * nothing), or all of them without ids.
 */
export async function markRead(db: Db, userId: string, ids: readonly string[] | undefined): Promise<void> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt))
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(ids ? and(mine, inArray(notifications.id, [...ids])) : mine)
}

/** Read-only, for the user-notice worker: who a notice goes to and how to reach them; undefined when the account is gone. */
export async function findAccountForNotice(db: Db, userId: string) {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, mobile: users.mobile, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return user
}
