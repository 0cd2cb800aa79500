import type { Order } from '@app/shared/orders'
import { paths } from '@app/shared/paths'
import { Badge } from '@/components/ui/badge'
import { LinkButton } from '@/components/ui/button'
import { Fact } from '@/components/ui/fact'
import { PageLoading } from '@/components/ui/spinner'
import { getErrorMessage } from '@/lib/api-client'
import { formatDate, formatRupees } from '@/lib/format'
import { t } from '@/lib/i18n'
import '@/lib/buyer-screen-messages'
import { useOrders } from '../api/get-orders'
import { shortId } from '../lib/short-id'

const ORDER_STATUS_LABELS = { confirmed: 'requests.status.confirmed' } as const satisfies Record<Order['status'], string>

function OrderCard({ order }: { order: Order }) {
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-bold text-stone-900">{order.productName}</h2>
          <p className="text-sm text-stone-700">
            {t('orders.orderNumber', { id: shortId(order._id) })}
            {' · '}
            {t('orders.orderedOn', { date: formatDate(order.createdAt) })}
          </p>
        </div>
        <Badge tone="green" size="md">
          {t(ORDER_STATUS_LABELS[order.status])}
        </Badge>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        <Fact variant="figure" label={t('orders.farmer')}>
          {order.farmer.name}
        </Fact>
        <Fact variant="figure" label={t('orders.quantity')}>
          {t('orders.quantityValue', { quantity: order.quantity, unit: order.unit })}
        </Fact>
        <Fact variant="figure" label={t('orders.pricePerUnit')}>
          {t('product.pricePerUnit', { price: formatRupees(order.pricePerUnit), unit: order.unit })}
        </Fact>
        <Fact variant="figure" label={t('orders.amount')}>
          {formatRupees(order.amount)}
        </Fact>
        <Fact variant="figure" label={t('orders.expectedDelivery')}>
          {formatDate(order.expectedDeliveryDate) || t('orders.notSet')}
        </Fact>
      </dl>
    </li>
  )
}

/** `/orders/history` "My Orders": the orders farmers confirmed for this buyer; with none, a way to go shopping. */
export function OrderHistory() {
  const orders = useOrders()
  if (orders.isPending) return <PageLoading />
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t('orders.heading')}</h1>
      <p className="mt-1 text-stone-700">{t('orders.intro')}</p>
      {orders.isError ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-800">
          {t('orders.loadFailed', { message: getErrorMessage(orders.error, t('orders.loadFailedFallback')) })}
        </p>
      ) : orders.data.length === 0 ? (
        <div className="mt-6 rounded-xl bg-white p-8 text-center ring-1 ring-stone-200">
          <p className="text-xl font-bold text-stone-900">{t('orders.none')}</p>
          <p className="mt-2 text-stone-700">{t('orders.noneText')}</p>
          <LinkButton to={paths.productsBrowse} className="mt-6">
            {t('nav.browseProducts')}
          </LinkButton>
        </div>
      ) : (
        <ul className="mt-6 space-y-4">
          {orders.data.map((order) => (
            <OrderCard key={order._id} order={order} />
          ))}
        </ul>
      )}
    </section>
  )
}
