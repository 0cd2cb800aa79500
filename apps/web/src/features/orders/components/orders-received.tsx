import { useState } from 'react'
import { Link } from 'react-router'
import { inboxTabPath } from '@app/shared/inbox'
import { Button } from '@/components/ui/button'
import { FilterTabs } from '@/components/ui/filter-tabs'
import { ScreenSkeleton } from '@/components/ui/screen-skeleton'
import { getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { useInboxCounts } from '../api/get-inbox-counts'
import { useReceivedRequests } from '../api/get-received-requests'
import { inTab, REQUEST_TABS, tabCounts, type RequestTab } from '../lib/request-tabs'
import { RequestCard } from './request-card'

/**
 * "Product Interest Requests" (/orders/received): the requests buyers sent this farmer, filtered
 * by tabs for the request categories (new, in progress, confirmed, completed), counted from the
 * answers the server has stored.
 */
export function OrdersReceived() {
  const requests = useReceivedRequests()
  const inbox = useInboxCounts()
  const ordersWaiting = inbox.data?.action ?? 0
  const [tab, setTab] = useState<RequestTab>('all')

  if (requests.isPending) {
    return <ScreenSkeleton heading={t('requests.heading')} intro={t('requests.intro')} status={t('requests.loading')} width="max-w-6xl" />
  }
  if (requests.isError) {
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-stone-900">{t('requests.errorHeading')}</h1>
        <p className="mt-3 text-stone-700">
          {t('requests.loadFailed', { message: getErrorMessage(requests.error, t('requests.loadFailedFallback')) })}
        </p>
        <Button className="mt-6" onClick={() => void requests.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    )
  }

  const { checkProductIds, checkProducts, additionalBuyerInfo } = requests.data
  const products = new Map(checkProducts.map((product) => [product._id, product]))
  const counts = tabCounts(checkProductIds)
  const shown = checkProductIds.filter((request) => inTab(request, tab))

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t('requests.heading')}</h1>
      <p className="mt-1 text-stone-700">{t('requests.intro')}</p>
      {/* Orders are answered on the inbox: the farmer who came here for requests still sees they wait. */}
      {ordersWaiting > 0 ? (
        <p className="mt-4 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-300">
          <Link to={inboxTabPath('action')} className="font-semibold text-amber-950 underline">
            {t('inbox.ordersWaiting', { count: ordersWaiting })}
          </Link>
        </p>
      ) : null}

      {checkProductIds.length === 0 ? (
        <div className="mt-8 rounded-xl bg-white p-8 text-center ring-1 ring-stone-200">
          <p className="text-xl font-bold text-stone-900">{t('requests.empty')}</p>
          <p className="mt-2 text-stone-700">{t('requests.emptyText')}</p>
        </div>
      ) : (
        <>
          <FilterTabs
            label={t('requests.tabsLabel')}
            tabs={REQUEST_TABS}
            selected={tab}
            onSelect={setTab}
            name={(value) => t(`requests.tab.${value}`)}
            count={(value) => t('requests.tabCount', { count: counts[value] })}
          />
          {shown.length === 0 ? (
            <p className="mt-6 rounded-xl bg-white p-8 text-center text-stone-800 ring-1 ring-stone-200">{t('requests.emptyTab')}</p>
          ) : (
            <ul className="mt-6 space-y-6">
              {shown.map((request) => (
                <RequestCard
                  key={request._id}
                  request={request}
                  products={products}
                  info={additionalBuyerInfo.find((info) => info.userId === request.userId._id)}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}
