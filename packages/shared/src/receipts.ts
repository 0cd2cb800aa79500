import type { MessageId } from './messages/en'
import type { PaymentStatus } from './payments'

/**
 * What a receipt says about the payment: "Paid" only once the farmer confirmed the money arrived
 * (KisanSetu never sees the money itself); otherwise the payment status as the order shows it.
 */
export function receiptPaymentStatusId(status: PaymentStatus): MessageId {
  return status === 'received' ? 'receipt.paid' : `payments.status.${status}`
}

/** The file name a downloaded receipt is saved under. */
export function receiptFileName(reference: string): string {
  return `KisanSetu-receipt-${reference.replace(/[^A-Za-z0-9-]/g, '')}.pdf`
}
