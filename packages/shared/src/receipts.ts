import { z } from 'zod'
import type { MessageId } from './messages/en'
import { OrderSchema } from './orders'
import type { PaymentStatus } from './payments'

/** Who reads a receipt: its order's buyer or its farmer. */
export type ReceiptReader = 'buyer' | 'farmer'

/**
 * What a receipt says about the payment: "Paid" only once the farmer confirmed the money arrived
 * (KisanSetu never sees the money itself); otherwise the payment status as the order shows it to
 * the reader, so the farmer never reads "awaiting the farmer".
 */
export function receiptPaymentStatusId(status: PaymentStatus, reader: ReceiptReader): MessageId {
  if (status === 'received') return 'receipt.paid'
  return reader === 'farmer' ? `payments.farmerStatus.${status}` : `payments.status.${status}`
}

/** The file name a downloaded receipt is saved under. */
export function receiptFileName(reference: string): string {
  return `KisanSetu-receipt-${reference.replace(/[^A-Za-z0-9-]/g, '')}.pdf`
}

/** Receipt numbers are per farmer, from 1; printed with at least four digits: 1 → "R-0001". */
export function formatReceiptNumber(sequence: number): string {
  return `R-${String(sequence).padStart(4, '0')}`
}

/** The receipt issued for an order: its number in the farmer's sequence and when it was first issued. */
export const ReceiptSchema = z.object({
  number: z.string().describe('The farmer’s receipt number, e.g. "R-0001": given once, the first time the receipt is asked for'),
  issuedAt: z.string().describe('When the number was given (ISO 8601)'),
})
export type Receipt = z.infer<typeof ReceiptSchema>

/** GET /orders/{orderId}/receipt: the receipt's number and the order it is for. */
export const ReceiptResponseSchema = z.object({ message: z.string(), receipt: ReceiptSchema, order: OrderSchema })
export type ReceiptResponse = z.infer<typeof ReceiptResponseSchema>
