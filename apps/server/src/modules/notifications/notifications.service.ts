import { z } from 'zod'
import type { MessageId } from '@app/shared/messages/en'
import { intlLocale, type Locale } from '@app/shared/messages/locales'
import { msg, parseMessageRef, unitRef } from '@app/shared/messages/refs'
import type { Translator } from '@app/shared/messages/translate'
import { NOTIFICATIONS_PAGE_SIZE, type Notification, type NotificationsResponse } from '@app/shared/notifications'
import { ACCEPT_WITHIN_HOURS } from '@app/shared/orders'
import { localePath, orderDetailsPath } from '@app/shared/paths'
import type { AppDeps } from '#src/app-deps'
import type { Db } from '#src/db/client'
import type { NotificationRow } from '#src/db/schema/index'
import { translator } from '#src/lib/i18n'
import type { SmsSender } from '#src/lib/sms'
import { unlinked } from '#src/lib/unlinked'
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

/** Kept per language: a formatter is costly to make and is asked for on every notice. */
const rupeeFormats = new Map<Locale, Intl.NumberFormat>()

function rupees(locale: Locale, amount: number): string {
  let format = rupeeFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'INR' })
    rupeeFormats.set(locale, format)
  }
  return format.format(amount)
}

/** Catalogue ids of the notices, which the bell's rows refer to. */
const NOTICE_ID = /^notice\.[\w.]+$/

/**
 * The notice of an order event as a message reference, written in no language: the bell keeps it
 * and each reader, mail and SMS puts it into words (`noticeInWords`) in their own language. The
 * order's first line is kept in parts (quantity, unit, product, how many more) and the total as a
 * number, since a unit's name, "and 2 more" and the way an amount is written change with the language.
 */
export function noticeRef(notice: OrderEventForNotice, reader: NoticeParty): string {
  const { event, order } = notice
  const [first] = notice.lines
  const values = {
    reference: order.reference,
    farmer: notice.farmer.name,
    buyer: notice.buyer.name,
    total: order.total,
    note: event.note,
    ...(first ? { quantity: first.quantity, unit: first.unit, product: first.productName, more: notice.lines.length - 1 } : {}),
  }
  let id: MessageId = 'notice.updated'
  if (event.status === 'cancelled') {
    // The system says why it cancelled (events from before it did: the general notice); a farmer
    // cancels an accepted order with a reason, a buyer a placed one without.
    if (event.actor === 'system') id = event.cause ? `notice.systemCancel.${event.cause}` : 'notice.expired'
    else id = event.actor === 'farmer' ? 'notice.withdrawn' : 'notice.cancelled'
  } else if (event.status === 'rejected') id = event.note ? 'notice.rejected' : 'notice.rejectedNoNote'
  // The buyer's own checkout is told to the buyer as a receipt of it, with the farmer's time to answer.
  else if (event.status === 'placed' && reader.id === notice.buyer.id)
    return msg('notice.placedForBuyer', { ...values, hours: ACCEPT_WITHIN_HOURS })
  else if (event.status) id = `notice.${event.status}`
  else if (event.paymentStatus) id = `notice.payment.${event.paymentStatus}`
  return msg(id, values)
}

/** The values of a notice that users wrote: a rejection's or withdrawal's note, the two names and a product's name. */
const USER_WRITTEN = ['note', 'farmer', 'buyer', 'product'] as const

/**
 * A notice (`noticeRef`) in the words of `t`'s language: "5 kg Tomato", or "5 kg Tomato and 2 more"
 * for a longer order, and the total as that language writes amounts. Text that is no notice
 * reference (rows written before notices were stored as references) is shown as it was written.
 * For a mail or an SMS (`unlinkedValues`), what users wrote carries no link (lib/unlinked): a
 * rejection's or withdrawal's note could otherwise send the buyer to a page of the farmer's choosing
 * from our message.
 */
