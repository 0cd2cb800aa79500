import type { Order } from '@app/shared/orders'
import { formatBillAmount, formatDeadline } from '@/lib/format'
import { t } from '@/lib/i18n'

export type Side = 'buyer' | 'farmer'

/**
 * What the panel's button does: `pay` opens the buyer's UPI app with the order's amount, `payment`
 * takes the farmer to the payment's Received / Not received. The order's own steps (Accept, Mark
 * packed…) sit right under the panel, so the panel needs no button for them.
 */
export type NextStepAction = 'pay' | 'payment'

/** act: the viewer must do something; wait: the other side (or time) moves next; done / ended: nothing is left. */
export type NextStepTone = 'act' | 'wait' | 'done' | 'ended'

export interface NextStep {
  tone: NextStepTone
  /** The one thing to know now. */
  text: string
  /** A second sentence when the payment still needs something besides the order's own next step. */
  detail: string | null
  action: NextStepAction | null
}

export type NextStepOrder = Pick<Order, 'status' | 'fulfilment' | 'total' | 'holdUntil' | 'payment'>

function step(tone: NextStepTone, text: string, detail: string | null = null, action: NextStepAction | null = null): NextStep {
  return { tone, text, detail, action }
}

/** The cash still to change hands, worded for the side that pays or collects it; null once received. */
function cashDue(order: NextStepOrder, side: Side): string | null {
  if (order.payment.method !== 'cod' || order.payment.status === 'received') return null
  const amount = formatBillAmount(order.total)
  if (side === 'farmer') return t('orders.nextStep.farmer.collectCash', { amount })
  return t(order.fulfilment === 'pickup' ? 'orders.nextStep.buyer.cashPickup' : 'orders.nextStep.buyer.cashDelivery', { amount })
}

/** What the buyer does or waits for once the order is accepted and nothing of a UPI payment is pending. */
function buyerProgress(order: NextStepOrder): NextStep {
  const pickup = order.fulfilment === 'pickup'
  const cash = cashDue(order, 'buyer')
  switch (order.status) {
    case 'accepted':
      return step('wait', t('orders.nextStep.buyer.preparing'), cash)
    case 'packed':
      return step('wait', t(pickup ? 'orders.nextStep.buyer.packedPickup' : 'orders.nextStep.buyer.packedDelivery'), cash)
    case 'out_for_delivery':
      return step('wait', t('orders.nextStep.buyer.onTheWay'), cash)
    case 'ready_for_pickup':
      return step('act', t('orders.nextStep.buyer.readyForPickup'), cash)
    default:
      return step('act', t('orders.nextStep.buyer.delivered'), cash)
  }
}

/** What the farmer does next once the order is accepted, whatever its payment. */
function farmerProgress(order: NextStepOrder, detail: string | null): NextStep {
  const pickup = order.fulfilment === 'pickup'
  switch (order.status) {
    case 'accepted':
      return step('act', t('orders.nextStep.farmer.pack'), detail)
    case 'packed':
      return step('act', t(pickup ? 'orders.nextStep.farmer.ready' : 'orders.nextStep.farmer.dispatch'), detail)
    case 'out_for_delivery':
      return step('act', t('orders.nextStep.farmer.deliverOut'), detail)
    case 'ready_for_pickup':
      return step('act', t('orders.nextStep.farmer.deliverPickup'), detail)
    default:
      return step(detail ? 'act' : 'wait', t('orders.nextStep.farmer.awaitingBuyer'), detail)
  }
}

function buyerStep(order: NextStepOrder): NextStep {
  const { payment } = order
  const amount = formatBillAmount(order.total)
  const upiId = payment.upi?.payeeId ?? ''
  // Only an accepted UPI order has a window; its hold is that window's end.
  const time = order.status === 'accepted' && order.holdUntil ? formatDeadline(order.holdUntil) : null
  if (payment.method === 'upi' && payment.status === 'submitted') {
    return step('wait', t('orders.nextStep.buyer.checking', { utr: payment.utr ?? '' }))
  }
  if (payment.method === 'upi' && payment.status !== 'received' && payment.upi) {
    const refused = payment.status === 'not_received'
    if (time)
      return step('act', t(refused ? 'orders.nextStep.buyer.payAgain' : 'orders.nextStep.buyer.pay', { amount, upiId, time }), null, 'pay')
    return step('act', t('orders.nextStep.buyer.payNow', { amount, upiId }), null, 'pay')
  }
  return buyerProgress(order)
}

function farmerStep(order: NextStepOrder): NextStep {
  const { payment } = order
  const amount = formatBillAmount(order.total)
  if (payment.method === 'upi' && payment.status === 'submitted') {
    return step('act', t('orders.nextStep.farmer.checkUtr', { amount, utr: payment.utr ?? '' }), null, 'payment')
  }
  if (payment.method === 'upi' && payment.status !== 'received') {
    const time = order.status === 'accepted' && order.holdUntil ? formatDeadline(order.holdUntil) : null
    const waiting = time
      ? t('orders.nextStep.farmer.awaitingPayment', { amount, time })
      : t('orders.nextStep.farmer.awaitingPaymentNoDeadline', { amount })
    return farmerProgress(order, waiting)
  }
  const cash = cashDue(order, 'farmer')
  const progress = farmerProgress(order, cash)
  return cash && order.status === 'delivered' ? { ...progress, action: 'payment' } : progress
}

/**
 * What happens next on an order, for the side looking at it: the one thing to do or wait for,
 * with the deadline that applies (the farmer's time to answer a placed order, the buyer's time to
 * pay an accepted UPI one), and the button that does it when it is not one of the order's own steps.
 */
export function nextStep(order: NextStepOrder, side: Side): NextStep {
  const buyer = side === 'buyer'
  switch (order.status) {
    case 'placed': {
      const time = order.holdUntil ? formatDeadline(order.holdUntil) : null
      if (buyer) return step('wait', time ? t('orders.nextStep.buyer.placed', { time }) : t('orders.nextStep.buyer.placedNoDeadline'))
      return step('act', time ? t('orders.nextStep.farmer.placed', { time }) : t('orders.nextStep.farmer.placedNoDeadline'))
    }
    case 'completed':
      return step('done', t(buyer ? 'orders.nextStep.buyer.completed' : 'orders.nextStep.farmer.completed'))
    case 'cancelled':
      return step('ended', t(buyer ? 'orders.nextStep.buyer.cancelled' : 'orders.nextStep.farmer.cancelled'))
    case 'rejected':
      return step('ended', t(buyer ? 'orders.nextStep.buyer.rejected' : 'orders.nextStep.farmer.rejected'))
    default:
      // Accepted to delivered: the statuses the buyer pays in and the farmer confirms payment in.
      return buyer ? buyerStep(order) : farmerStep(order)
  }
}
