import { ScreenSkeleton } from '@/components/ui/screen-skeleton'
import { getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { useOrders } from '../api/get-orders'
import { FARMER_TODOS, farmerTodoCounts } from '../lib/order-groups'
import { OrdersList } from './orders-list'

/**
 * `/orders/sales`: the orders buyers placed with the farmer. "Today" counts what waits on the
 * farmer (new orders to answer, accepted ones to pack, packed ones to hand over); the cards below
 * lead to each order, where those steps are taken.
 */
export function FarmerOrders() {
  const orders = useOrders()
  if (orders.isPending) return <ScreenSkeleton heading={t('farmerOrders.heading')} intro={t('farmerOrders.intro')} width="max-w-5xl" />
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t('farmerOrders.heading')}</h1>
      <p className="mt-1 text-stone-700">{t('farmerOrders.intro')}</p>
      {orders.isError ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-800">
          {t('orders.loadFailed', { message: getErrorMessage(orders.error, t('orders.loadFailedFallback')) })}
        </p>
      ) : (
        <>
          <FarmerToday counts={farmerTodoCounts(orders.data)} />
          {orders.data.length === 0 ? (
            <div className="mt-6 rounded-xl bg-white p-8 text-center ring-1 ring-stone-200">
              <p className="text-xl font-bold text-stone-900">{t('farmerOrders.none')}</p>
              <p className="mt-2 text-stone-700">{t('farmerOrders.noneText')}</p>
            </div>
          ) : (
            <OrdersList orders={orders.data} viewer="farmer" />
          )}
        </>
      )}
    </section>
  )
}

function FarmerToday({ counts }: { counts: ReturnType<typeof farmerTodoCounts> }) {
  return (
    <section aria-labelledby="farmer-today" className="mt-6 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <h2 id="farmer-today" className="text-lg font-bold text-stone-900">
        {t('farmerOrders.today')}
      </h2>
      {/* A row per count on phones, where a third of the width is too narrow for the labels' words. */}
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        {FARMER_TODOS.map((todo) => (
          <div
            key={todo}
            className="flex items-center justify-between gap-3 rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200 sm:block sm:text-center"
          >
            <dt className="text-sm text-stone-700">{t(`farmerOrders.${todo}`)}</dt>
            <dd className="text-2xl font-bold text-green-800">{counts[todo]}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
