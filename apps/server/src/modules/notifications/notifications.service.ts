import { z } from 'zod'
import { format, type MessageId } from '@app/shared/messages/en'
import { NOTIFICATIONS_PAGE_SIZE, type Notification, type NotificationsResponse } from '@app/shared/notifications'
import { orderDetailsPath } from '@app/shared/paths'
import type { AppDeps } from '#src/app-deps'
import type { Db } from '#src/db/client'
import type { NotificationRow } from '#src/db/schema/index'
import type { SmsSender } from '#src/lib/sms'
import { findOrderEventForNotice, type NoticeParty, type OrderEventForNotice } from '#src/modules/orders/orders.repository'
import { buildNoticeMail, buildNoticeSms } from './notifications.mail'
import * as repository from './notifications.repository'

/** The queue whose jobs turn one recorded order event into the other side's notifications. */
export const ORDER_EVENT_QUEUE = 'order-event'

/**
 * Queues the notifications of one order event (a row of order_events), in the transaction that
 * recorded it: the event and its notifications commit together or not at all.
 */
export async function queueOrderEventNotifications(deps: Pick<AppDeps, 'jobs'>, tx: Db, eventId: string): Promise<void> {
  await deps.jobs.send(tx, ORDER_EVENT_QUEUE, { eventId })
}

export type NoticeDeps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'log'> & { sms: SmsSender }

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })

/** "5 kg Tomato", or "5 kg Tomato and 2 more" for a longer order. */
function itemsSummary(lines: OrderEventForNotice['lines']): string {
  const [first, ...rest] = lines
  if (!first) return ''
  const item = `${first.quantity} ${first.unit} ${first.productName}`
  return rest.length === 0 ? item : format('notice.moreItems', { first: item, count: rest.length })
}

/** The notice's text, written for whoever is told (the same for both sides when the system acted). */
export function noticeText(notice: OrderEventForNotice): string {
  const { event, order } = notice
  const values = {
    reference: order.reference,
    farmer: notice.farmer.name,
    buyer: notice.buyer.name,
    total: rupees.format(order.total),
    items: itemsSummary(notice.lines),
    note: event.note,
  }
  let id: MessageId = 'notice.updated'
  if (event.status === 'cancelled') id = event.actor === 'system' ? 'notice.expired' : 'notice.cancelled'
  else if (event.status === 'rejected') id = event.note ? 'notice.rejected' : 'notice.rejectedNoNote'
  else if (event.status) id = `notice.${event.status}`
  else if (event.paymentStatus) id = `notice.payment.${event.paymentStatus}`
  return format(id, values)
}

/** The other side of whoever acted; both sides when the system did (a reservation ran out). */
export function noticeRecipients(notice: OrderEventForNotice): NoticeParty[] {
  switch (notice.event.actor) {
    case 'buyer':
      return [notice.farmer]
    case 'farmer':
      return [notice.buyer]
    default:
      return [notice.buyer, notice.farmer]
  }
}

const OrderEventJobSchema = z.object({ eventId: z.uuid() })

/**
 * The worker of ORDER_EVENT_QUEUE. Each recipient gets the in-app notice (inserted once per event
 * whatever the retries), a mail and, with a phone on their profile, an SMS. A failed mail or SMS
 * throws after every other delivery was tried, so pg-boss retries the job: mail and SMS are
 * delivered at least once, the bell's row exactly once.
 */
export async function deliverOrderEventNotifications(deps: NoticeDeps, data: Record<string, unknown>): Promise<void> {
  const parsed = OrderEventJobSchema.safeParse(data)
  if (!parsed.success) {
    deps.log.error({ data }, 'order-event job without a valid eventId; dropped')
    return
  }
  const notice = await findOrderEventForNotice(deps.db, parsed.data.eventId)
  if (!notice) {
    // The order was deleted after the event: nothing left to tell anyone about.
    deps.log.warn({ eventId: parsed.data.eventId }, 'order event not found; no notifications sent')
    return
  }
  const text = noticeText(notice)
  const link = `${deps.config.publicUrl}${orderDetailsPath(notice.order.id)}`
  const failures: unknown[] = []
  for (const party of noticeRecipients(notice)) {
    await repository.insertNotification(deps.db, {
      userId: party.id,
      orderId: notice.order.id,
      text,
      dedupeKey: notice.event.id,
    })
    try {
      await deps.mailer.deliver(buildNoticeMail(party.email, party.name, notice.order.reference, text, link))
    } catch (err) {
      failures.push(err)
    }
    if (party.phone) {
      try {
        await deps.sms.send(buildNoticeSms(party.phone, text, link))
      } catch (err) {
        failures.push(err)
      }
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `order event ${notice.event.id}: ${failures.length} deliveries failed`)
}

function toNotificationDto(row: NotificationRow): Notification {
  return {
    _id: row.id,
    text: row.text,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }
}

/** The user's newest page of notices and how many are unread in all. */
export async function getNotifications(deps: Pick<AppDeps, 'db'>, userId: string): Promise<NotificationsResponse> {
  const [rows, unread] = await Promise.all([
    repository.findNotificationsOfUser(deps.db, userId, NOTIFICATIONS_PAGE_SIZE),
    repository.countUnread(deps.db, userId),
  ])
  return { notifications: rows.map(toNotificationDto), unread }
}

/** Marks the user's notices `ids` (or all) as read; another user's ids change nothing. Returns the unread count left. */
export async function markNotificationsRead(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  ids: readonly string[] | undefined,
): Promise<number> {
  await repository.markRead(deps.db, userId, ids)
  return repository.countUnread(deps.db, userId)
}
