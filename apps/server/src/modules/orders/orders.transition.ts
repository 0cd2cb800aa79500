import {
  FINAL_ORDER_STATUSES,
  PAY_WITHIN_HOURS,
  type OrderAction,
  type OrderActor,
  type OrderReasonCode,
  type OrderStatus,
  type SystemCancelCause,
} from '@app/shared/orders'
import type { AppDeps } from '#src/app-deps'
import type { Db } from '#src/db/client'
import type { OrderRow } from '#src/db/schema/index'
import { queueOrderEventNotifications } from '#src/modules/notifications/notifications.service'
import { findPayment, setPayBy } from '#src/modules/payments/payments.repository'
import { returnStock } from '#src/modules/products/products.repository'
import * as repo from './orders.repository'

const HOUR_MS = 60 * 60 * 1000

/**
 * Moves a locked order with `action` (already allowed by the state machine): the status, the hold
 * (an accepted UPI order waits PAY_WITHIN_HOURS for its payment, the window it keeps whatever
 * happens to the payment; nothing else waits), the stock given back when the order ends without a
 * sale, the event and its notifications. Kept apart from the orders service because a payment step
 * moves orders too (a refusal that cancels), and the orders service already reads payments.
 */
export async function applyTransition(
  deps: Pick<AppDeps, 'jobs'>,
  tx: Db,
  order: OrderRow,
  move: {
    action: OrderAction
    to: OrderStatus
    actor: OrderActor
    actorId: string | null
    note: string
    cause?: SystemCancelCause
    /** The farmer's preset reason for a rejection or withdrawal. */
    reasonCode?: OrderReasonCode | null
  },
): Promise<void> {
  await repo.setOrderStatus(tx, order.id, move.to)
  let holdUntil: Date | null = null
  if (move.action === 'accept') {
    const payment = await findPayment(tx, order.id)
    if (payment?.method === 'upi') {
      holdUntil = new Date(Date.now() + PAY_WITHIN_HOURS * HOUR_MS)
      await setPayBy(tx, order.id, holdUntil)
    }
  }
  await repo.setHoldUntil(tx, order.id, holdUntil)
  if (FINAL_ORDER_STATUSES.includes(move.to) && move.to !== 'completed') {
    for (const line of await repo.findOrderLines(tx, order.id)) {
      if (line.productId) await returnStock(tx, line.productId, line.quantity)
    }
  }
  const event = await repo.recordOrderEvent(tx, {
    orderId: order.id,
    actor: move.actor,
    actorId: move.actorId,
    status: move.to,
    note: move.note,
    ...(move.cause ? { cause: move.cause } : {}),
    ...(move.reasonCode ? { reasonCode: move.reasonCode } : {}),
  })
  await queueOrderEventNotifications(deps, tx, event.id)
}
