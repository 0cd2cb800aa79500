import { z } from 'zod'
import type { MessageId } from '@app/shared/messages/en'
import { intlLocale, type Locale } from '@app/shared/messages/locales'
import { msg, parseMessageRef, unitRef } from '@app/shared/messages/refs'
import type { Translator } from '@app/shared/messages/translate'
import { NOTIFICATIONS_PAGE_SIZE, type Notification, type NotificationsResponse } from '@app/shared/notifications'
import { ACCEPT_WITHIN_HOURS, ORDER_REASON_CODES, type OrderReasonCode } from '@app/shared/orders'
import { localePath, orderDetailsPath, paths } from '@app/shared/paths'
import type { Role } from '@app/shared/roles'
import type { AppDeps } from '#src/app-deps'
import type { Db } from '#src/db/client'
import type { NotificationRow } from '#src/db/schema/index'
import { translator } from '#src/lib/i18n'
import type { Mail } from '#src/lib/mailer'
import type { SmsSender } from '#src/lib/sms'
import { unlinked } from '#src/lib/unlinked'
import { findOrderEventForNotice, noticePartyOf, type NoticeParty, type OrderEventForNotice } from '#src/modules/orders/orders.repository'
import { buildNoticeMail, buildNoticeSms, buildUserNoticeMail } from './notifications.mail'
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

/** queueOrderEventNotifications for the events one transaction recorded (a checkout's orders), in one statement. */
export async function queueOrderEventsNotifications(deps: Pick<AppDeps, 'jobs'>, tx: Db, eventIds: readonly string[]): Promise<void> {
  await deps.jobs.sendAll(
    tx,
    ORDER_EVENT_QUEUE,
    eventIds.map((eventId) => ({ eventId })),
  )
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

const deadlineFormats = new Map<Locale, Intl.DateTimeFormat>()

/**
 * A deadline within the next day or two as the reader's language writes it ("2 Dec, 9:16 pm"),
 * in India's time: buyers and farmers read it against the clock on their phones in India, and an
 * SMS cannot know the reader's time zone. '' for a value that is no time.
 */
export function deadline(locale: Locale, iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  let format = deadlineFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    })
    deadlineFormats.set(locale, format)
  }
  return format.format(date)
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
    // A preset reason is kept as its code, put into words in each reader's language.
    ...(event.reasonCode ? { reasonCode: event.reasonCode } : {}),
    ...(first ? { quantity: first.quantity, unit: first.unit, product: first.productName, more: notice.lines.length - 1 } : {}),
  }
  let id: MessageId = 'notice.updated'
  if (event.status === 'cancelled') {
    // The system says why it cancelled (events from before it did: the general notice); a farmer
    // cancels an accepted order with a reason, a buyer a placed one without.
    if (event.actor === 'system') id = event.cause ? `notice.systemCancel.${event.cause}` : 'notice.expired'
    else if (event.actor === 'farmer') id = reasonNoticeId('withdrawn', event.reasonCode, event.note)
    else id = 'notice.cancelled'
  } else if (event.status === 'rejected') id = reasonNoticeId('rejected', event.reasonCode, event.note)
  // The farmer checks the UTR against the UPI app's history: the notice carries it.
  else if (event.paymentStatus === 'submitted') return msg('notice.payment.submitted', { ...values, utr: event.note })
  // The buyer's own checkout is told to the buyer as a receipt of it, with the farmer's time to answer.
  else if (event.status === 'placed' && reader.id === notice.buyer.id)
    return msg('notice.placedForBuyer', { ...values, hours: ACCEPT_WITHIN_HOURS })
  // An accepted UPI order tells the buyer what to pay, to whom and by when; the farmer's pay-at-pickup
  // and cash wordings stay with notice.accepted.
  else if (
    event.status === 'accepted' &&
    reader.id === notice.buyer.id &&
    notice.payment?.method === 'upi' &&
    notice.payment.payeeUpiId &&
    notice.payment.payBy
  )
    return msg('notice.acceptedUpi', { ...values, upiId: notice.payment.payeeUpiId, payBy: notice.payment.payBy.toISOString() })
  else if (event.status) id = `notice.${event.status}`
  else if (event.paymentStatus) id = `notice.payment.${event.paymentStatus}`
  return msg(id, values)
}

/**
 * The notice of a rejection or a farmer's cancellation: with the preset reason (in the reader's
 * words) and the farmer's note when there is one; `other` says nothing by itself, so its notice
 * shows the note alone; a reason given as a note alone, as before presets.
 */
