import { mapLink, paymentMethodLabelId } from '@app/shared/delivery'
import type { Order } from '@app/shared/orders'
import { t } from '@/lib/i18n'

const LINK =
  'inline-flex min-h-11 items-center rounded-lg border border-green-700 bg-white px-4 py-2 text-sm font-semibold text-green-800 hover:bg-green-50'

/**
 * Where a pickup order is collected: the farm's address and a link that opens it in the phone's
 * map app (a link only: no map is embedded and nothing is loaded from outside). The server gives
 * the place once the farmer has accepted; before that the buyer reads that the address comes then.
 */
export function PickupPlace({ order, viewer }: { order: Order; viewer: 'buyer' | 'farmer' }) {
  if (order.fulfilment !== 'pickup') return null
  const { pickup } = order
  // Only the buyer waits for the address; the farmer knows their own farm.
  const hidden = order.status === 'placed' && viewer === 'buyer'
  if (!pickup && !hidden) return null
  return (
    <section aria-labelledby="order-pickup" className="rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <h2 id="order-pickup" className="text-lg font-bold text-stone-900">
        {t('orderDetails.pickupHeading')}
      </h2>
      {pickup ? (
        <>
          <p className="mt-2 text-stone-900">{pickup.address}</p>
          {pickup.lat !== null && pickup.lng !== null ? (
            <a href={mapLink(pickup.lat, pickup.lng)} target="_blank" rel="noopener noreferrer" className={`mt-3 ${LINK}`}>
              {t('orderDetails.pickupOpenMap')}
            </a>
          ) : null}
        </>
      ) : (
        <p className="mt-2 text-stone-700">{t('orderDetails.pickupHidden')}</p>
      )}
      <p className="mt-3 text-sm font-semibold text-stone-800">
        {t('orderDetails.pickupPay', { method: t(paymentMethodLabelId(order.payment.method, order.fulfilment)) })}
      </p>
    </section>
  )
}
