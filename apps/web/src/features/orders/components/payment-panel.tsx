import { paymentMethodLabelId } from '@app/shared/delivery'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { PAYABLE_ORDER_STATUSES, type Order } from '@app/shared/orders'
import { canConfirmPayment, canSubmitUtr, refusalsLeft, SubmitUtrInputSchema, type SubmitUtrInput } from '@app/shared/payments'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { applyServerErrors } from '@/components/ui/form/apply-server-errors'
import { InputField } from '@/components/ui/form/field'
import { formField } from '@/components/ui/form/form-field'
import { Fact } from '@/components/ui/fact'
import { formatBillAmount, formatDeadline } from '@/lib/format'
import { t } from '@/lib/i18n'
import { useUpdateOrder } from '../api/update-order'
import { paymentTone } from '../lib/order-groups'
import { paymentStatusLabel } from '../lib/order-labels'

type Viewer = 'buyer' | 'farmer'
type UtrValues = { utr: string }

function UtrForm({ orderId }: { orderId: string }) {
  const update = useUpdateOrder(orderId)
  const form = useForm<SubmitUtrInput, unknown, UtrValues>({
    resolver: zodResolver(SubmitUtrInputSchema),
    defaultValues: { utr: '' },
    reValidateMode: 'onSubmit',
  })
  async function submit(body: UtrValues) {
    try {
      await update.mutateAsync({ kind: 'utr', body })
      form.reset()
    } catch (error) {
      applyServerErrors(form, error)
    }
  }
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="mt-4 space-y-3">
      <InputField
        label={t('orderDetails.utrLabel')}
        hint={t('orderDetails.utrHint')}
        inputMode="numeric"
        autoComplete="off"
        {...formField(form, 'utr')}
      />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('orderDetails.utrSending') : t('orderDetails.utrSubmit')}
      </Button>
    </form>
  )
}

/** What the buyer's phone needs to pay by UPI: the QR code, the app link and the UPI ID to type. */
function UpiPay({ order, upi }: { order: Order; upi: NonNullable<Order['payment']['upi']> }) {
  return (
    <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
      {/* The server draws the QR; a data: URL shows it without running anything it contains. */}
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(upi.qrSvg)}`}
        alt={t('orderDetails.upiQrAlt', { amount: formatBillAmount(order.total), payee: upi.payeeName })}
        width={192}
        height={192}
        className="size-48 shrink-0 rounded-lg bg-white ring-1 ring-stone-200"
      />
      <div className="space-y-3">
        <a
          href={upi.uri}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800"
        >
          {t('orderDetails.payWithUpi')}
        </a>
        <dl>
          <Fact variant="compact" label={t('orderDetails.upiId')}>
            <span className="font-mono select-all">{upi.payeeId}</span>
          </Fact>
        </dl>
      </div>
    </div>
  )
}

/**
 * Whether the payment window of an accepted UPI order is running: until it ends the stock waits,
 * and the farmer's refusals count towards cancelling the order.
 */
function inPaymentWindow(order: Order): boolean {
  return order.status === 'accepted' && order.payment.method === 'upi'
}

function ConfirmPayment({ order }: { order: Order }) {
  const update = useUpdateOrder(order._id)
  function confirm(received: boolean) {
    update.mutate({ kind: 'confirmation', body: { received } })
  }
  // The server cancels the order on the refusal that uses up the buyer's chances.
  const lastChance = inPaymentWindow(order) && refusalsLeft(order.payment.refusals) <= 1
  return (
    <div className="mt-4 space-y-3">
      {lastChance ? <p className="text-sm text-amber-900">{t('orderDetails.notReceivedCancels')}</p> : null}
      <div className="flex flex-wrap gap-3">
        <Button disabled={update.isPending} onClick={() => confirm(true)}>
          {t('orderDetails.paymentReceived')}
        </Button>
        <Button variant="danger" disabled={update.isPending} onClick={() => confirm(false)}>
          {t('orderDetails.paymentNotReceived')}
        </Button>
      </div>
    </div>
  )
}

/**
 * What the buyer of an accepted UPI order is told before paying: after a refusal, how many chances
 * are left, and the end of the payment window, after which the order is cancelled.
 */
function PayWithin({ order }: { order: Order }) {
  const { payment, holdUntil } = order
  const refused = payment.status === 'not_received'
  if (!refused && !holdUntil) return null
  return (
    <div className="mt-3 space-y-1 text-sm text-amber-900">
      {/* An order refused more often before the limit existed still has one chance: the next refusal cancels it. */}
      {refused ? <p>{t('orderDetails.chancesLeft', { count: Math.max(1, refusalsLeft(payment.refusals)) })}</p> : null}
      {holdUntil ? <p className="font-semibold">{t('orderDetails.payBy', { time: formatDeadline(holdUntil) })}</p> : null}
    </div>
  )
}

/**
 * The payment: method and status, never "paid" unless the farmer confirmed it. The buyer of an
 * accepted UPI order gets the time left to pay, the QR code, the app link and the UTR form; the
 * farmer, the buttons to say whether the money arrived.
 */
export function PaymentPanel({ order, viewer }: { order: Order; viewer: Viewer }) {
  const { payment } = order
  const payable = PAYABLE_ORDER_STATUSES.includes(order.status)
  const canPay = viewer === 'buyer' && canSubmitUtr(payment, payable)
  return (
    <section aria-labelledby="order-payment" className="rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <h2 id="order-payment" className="text-lg font-bold text-stone-900">
        {t('orderDetails.payment')}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-4">
        <Fact variant="figure" label={t('orderDetails.paymentMethod')}>
          {t(paymentMethodLabelId(payment.method, order.fulfilment))}
        </Fact>
        <Fact variant="figure" label={t('orderDetails.paymentStatus')}>
          <Badge tone={paymentTone(payment.status)}>{paymentStatusLabel(payment.status, viewer)}</Badge>
        </Fact>
        {payment.utr ? (
          <Fact variant="figure" label={t('orderDetails.utr')}>
            <span className="font-mono">{payment.utr}</span>
          </Fact>
        ) : null}
      </dl>
      {viewer === 'buyer' && payment.method === 'upi' && order.status === 'placed' ? (
        <p className="mt-3 text-sm text-stone-700">{t('orderDetails.payAfterAccept')}</p>
      ) : null}
      {canPay && inPaymentWindow(order) ? <PayWithin order={order} /> : null}
      {canPay && payment.upi ? <UpiPay order={order} upi={payment.upi} /> : null}
      {canPay ? <UtrForm orderId={order._id} /> : null}
      {/* The farmer sees the same deadline: unpaid by then, the order is cancelled and its stock returns. */}
      {viewer === 'farmer' && inPaymentWindow(order) && order.holdUntil ? (
        <p className="mt-3 text-sm font-semibold text-amber-900">
          {t('orderDetails.buyerPaysBy', { time: formatDeadline(order.holdUntil) })}
        </p>
      ) : null}
      {viewer === 'farmer' && canConfirmPayment(payment, payable) ? <ConfirmPayment order={order} /> : null}
    </section>
  )
}