function reasonNoticeId(kind: 'rejected' | 'withdrawn', reasonCode: OrderReasonCode | null, note: string): MessageId {
  if (reasonCode && reasonCode !== 'other') return note ? `notice.${kind}ReasonNote` : `notice.${kind}Reason`
  if (kind === 'rejected') return note ? 'notice.rejected' : 'notice.rejectedNoNote'
  return 'notice.withdrawn'
}

function isReasonCode(value: unknown): value is OrderReasonCode {
  return typeof value === 'string' && (ORDER_REASON_CODES as readonly string[]).includes(value)
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
  const { total, quantity, unit, product, more, payBy, answerBy, reasonCode, ...values } = written
  let items = ''
  if (quantity !== undefined && typeof unit === 'string' && product !== undefined) {
    const item = `${quantity} ${t.text(unitRef(unit))} ${product}`
    items = Number(more) > 0 ? t.t('notice.moreItems', { first: item, count: Number(more) }) : item
  }
  return t.t(ref.id as MessageId, {
    ...values,
    items,
    total: typeof total === 'number' ? rupees(t.locale, total) : (total ?? ''),
    reason: isReasonCode(reasonCode) ? t.t(`orders.reason.${reasonCode}`) : '',
    // Notices of a UTR stored before they named it kept it as the event's note.
    utr: values.utr ?? values.note ?? '',
    ...(typeof payBy === 'string' ? { payBy: deadline(t.locale, payBy) } : {}),
    ...(typeof answerBy === 'string' ? { answerBy: deadline(t.locale, answerBy) } : {}),
  })
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
 * whatever the retries), a mail when the account has an email and, with a mobile number the
 * account proved by a code, an SMS to it (never a phone typed on a profile). A failed mail or SMS throws after every other delivery
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
    const { status, paymentStatus } = notice.event
    failures.push(
      ...(await deliverNotice(deps, party, {
        order: notice.order,
        ref: noticeRef(notice, party),
        dedupeKey: notice.event.id,
        event: eventLabelId(party.id === notice.farmer.id ? 'farmer' : 'buyer', status, paymentStatus),
      })),
    )
  }
  if (failures.length > 0) throw new AggregateError(failures, `order event ${notice.event.id}: ${failures.length} deliveries failed`)
}

/**
 * What a mail's subject calls the event, worded for its reader: the farmer reads what waits on
 * them ("New order — accept or reject"), never that something waits for the farmer.
 */
function eventLabelId(
  side: 'buyer' | 'farmer',
  status: OrderEventForNotice['event']['status'],
  paymentStatus: OrderEventForNotice['event']['paymentStatus'],
): MessageId {
  if (side === 'farmer') return status ? `orders.farmerStatus.${status}` : `payments.farmerStatus.${paymentStatus ?? 'pending'}`
  return status ? `orders.status.${status}` : `payments.status.${paymentStatus ?? 'pending'}`
}

/**
 * Tells one party of an order one notice (`ref`, a notice reference): the bell's row, once per
 * `dedupeKey` whatever the retries; a mail when the account has an email, its subject naming the
 * order and `event` (a catalogue id); and, with a phone, an SMS. Answers the mail and SMS failures,
 * for the caller to throw once every party was tried.
 */
export async function deliverNotice(
  deps: NoticeDeps,
  party: NoticeParty,
  notice: { order: { id: string; reference: string }; ref: string; dedupeKey: string; event: MessageId },
): Promise<unknown[]> {
  const { order } = notice
  return deliverToParty(deps, party, {
    orderId: order.id,
    link: null,
    opens: orderDetailsPath(order.id),
    ref: notice.ref,
    dedupeKey: notice.dedupeKey,
    mail: (t, to, words) => buildNoticeMail(t, to, { ...words, reference: order.reference, event: t.t(notice.event) }),
  })
}

/**
 * The one delivery of every notice: the bell's row (once per `dedupeKey`), then a mail when the
 * account has an email and an SMS to a mobile number it proved, both written in the recipient's
 * language, as is the page their link (`opens`, an app path) is in. Answers the mail and SMS failures.
 */
