import QRCode from 'qrcode'
import { upiPayUri, type Payment, type PaymentMethod, type PaymentStatus } from '@app/shared/payments'

/**
 * How a buyer pays an order, one implementation per payment method. Today both methods pay the
 * farmer directly (UPI to the farmer's own UPI ID, or cash on delivery), so KisanSetu never sees
 * the money and only the farmer's confirmation marks a payment received. A payment gateway
 * (Razorpay, Cashfree…) would be one more implementation: its `instructions` would carry what its
 * checkout needs, and its `verify` would let the gateway's signed webhook mark the payment
 * received instead of the farmer. docs/operations.md ("Payments") says what adding one takes.
 */
export interface PaymentProvider {
  method: PaymentMethod
  /**
   * What the buyer sees to pay `order`: for UPI the deep link and its QR code, for cash nothing
   * beyond the amount on the order. Called only while the order is payable (accepted, not final,
   * not yet received): nobody pays for an order the farmer may still reject.
   */
  instructions(order: PaymentOrder): Promise<PaymentInstructions>
  /**
   * Asks the provider itself whether the money arrived. Absent for direct UPI and cash: no one
   * but the farmer can know, so the farmer's confirmation is the only way to `received`.
   */
  verify?(order: PaymentOrder, evidence: { utr: string | null }): Promise<PaymentStatus>
}

/** The order as a provider needs it: amounts in rupees, the payee copied onto the order's payment. */
export interface PaymentOrder {
  reference: string
  total: number
  /** The UPI ID the payment goes to (copied at checkout); null when the method needs none. */
  payeeUpiId: string | null
  payeeName: string
}

/** What a buyer's screen shows to pay; each provider fills its own part. */
export interface PaymentInstructions {
  upi: Payment['upi']
}

/** UPI straight to the farmer's UPI ID: a `upi://pay` link with the order's total and reference, and its QR code. */
export const directUpiProvider: PaymentProvider = {
  method: 'upi',
  async instructions(order) {
    // An order paid by UPI always copies the farmer's UPI ID; without one there is nothing to pay to.
    if (!order.payeeUpiId) return { upi: null }
    const uri = upiPayUri({
      payeeId: order.payeeUpiId,
      payeeName: order.payeeName,
      amount: order.total,
      reference: order.reference,
      note: `KisanSetu order ${order.reference}`,
    })
    // Drawn on the server, so the browser loads no QR library.
    const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
    return { upi: { uri, qrSvg, payeeId: order.payeeUpiId, payeeName: order.payeeName } }
  },
}

/** Cash handed to the farmer at delivery or pickup: nothing to show but the order's total. */
export const cashOnDeliveryProvider: PaymentProvider = {
  method: 'cod',
  instructions: () => Promise.resolve({ upi: null }),
}

const PROVIDERS: Readonly<Record<PaymentMethod, PaymentProvider>> = {
  upi: directUpiProvider,
  cod: cashOnDeliveryProvider,
}

/** The provider of a payment method. */
export function paymentProviderFor(method: PaymentMethod): PaymentProvider {
  return PROVIDERS[method]
}
