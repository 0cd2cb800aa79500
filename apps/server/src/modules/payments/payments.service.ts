import { msg } from '@app/shared/messages/refs'
import { PAYABLE_ORDER_STATUSES, PAY_WITHIN_HOURS, type OrderStatus } from '@app/shared/orders'
import { canConfirmPayment, canSubmitUtr, refusalsLeft, type Payment } from '@app/shared/payments'
import { UUID_PATTERN } from '@app/shared/browse-filters'
import type { AppDeps } from '#src/app-deps'
import type { OrderPaymentRow } from '#src/db/schema/index'
import { AppError } from '#src/lib/app-error'
import { paymentProviderFor } from '#src/lib/payment-provider'
import { queueOrderEventNotifications } from '#src/modules/notifications/notifications.service'
import { findOrderForUpdate, recordOrderEvent, setHoldUntil } from '#src/modules/orders/orders.repository'
import { applyTransition } from '#src/modules/orders/orders.transition'
import * as repo from './payments.repository'

const HOUR_MS = 60 * 60 * 1000

/**
 * An order's payment as both sides see it. What to pay with (for UPI the deep link with the
 * order's reference and total, and its QR code) comes from the method's provider, and appears
 * once the order is accepted (nobody pays for an order the farmer may still reject) and while it
 * is neither final nor already received.
 */
export async function toPaymentDto(
  row: OrderPaymentRow,
  order: { reference: string; total: number; status: OrderStatus; farmerName: string },
): Promise<Payment> {
  const payable = PAYABLE_ORDER_STATUSES.includes(order.status) && row.status !== 'received'
  const { upi } = payable
    ? await paymentProviderFor(row.method).instructions({
        reference: order.reference,
        total: order.total,
        payeeUpiId: row.payeeUpiId,
        payeeName: order.farmerName,
      })
    : { upi: null }
  return { method: row.method, status: row.status, utr: row.utr, refusals: row.refusals, upi }
}

function notFound(): AppError {
  return new AppError(404, 'NOT_FOUND', msg('orders.notFound'))
}

/**
 * Locks the order and its payment for one payment step by `side`: 404 when the order does not
 * exist or the caller is not that side of it (nobody learns that someone else's order exists).
 */
async function lockForPaymentStep(tx: AppDeps['db'], orderId: string, side: 'buyer' | 'farmer', userId: string) {
  const order = await findOrderForUpdate(tx, orderId)
  if (!order || (side === 'buyer' ? order.buyerId : order.farmerId) !== userId) throw notFound()
  const payment = await repo.findPayment(tx, orderId)
  // Every order is made with its payment row.
  if (!payment) throw new Error(`order ${orderId} has no payment row`)
  return { order, payment, payable: PAYABLE_ORDER_STATUSES.includes(order.status) }
}

/**
 * POST /orders/{orderId}/payment/utr: the buyer reports a UPI payment with the UTR their app
 * showed. The payment becomes `submitted` (never `received`: only the farmer can say the money
 * arrived), and the order's reservation stops running out, since the buyer has paid and the farmer
 * now checks. 404 for a buyer who is not the order's; 409 when the order takes no UPI payment now,
 * or when the UTR is already on another of the farmer's orders (one bank transfer pays one order).
 */
export async function submitUtr(deps: Pick<AppDeps, 'db' | 'jobs'>, buyerId: string, orderId: string, utr: string): Promise<void> {
  if (!UUID_PATTERN.test(orderId)) throw notFound()
  await deps.db.transaction(async (tx) => {
    const { order, payment, payable } = await lockForPaymentStep(tx, orderId, 'buyer', buyerId)
    if (!canSubmitUtr(payment, payable) || !payment.payeeUpiId) throw new AppError(409, 'CONFLICT', msg('payments.utrNotAllowed'))
    // Two orders of one farmer reporting the same UTR at once must not both pass the check below.
    await repo.lockUtrsOfFarmer(tx, order.farmerId)
    if (await repo.isUtrUsedOnOtherOrder(tx, { farmerId: order.farmerId, utr, orderId })) {
      throw new AppError(409, 'CONFLICT', msg('payments.utrAlreadyUsed'), { utr: [msg('payments.utrAlreadyUsed')] })
    }
    await repo.updatePayment(tx, orderId, { status: 'submitted', utr })
    await setHoldUntil(tx, orderId, null)
    const event = await recordOrderEvent(tx, { orderId, actor: 'buyer', actorId: buyerId, paymentStatus: 'submitted', note: utr })
    await queueOrderEventNotifications(deps, tx, event.id)
  })
}

/**
 * POST /orders/{orderId}/payment/confirmation: the farmer says whether the money arrived (a UPI
 * payment once its UTR is in, cash any time the order is payable). Not received sends a UPI
 * payment back to the buyer, who may enter a UTR again. An order still only accepted then holds its
 * stock until its payment window ends (PAY_WITHIN_HOURS from acceptance, never restarted, so a
 * made-up UTR cannot keep the stock), and is cancelled by the system at once when that window has
 * ended already or the farmer has now refused MAX_PAYMENT_REFUSALS times; its stock goes back.
 * 404 for a farmer who is not the order's; 409 when there is nothing to confirm now.
 */
export async function confirmPayment(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  farmerId: string,
  orderId: string,
  received: boolean,
): Promise<void> {
  if (!UUID_PATTERN.test(orderId)) throw notFound()
  await deps.db.transaction(async (tx) => {
    const { order, payment, payable } = await lockForPaymentStep(tx, orderId, 'farmer', farmerId)
    if (!canConfirmPayment(payment, payable)) throw new AppError(409, 'CONFLICT', msg('payments.confirmNotAllowed'))
    const note = payment.method === 'upi' && payment.utr ? payment.utr : ''
    if (received) {
      await repo.updatePayment(tx, orderId, { status: 'received' })
      const event = await recordOrderEvent(tx, { orderId, actor: 'farmer', actorId: farmerId, paymentStatus: 'received', note })
      await queueOrderEventNotifications(deps, tx, event.id)
      return
    }
    const refused = await repo.refusePayment(tx, orderId)
    const event = await recordOrderEvent(tx, { orderId, actor: 'farmer', actorId: farmerId, paymentStatus: 'not_received', note })
    if (payment.method === 'upi' && order.status === 'accepted') {
      let payBy = refused.payBy
      // Only an order accepted before windows were kept may lack one: its window starts now, once.
      if (!payBy) {
        payBy = new Date(Date.now() + PAY_WITHIN_HOURS * HOUR_MS)
        await repo.setPayBy(tx, orderId, payBy)
      }
      const cause = refusalsLeft(refused.refusals) === 0 ? 'payment_refused' : payBy.getTime() <= Date.now() ? 'not_paid' : null
      if (cause) {
        // The cancellation's notice, to both sides, says the payment was refused: the buyer is told
        // once, not twice in the same moment.
        await applyTransition(deps, tx, order, { action: 'expire', to: 'cancelled', actor: 'system', actorId: null, note: '', cause })
        return
      }
      await setHoldUntil(tx, orderId, payBy)
    }
    await queueOrderEventNotifications(deps, tx, event.id)
  })
}