export function noticeInWords(t: Translator, stored: string, { unlinkedValues = false } = {}): string {
  const ref = parseMessageRef(stored)
  if (!ref || !NOTICE_ID.test(ref.id)) return stored
  const written = { ...ref.values }
  if (unlinkedValues) {
    for (const key of USER_WRITTEN) if (typeof written[key] === 'string') written[key] = unlinked(written[key])
  }
  const { total, quantity, unit, product, more, ...values } = written
  let items = ''
  if (quantity !== undefined && typeof unit === 'string' && product !== undefined) {
    const item = `${quantity} ${t.text(unitRef(unit))} ${product}`
    items = Number(more) > 0 ? t.t('notice.moreItems', { first: item, count: Number(more) }) : item
  }
  return t.t(ref.id as MessageId, { ...values, items, total: typeof total === 'number' ? rupees(t.locale, total) : (total ?? '') })
}

/**
 * The other side of whoever acted; both sides when the system did (a reservation ran out, a payment
 * was refused too often), and when a buyer placed an order (the buyer keeps word of it).
 */
export function noticeRecipients(notice: OrderEventForNotice): NoticeParty[] {
  switch (notice.event.actor) {
    case 'buyer':
      return notice.event.status === 'placed' ? [notice.farmer, notice.buyer] : [notice.farmer]
    case 'farmer':
      return [notice.buyer]
    default:
      return [notice.buyer, notice.farmer]
  }
}

const OrderEventJobSchema = z.object({ eventId: z.uuid() })

/**
 * The worker of ORDER_EVENT_QUEUE. Each recipient gets the in-app notice (inserted once per event
 * whatever the retries), a mail when the account has an email and, with a mobile number or a phone
 * on the account or its profile, an SMS. A failed mail or SMS throws after every other delivery
 * was tried, so pg-boss retries the job: mail and SMS are delivered at least once, the bell's row
 * exactly once.
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
  const failures: unknown[] = []
  for (const party of noticeRecipients(notice)) {
    const ref = noticeRef(notice, party)
    // The bell keeps the reference and is read in the reader's language; mail and SMS are written
    // in the recipient's, as is the page their link opens.
    await repository.insertNotification(deps.db, {
      userId: party.id,
      orderId: notice.order.id,
      text: ref,
      dedupeKey: notice.event.id,
    })
    const t = translator(party.language)
    const text = noticeInWords(t, ref, { unlinkedValues: true })
    const link = `${deps.config.publicUrl}${localePath(party.language, orderDetailsPath(notice.order.id))}`
    // An account made with a mobile number alone has no email until one is added: the SMS tells it.
    if (party.email) {
      try {
        const event = notice.event.status
          ? t.t(`orders.status.${notice.event.status}`)
          : t.t(`payments.status.${notice.event.paymentStatus ?? 'pending'}`)
        await deps.mailer.deliver(
          buildNoticeMail(t, party.email, { name: party.name, reference: notice.order.reference, event, text, link }),
        )
      } catch (err) {
        failures.push(err)
      }
    }
    if (party.phone) {
      try {
        await deps.sms.send(buildNoticeSms(t, party.phone, text, link))
      } catch (err) {
        failures.push(err)
      }
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `order event ${notice.event.id}: ${failures.length} deliveries failed`)
}

function toNotificationDto(row: NotificationRow, t: Translator): Notification {
  return {
    _id: row.id,
    text: noticeInWords(t, row.text),
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }
}

/** The user's newest page of notices, in the words of `t`'s language, and how many are unread in all. */
export async function getNotifications(deps: Pick<AppDeps, 'db'>, userId: string, t: Translator): Promise<NotificationsResponse> {
  // One snapshot for both reads: a notice written between them must not be listed but not counted.
  const { rows, unread } = await deps.db.transaction(
    async (tx) => ({
      rows: await repository.findNotificationsOfUser(tx, userId, NOTIFICATIONS_PAGE_SIZE),
      unread: await repository.countUnread(tx, userId),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
  return { notifications: rows.map((row) => toNotificationDto(row, t)), unread }
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
