import type { Order, OrderEvent } from '@app/shared/orders'
import { t } from '@/lib/i18n'

/** "Accepted", "Out for delivery"…: the catalogue's label of a status. */
export function statusLabel(status: Order['status']): string {
  return t(`orders.status.${status}`)
}

/** "UPI · Not paid yet": how an order is paid and how far. "Paid" only when the farmer confirmed it. */
export function paymentLabel(payment: Order['payment']): string {
  return t('orders.paymentValue', {
    method: t(`payments.method.${payment.method}`),
    status: t(`payments.status.${payment.status}`),
  })
}

/** What one timeline entry says: the status the order moved to, or the payment step. */
export function eventLabel(event: OrderEvent): string {
  if (event.status) return statusLabel(event.status)
  if (event.paymentStatus) return t(`payments.status.${event.paymentStatus}`)
  return ''
}
