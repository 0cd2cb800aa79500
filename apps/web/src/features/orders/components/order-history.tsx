import { paths } from '@app/shared/paths'
import { LinkButton } from '@/components/ui/button'
import { ScreenSkeleton } from '@/components/ui/screen-skeleton'
import { getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { useOrders } from '../api/get-orders'
import { OrdersList } from './orders-list'

/** `/orders/history` "My Orders": the buyer's orders by status group; with none, the spec's "nothing ordered yet" and a way to go shopping. */
export function OrderHistory() {
  const orders = useOrders()
  if (orders.isPending) return <ScreenSkeleton heading={t('orders.heading')} intro={t('orders.introTrade')} width="max-w-5xl" />
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t('orders.heading')}</h1>
      <p className="mt-1 text-stone-700">{t('orders.introTrade')}</p>
      {orders.isError ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-800">
          {t('orders.loadFailed', { message: getErrorMessage(orders.error, t('orders.loadFailedFallback')) })}
        </p>
      ) : orders.data.length === 0 ? (
        <div className="mt-6 rounded-xl bg-white p-8 text-center ring-1 ring-stone-200">
          <p className="text-xl font-bold text-stone-900">{t('orders.none')}</p>
          <p className="mt-2 text-stone-700">{t('orders.noneTextTrade')}</p>
          <LinkButton to={paths.productsBrowse} className="mt-6">
            {t('nav.browseProducts')}
          </LinkButton>
        </div>
      ) : (
        <OrdersList orders={orders.data} viewer="buyer" />
      )}
    </section>
  )
}