async function deliverToParty(
  deps: NoticeDeps,
  party: NoticeParty,
  notice: {
    orderId: string | null
    link: string | null
    opens: string
    ref: string
    dedupeKey: string
    mail: (t: Translator, to: string, words: { name: string; text: string; link: string }) => Mail
  },
): Promise<unknown[]> {
  const { ref } = notice
  const failures: unknown[] = []
  // The bell keeps the reference and is read in the reader's language; mail and SMS are written
  // in the recipient's, as is the page their link opens.
  await repository.insertNotification(deps.db, {
    userId: party.id,
    orderId: notice.orderId,
    link: notice.link,
    text: ref,
    dedupeKey: notice.dedupeKey,
  })
  const t = translator(party.language)
  const text = noticeInWords(t, ref, { unlinkedValues: true })
  const link = `${deps.config.publicUrl}${localePath(party.language, notice.opens)}`
  // An account made with a mobile number alone has no email until one is added: the SMS tells it.
  if (party.email) {
    try {
      await deps.mailer.deliver(notice.mail(t, party.email, { name: party.name, text, link }))
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
  return failures
}

/** The queue whose jobs deliver one notice to one user about something other than an order event. */
export const USER_NOTICE_QUEUE = 'user-notice'

export interface UserNotice {
  userId: string
  /** A notice reference (`msg('notice.…', values)`): stored as it is, put into words in the reader's language. */
  ref: string
  /** The app path the bell, the mail and the SMS open (no language prefix); null opens the reader's home. */
  link: string | null
  /** What the notice is about: the same key never reaches the same user twice (a retried job, a repeated decision). */
  dedupeKey: string
}

const UserNoticeJobSchema = z.object({
  userId: z.uuid(),
  ref: z.string().min(1),
  link: z.string().startsWith('/').nullable(),
  dedupeKey: z.string().min(1),
})

/**
 * Queues a notice to one user about something other than an order event (an operator's decision,
 * a certificate's review), in the transaction that made the change: the notice exists exactly when
 * the change was committed, and is delivered after it (bell, mail, SMS) by USER_NOTICE_QUEUE's worker.
 */
export async function queueUserNotice(deps: Pick<AppDeps, 'jobs'>, tx: Db, notice: UserNotice): Promise<void> {
  await deps.jobs.send(tx, USER_NOTICE_QUEUE, { ...notice })
}

/**
 * The worker of USER_NOTICE_QUEUE: the bell's row once, a mail and an SMS at least once (a failed
 * one throws after the others were tried, and pg-boss retries the job). An account deleted since is told nothing.
 */
export async function deliverUserNotice(deps: NoticeDeps, data: Record<string, unknown>): Promise<void> {
  const parsed = UserNoticeJobSchema.safeParse(data)
  if (!parsed.success) {
    deps.log.error({ data }, 'user-notice job without a valid notice; dropped')
    return
  }
  const notice = parsed.data
  const user = await repository.findAccountForNotice(deps.db, notice.userId)
  if (!user) {
    deps.log.warn({ userId: notice.userId }, 'user of a notice not found; nothing sent')
    return
  }
  const failures = await deliverToParty(deps, noticePartyOf(user), {
    orderId: null,
    link: notice.link,
    opens: notice.link ?? paths.home,
    ref: notice.ref,
    dedupeKey: notice.dedupeKey,
    mail: buildUserNoticeMail,
  })
  if (failures.length > 0) throw new AggregateError(failures, `user notice ${notice.dedupeKey}: ${failures.length} deliveries failed`)
}

/**
 * Where a notice opens: the link it was given (a notice about no order); else its order's page,
 * the one address both sides use (each sees their side of it); else the reader's orders.
 */
export function noticeLink(row: { orderId: string | null; link: string | null }, role: Role): string {
  if (row.link) return row.link
  if (row.orderId) return orderDetailsPath(row.orderId)
  return role === 'farmer' ? paths.farmerOrders : paths.orderHistory
}

function toNotificationDto(row: NotificationRow, t: Translator, role: Role): Notification {
  return {
    _id: row.id,
    text: noticeInWords(t, row.text),
    orderId: row.orderId,
    link: noticeLink(row, role),
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }
}

/** The user's newest page of notices, in the words of `t`'s language, and how many are unread in all. */
export async function getNotifications(
  deps: Pick<AppDeps, 'db'>,
  { id: userId, role }: { id: string; role: Role },
  t: Translator,
): Promise<NotificationsResponse> {
  // One snapshot for both reads: a notice written between them must not be listed but not counted.
  const { rows, unread } = await deps.db.transaction(
    async (tx) => ({
      rows: await repository.findNotificationsOfUser(tx, userId, NOTIFICATIONS_PAGE_SIZE),
      unread: await repository.countUnread(tx, userId),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
  return { notifications: rows.map((row) => toNotificationDto(row, t, role)), unread }
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
