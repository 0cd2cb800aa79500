import { Link, useSearchParams } from 'react-router'
import { DEFAULT_RESPONSE_STATUS, type BuyerRequest, type BuyerRequestsResponse } from '@app/shared/buyer-requests'
import { defaultInboxTab, inboxGroupOfOrder, INBOX_TABS, isInboxTab, isNewRequest, isOpenRequest, type InboxTab } from '@app/shared/inbox'
import type { Order } from '@app/shared/orders'
import { paths } from '@app/shared/paths'
import { Button } from '@/components/ui/button'
import { FilterTabs } from '@/components/ui/filter-tabs'
import { ScreenSkeleton } from '@/components/ui/screen-skeleton'
import { getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { useOrders } from '../api/get-orders'
import { useReceivedRequests } from '../api/get-received-requests'
import { FARMER_TODOS, farmerTodoCounts } from '../lib/order-groups'
import { OrderCard } from './order-card'
import { RequestCard } from './request-card'

function statusesOf(request: BuyerRequest) {
  return request.products.map(
    ({ productId }) => request.responses.find((response) => response.productId === productId)?.status ?? DEFAULT_RESPONSE_STATUS,
  )
}

/** The inbox's lists and counts, by the same rules the server counts the strip's badge with. */
function inboxOf(orders: readonly Order[], requests: BuyerRequestsResponse) {
  const open = requests.checkProductIds.filter((request) => isOpenRequest(statusesOf(request)))
  const byGroup = { action: [] as Order[], active: [] as Order[], done: [] as Order[] }
  for (const order of orders) byGroup[inboxGroupOfOrder(order)].push(order)
  const counts: Record<InboxTab, number> = {
    action: byGroup.action.length,
    requests: open.length,
    active: byGroup.active.length,
    done: byGroup.done.length,
  }
  const newRequests = open.filter((request) => isNewRequest(statusesOf(request))).length
  return { byGroup, open, counts, newRequests }
}

/**
 * `/orders/sales`: the farmer's inbox. Orders and buyer requests in one place, under tabs with
 * their counts: Needs action (orders to accept or reject, UTRs to check), Requests (buyers' interest
 * not yet settled, answered here as on the requests page), Active and Done. Without a tab in the
 * address it opens where something waits. "Today" counts what waits on the farmer's hands.
 */
export function FarmerOrders() {
  const orders = useOrders()
  const requests = useReceivedRequests()
  const [params, setParams] = useSearchParams()

  if (orders.isPending || requests.isPending) {
    return <ScreenSkeleton heading={t('farmerOrders.heading')} intro={t('farmerOrders.intro')} width="max-w-5xl" />
  }
  if (orders.isError || requests.isError) {
    const failed = orders.error ?? requests.error
    return (
      <section className="mx-auto max-w-5xl px-4 py-8">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t('farmerOrders.heading')}</h1>
        <div role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-800">
          <p>{t('orders.loadFailed', { message: getErrorMessage(failed, t('orders.loadFailedFallback')) })}</p>
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => {
              void orders.refetch()
              void requests.refetch()
            }}
          >
            {t('common.tryAgain')}
          </Button>
        </div>
      </section>
    )
  }

  const inbox = inboxOf(orders.data, requests.data)
  const asked = params.get('tab')
  const tab = isInboxTab(asked) ? asked : defaultInboxTab({ ...inbox.counts, newRequests: inbox.newRequests })
  // A tab is a view of one page, not a place to go back to: it replaces the entry.
  const select = (next: InboxTab) => setParams({ tab: next }, { replace: true })

  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t('farmerOrders.heading')}</h1>
      <p className="mt-1 text-stone-700">{t('farmerOrders.intro')}</p>
      <FarmerToday counts={farmerTodoCounts(orders.data)} />
      <FilterTabs
        label={t('inbox.tabsLabel')}
        tabs={INBOX_TABS}
        selected={tab}
        onSelect={select}
        name={(value) => t(`inbox.tab.${value}`)}
        count={(value) => t('orders.tabCount', { count: inbox.counts[value] })}
      />
      {tab === 'requests' ? (
        <RequestsTab open={inbox.open} data={requests.data} />
      ) : inbox.byGroup[tab].length === 0 ? (
        orders.data.length === 0 ? (
          <div className="mt-6 rounded-xl bg-white p-8 text-center ring-1 ring-stone-200">
            <p className="text-xl font-bold text-stone-900">{t('farmerOrders.none')}</p>
            <p className="mt-2 text-stone-700">{t('farmerOrders.noneText')}</p>
          </div>
        ) : (
          <p className="mt-6 rounded-xl bg-white p-8 text-center text-stone-800 ring-1 ring-stone-200">{t(`inbox.empty.${tab}`)}</p>
        )
      ) : (
        <ul className="mt-6 space-y-4">
          {inbox.byGroup[tab].map((order) => (
            <OrderCard key={order._id} order={order} viewer="farmer" />
          ))}
        </ul>
      )}
    </section>
  )
}

/** The buyer requests still open, answered in place; the requests page keeps every request, settled ones too. */
function RequestsTab({ open, data }: { open: readonly BuyerRequest[]; data: BuyerRequestsResponse }) {
  const products = new Map(data.checkProducts.map((product) => [product._id, product]))
  return (
    <>
      <p className="mt-4 text-stone-700">
        {t('inbox.requestsIntro')}{' '}
        <Link to={paths.ordersReceived} className="font-semibold text-green-800 underline">
          {t('inbox.allRequests')}
        </Link>
      </p>
      {open.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-8 text-center text-stone-800 ring-1 ring-stone-200">{t('inbox.empty.requests')}</p>
      ) : (
        <ul className="mt-6 space-y-6">
          {open.map((request) => (
            <RequestCard
              key={request._id}
              request={request}
              products={products}
              info={data.additionalBuyerInfo.find((info) => info.userId === request.userId._id)}
            />
          ))}
        </ul>
      )}
    </>
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
