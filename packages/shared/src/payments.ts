import { z } from 'zod'
import { msg } from './messages/refs'

/**
 * Payment goes straight to the farmer: by UPI to the farmer's UPI ID, or in cash on delivery.
 * KisanSetu never holds the money, so it never knows by itself that an order is paid: the buyer
 * reports a UPI payment with its UTR, and only the farmer's confirmation marks it received.
 * A payment's status is separate from the order's.
 */
export const PAYMENT_METHODS = ['upi', 'cod'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/**
 * pending: nothing reported yet; submitted: the buyer entered a UTR (UPI); received: the farmer
 * confirmed the money arrived; not_received: the farmer says it did not (the buyer may enter a
 * UTR again, until the refusals or the payment window run out).
 */
export const PAYMENT_STATUSES = ['pending', 'submitted', 'received', 'not_received'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/**
 * How many times the farmer may say a UPI payment of an accepted order did not arrive: the last
 * refusal cancels the order and returns its stock, so a made-up UTR cannot hold stock forever.
 */
export const MAX_PAYMENT_REFUSALS = 2

/** A UPI ID (VPA): a handle, `@`, and the provider's name, as NPCI allows them. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/

/** The farmer profile's UPI ID: optional; '' clears it. */
export const upiIdSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.union([z.literal(''), z.string().regex(UPI_ID_PATTERN, msg('payments.upiIdInvalid'))]),
)

/** A UPI transaction's UTR (Unique Transaction Reference): 12 digits. */
export const UTR_PATTERN = /^\d{12}$/

/** POST /orders/{orderId}/payment/utr: the UTR the buyer's UPI app showed after paying. */
export const SubmitUtrInputSchema = z.object({
  utr: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value),
    z.string({ error: msg('payments.utrInvalid') }).regex(UTR_PATTERN, msg('payments.utrInvalid')),
  ),
})
export type SubmitUtrInput = z.input<typeof SubmitUtrInputSchema>

/** POST /orders/{orderId}/payment/confirmation: the farmer's word on whether the money arrived. */
export const PaymentConfirmationInputSchema = z.object({
  received: z.boolean({ error: msg('payments.receivedInvalid') }),
})
export type PaymentConfirmationInput = z.input<typeof PaymentConfirmationInputSchema>

/**
 * An order's payment. For UPI, `upi` carries what the buyer's app needs (null for cash, and while
 * the order is not accepted: nobody pays for an order the farmer may still reject).
 */
export const PaymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  utr: z.string().nullable(),
  /** How many times the farmer said the payment did not arrive (for UPI, see MAX_PAYMENT_REFUSALS). */
  refusals: z.number().int(),
  upi: z
    .object({
      /** The `upi://pay?…` link a phone's UPI app opens. */
      uri: z.string(),
      /** The same link as a QR code, an SVG document. */
      qrSvg: z.string(),
      payeeId: z.string(),
      payeeName: z.string(),
    })
    .nullable(),
})
export type Payment = z.infer<typeof PaymentSchema>

/**
 * The UPI deep link (NPCI's "UPI Linking Specification"): payee address and name, the amount in
 * rupees with 2 decimals, INR, the order reference as the transaction reference, and a note.
 */
export function upiPayUri(payment: { payeeId: string; payeeName: string; amount: number; reference: string; note: string }): string {
  const params: [string, string][] = [
    ['pa', payment.payeeId],
    ['pn', payment.payeeName],
    ['am', payment.amount.toFixed(2)],
    ['cu', 'INR'],
    ['tr', payment.reference],
    ['tn', payment.note],
  ]
  // Percent-encoded (a space is %20, never '+', which some UPI apps show literally).
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`
}

/** Whether the buyer may enter a UTR now (`orderPayable`: see PAYABLE_ORDER_STATUSES). */
export function canSubmitUtr(payment: Pick<Payment, 'method' | 'status'>, orderPayable: boolean): boolean {
  return payment.method === 'upi' && orderPayable && (payment.status === 'pending' || payment.status === 'not_received')
}

/**
 * How many more times the farmer may say a UPI payment of an accepted order did not arrive after
 * `refusals` such answers; at 0 the order is cancelled.
 */
export function refusalsLeft(refusals: number): number {
  return Math.max(0, MAX_PAYMENT_REFUSALS - refusals)
}

/** Whether the farmer may mark the payment received or not: UPI once a UTR is in, cash any time the order is payable. */
export function canConfirmPayment(payment: Pick<Payment, 'method' | 'status'>, orderPayable: boolean): boolean {
  if (!orderPayable || payment.status === 'received') return false
  return payment.method === 'cod' ? true : payment.status === 'submitted'
}
