import type { Order } from '@app/shared/orders'
import { t } from '@/lib/i18n'
import { nextStep, type NextStepTone, type Side } from '../lib/next-step'

const TONES: Record<NextStepTone, string> = {
  act: 'bg-amber-50 ring-amber-300',
  wait: 'bg-sky-50 ring-sky-200',
  done: 'bg-green-50 ring-green-300',
  ended: 'bg-stone-50 ring-stone-300',
}

const BUTTON =
  'mt-3 inline-flex min-h-11 items-center justify-center rounded-lg bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800'

/**
 * The top of the order page: what happens next for the side looking at it, with the deadline that
 * applies and, when the next move is a payment, the button for it. Read out again when it changes
 * (after a step taken on this page), so a screen reader hears where the order now is.
 */
export function NextStepPanel({ order, viewer }: { order: Order; viewer: Side }) {
  const next = nextStep(order, viewer)
  const upi = order.payment.upi
  return (
    <section aria-labelledby="order-next-step" className={`rounded-xl p-4 ring-1 sm:p-6 ${TONES[next.tone]}`}>
      <h2 id="order-next-step" className="text-lg font-bold text-stone-900">
        {t('orders.nextStep.title')}
      </h2>
      <div aria-live="polite" className="mt-2 space-y-1 break-words text-stone-900">
        <p className="font-semibold">{next.text}</p>
        {next.detail ? <p>{next.detail}</p> : null}
      </div>
      {next.action === 'pay' && upi ? (
        <a href={upi.uri} className={BUTTON}>
          {t('orderDetails.payWithUpi')}
        </a>
      ) : null}
      {next.action === 'payment' ? (
        <a href="#order-payment" className={BUTTON}>
          {t('orders.nextStep.goToPayment')}
        </a>
      ) : null}
    </section>
  )
}
