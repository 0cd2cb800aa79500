import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Order } from '@app/shared/orders'
import { paths } from '@app/shared/paths'
import { OrderLines } from '@/components/order/order-lines'
import { Badge } from '@/components/ui/badge'
import { Fact } from '@/components/ui/fact'
import { PageLoading } from '@/components/ui/spinner'
import { getErrorMessage } from '@/lib/api-client'
import { formatBillAmount, formatDate, formatTimestamp } from '@/lib/format'
import { t } from '@/lib/i18n'
import { useOrder } from '../api/get-order'
import { statusTone } from '../lib/order-groups'
import { eventLabel, statusLabel } from '../lib/order-labels'
import { phoneLinks } from '../lib/phone-links'
import { NextStepPanel } from './next-step-panel'
import { OrderActions } from './order-actions'
import { PaymentPanel } from './payment-panel'
import { PickupPlace } from './pickup-place'

type Viewer = 'buyer' | 'farmer'

const LINK =
  'inline-flex min-h-11 items-center rounded-lg border border-green-700 bg-white px-4 py-2 text-sm font-semibold text-green-800 hover:bg-green-50'

/** The other side of the order, with Call and WhatsApp once the server shares the phone. */
function OtherParty({ order, viewer }: { order: Order; viewer: Viewer }) {
  const party = viewer === 'farmer' ? order.buyer : order.farmer
  const links = phoneLinks(party.phone)
  return (
    <div>
      <dl>
        <Fact label={viewer === 'farmer' ? t('orderDetails.buyer') : t('orderDetails.farmer')}>{party.name}</Fact>
      </dl>
      {links ? (
        <div className="mt-2 flex flex-wrap gap-3">
          <a href={links.tel} className={LINK}>
            {t('orderDetails.call')}
          </a>
          <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={LINK}>
            {t('orderDetails.whatsapp')}
          </a>
        </div>
      ) : null}
    </div>
  )
}

function Lines({ order }: { order: Order }) {
  return (
    <section aria-labelledby="order-items" className="rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <h2 id="order-items" className="text-lg font-bold text-stone-900">
        {t('orderDetails.items')}
      </h2>
      <OrderLines lines={order.lines} />
      <dl className="mt-3 space-y-2 border-t border-stone-200 pt-3">
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">{t('orderDetails.subtotal')}</dt>
          <dd className="font-semibold text-stone-900">{formatBillAmount(order.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">{t('orderDetails.deliveryFee')}</dt>
          <dd className="font-semibold text-stone-900">{formatBillAmount(order.deliveryFee)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-lg">
          <dt className="font-bold text-stone-900">{t('orderDetails.total')}</dt>
          <dd className="font-bold text-green-800">{formatBillAmount(order.total)}</dd>
        </div>
      </dl>
    </section>
  )
}

function Timeline({ order, viewer }: { order: Order; viewer: Viewer }) {
  return (
    <section aria-labelledby="order-timeline" className="rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <h2 id="order-timeline" className="text-lg font-bold text-stone-900">
        {t('orderDetails.timeline')}
      </h2>
      <ol className="mt-3 space-y-3 border-l-2 border-green-200 pl-4">
        {order.events.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <p className="font-semibold text-stone-900">{eventLabel(event, viewer)}</p>
            <p className="text-sm text-stone-700">
              <time dateTime={event.at}>{formatTimestamp(event.at)}</time>
              {' · '}
              {t('orderDetails.eventBy', { actor: t(`orderDetails.actor.${event.actor}`) })}
            </p>
            {event.cause ? <p className="mt-1 text-sm text-stone-800">{t(`orderDetails.cause.${event.cause}`)}</p> : null}
            {/* The preset reason in the reader's language; the note below stays in the farmer's own words. */}
            {event.reasonCode ? (
              <p className="mt-1 text-sm font-medium text-stone-900">
                {t('orderDetails.reason', { reason: t(`orders.reason.${event.reasonCode}`) })}
              </p>
            ) : null}
            {event.note ? <p className="mt-1 text-sm whitespace-pre-line text-stone-800">{event.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}

/**
 * `/orders/view/{id}`: one order for its buyer or its farmer: what happens next, status and the
 * steps that can be taken now, the payment, what was bought and the totals, how it travels, the
 * other side and the timeline of everything that happened. `children` (what other features add,
 * such as reviews) come under how it travels.
 */
export function OrderDetails({ orderId, viewer, children }: { orderId: string; viewer: Viewer; children?: ReactNode }) {
  const order = useOrder(orderId)
  const back = viewer === 'farmer' ? paths.farmerOrders : paths.orderHistory
  if (order.isPending) return <PageLoading />
  if (order.isError) {
    return (
      <section className="mx-auto max-w-5xl px-4 py-8">
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-800">
          {t('orderDetails.loadFailed', { message: getErrorMessage(order.error, t('orderDetails.loadFailedFallback')) })}
        </p>
        <Link to={back} className="mt-4 inline-block font-semibold text-green-800 underline">
          {t('orderDetails.back')}
        </Link>
      </section>
    )
  }
  const data = order.data
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <Link to={back} className="font-semibold text-green-800 underline">
        {t('orderDetails.back')}
      </Link>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t('orders.reference', { reference: data.reference })}</h1>
          <p className="text-stone-700">{t('orderDetails.placedOn', { date: formatDate(data.createdAt) })}</p>
        </div>
        <Badge tone={statusTone(data.status)} size="md">
          {statusLabel(data.status, viewer)}
        </Badge>
      </div>
      {/* The page leads with what happens next, deadlines included, before any detail. */}
      <div className="mt-6">
        <NextStepPanel order={data} viewer={viewer} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <OrderActions order={data} viewer={viewer} />
          <Lines order={data} />
          <section aria-labelledby="order-fulfilment" className="rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
            <h2 id="order-fulfilment" className="text-lg font-bold text-stone-900">
              {t('orderDetails.fulfilment')}
            </h2>
            <dl className="mt-3 grid gap-4 sm:grid-cols-2">
              <Fact label={t('orderDetails.fulfilment')}>{t(`orders.fulfilment.${data.fulfilment}`)}</Fact>
              <Fact label={data.fulfilment === 'delivery' ? t('orderDetails.deliveryAddress') : t('orderDetails.pickupAddress')}>
                {data.address}
              </Fact>
              {data.expectedDeliveryDate ? <Fact label={t('orders.expectedDelivery')}>{formatDate(data.expectedDeliveryDate)}</Fact> : null}
            </dl>
            <div className="mt-4">
              <OtherParty order={data} viewer={viewer} />
            </div>
          </section>
          <PickupPlace order={data} viewer={viewer} />
          {children}
        </div>
        <div className="space-y-6">
          <PaymentPanel order={data} viewer={viewer} />
          <Timeline order={data} viewer={viewer} />
        </div>
      </div>
    </section>
  )
}
