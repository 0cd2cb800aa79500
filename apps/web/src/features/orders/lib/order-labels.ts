import { paymentMethodLabelId } from '@app/shared/delivery'
import type { Order, OrderEvent } from '@app/shared/orders'
import type { PaymentStatus } from '@app/shared/payments'
import { t } from '@/lib/i18n'

/** Whose screen a label is for: each side reads an order in its own words. */
export type OrderViewer = 'buyer' | 'farmer'

/**
 * "Accepted", "Out for delivery"…: the catalogue's label of a status. The farmer reads what waits
 * on them ("New order — accept or reject") rather than the buyer's words, which speak of the farmer.
 */
export function statusLabel(status: Order['status'], viewer: OrderViewer): string {
  return viewer === 'farmer' ? t(`orders.farmerStatus.${status}`) : t(`orders.status.${status}`)
}

/** How far a payment is, in the viewer's words ("UTR entered, awaiting the farmer" is the buyer's). */
export function paymentStatusLabel(status: PaymentStatus, viewer: OrderViewer): string {
  return viewer === 'farmer' ? t(`payments.farmerStatus.${status}`) : t(`payments.status.${status}`)
}

/**
 * "UPI · Not paid yet": how an order is paid and how far. "Paid" only when the farmer confirmed it.
 * Cash reads "Pay at pickup" on a pickup order, "Cash on delivery" on a delivered one.
 */
export function paymentLabel(payment: Order['payment'], viewer: OrderViewer, fulfilment: Order['fulfilment'] = 'delivery'): string {
  return t('orders.paymentValue', {
    method: t(paymentMethodLabelId(payment.method, fulfilment)),
    status: paymentStatusLabel(payment.status, viewer),
  })
}

/**
 * What one timeline entry says: the status the order moved to (history reads the same for both
 * sides), or the payment step in the viewer's words.
 */
export function eventLabel(event: OrderEvent, viewer: OrderViewer): string {
  if (event.status) return t(`orders.status.${event.status}`)
  if (event.paymentStatus) return paymentStatusLabel(event.paymentStatus, viewer)
  return ''
}
