import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm'
import { z } from 'zod'
import { msg } from '@app/shared/messages/refs'
import { PAYMENT_REMINDER_HOURS } from '@app/shared/orders'
import type { AppDeps } from '#src/app-deps'
import { orderPayments, orders } from '#src/db/schema/index'
import { findOrderForNotice, type OrderForNotice } from '#src/modules/orders/orders.repository'
import { deliverNotice, type NoticeDeps } from './notifications.service'

/** The job that finds unpaid UPI orders near the end of their window, and how often it runs (every 5 minutes). */
export const PAYMENT_REMINDER_SWEEP_QUEUE = 'payment-reminder-sweep'
export const PAYMENT_REMINDER_SWEEP_CRON = '*/5 * * * *'
/** One job per reminder: tells one order's buyer to pay. */
export const PAYMENT_REMINDER_QUEUE = 'payment-reminder'

const HOUR_MS = 60 * 60 * 1000
/** Only these payments still wait for the buyer: nothing reported yet, or a UTR the farmer refused. */
const UNPAID = ['pending', 'not_received'] as const

/**
 * Claims, as of `now`, every accepted UPI order whose payment is still unpaid, whose window ends
 * within PAYMENT_REMINDER_HOURS and whose buyer was not reminded yet, and queues one reminder for
 * each in the same transaction. The claim is one conditional UPDATE, so two instances sweeping at
 * once, or a sweep meeting a UTR being reported, never remind a buyer twice or remind a paid order.
 * Answers the ids of the orders whose reminder was queued.
 */
export async function queuePaymentReminders(deps: Pick<AppDeps, 'db' | 'jobs'>, now: Date): Promise<string[]> {
  const latest = new Date(now.getTime() + PAYMENT_REMINDER_HOURS * HOUR_MS)
  return deps.db.transaction(async (tx) => {
    const accepted = tx.select({ id: orders.id }).from(orders).where(eq(orders.status, 'accepted'))
    const claimed = await tx
      .update(orderPayments)
      .set({ remindedAt: now })
      .where(
        and(
          eq(orderPayments.method, 'upi'),
          inArray(orderPayments.status, [...UNPAID]),
          isNull(orderPayments.remindedAt),
          gt(orderPayments.payBy, now),
          lte(orderPayments.payBy, latest),
          inArray(orderPayments.orderId, accepted),
        ),
      )
      .returning({ orderId: orderPayments.orderId })
    for (const { orderId } of claimed) await deps.jobs.send(tx, PAYMENT_REMINDER_QUEUE, { orderId })
    return claimed.map((row) => row.orderId)
  })
}

/** Whether a reminder still makes sense: the order waits for a UPI payment whose window has not ended. */
function stillUnpaid(notice: OrderForNotice, now: Date): notice is OrderForNotice & { payment: { payeeUpiId: string; payBy: Date } } {
  const { order, payment } = notice
  return (
    order.status === 'accepted' &&
    payment?.method === 'upi' &&
    (UNPAID as readonly string[]).includes(payment.status) &&
    payment.payeeUpiId !== null &&
    payment.payBy !== null &&
    payment.payBy > now
  )
}

const ReminderJobSchema = z.object({ orderId: z.uuid() })

/**
 * The worker of PAYMENT_REMINDER_QUEUE: tells the buyer by bell, mail and SMS what to pay, to whom
 * and by when. Checked again first: a payment reported, or the order cancelled, since the sweep
 * claimed it, and nobody is told. A failed mail or SMS throws so pg-boss retries; the bell's row is
 * written once.
 */
export async function deliverPaymentReminder(deps: NoticeDeps, data: Record<string, unknown>): Promise<void> {
  const parsed = ReminderJobSchema.safeParse(data)
  if (!parsed.success) {
    deps.log.error({ data }, 'payment-reminder job without a valid orderId; dropped')
    return
  }
  const notice = await findOrderForNotice(deps.db, parsed.data.orderId)
  if (!notice || !stillUnpaid(notice, new Date())) return
  const { order, payment, farmer, buyer } = notice
  const ref = msg('notice.paymentReminder', {
    reference: order.reference,
    farmer: farmer.name,
    total: order.total,
    upiId: payment.payeeUpiId,
    payBy: payment.payBy.toISOString(),
  })
  const failures = await deliverNotice(deps, buyer, {
    order,
    ref,
    dedupeKey: `payment-reminder:${order.id}`,
    event: 'notice.paymentReminderEvent',
  })
  if (failures.length > 0) throw new AggregateError(failures, `payment reminder ${order.id}: ${failures.length} deliveries failed`)
}
