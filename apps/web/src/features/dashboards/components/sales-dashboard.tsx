import { Link } from 'react-router'
import type { SalesSummary } from '@app/shared/dashboards'
import { inboxTabPath, type InboxTab } from '@app/shared/inbox'
import type { MessageId } from '@app/shared/messages/en'
import { ORDER_STATUSES } from '@app/shared/orders'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { useSalesSummary } from '../api/get-sales-summary'
import { EarningsChart } from './earnings-chart'

/** Each card opens the inbox on the tab that holds its orders: new ones wait for an answer, the others are under way. */
const TODAY_CARDS: { key: keyof SalesSummary['today']; label: MessageId; tab: InboxTab }[] = [
  { key: 'newOrders', label: 'dashboard.newOrders', tab: 'action' },
  { key: 'toPack', label: 'dashboard.toPack', tab: 'active' },
  { key: 'toDeliver', label: 'dashboard.toDeliver', tab: 'active' },
]

/**
 * The farmer's sales at a glance, under the welcome text: the orders waiting now (each card opens
 * the orders screen), how many orders are in each status, and the money received week by week.
 */
export function SalesDashboard() {
  const summary = useSalesSummary()
  return (
    <section aria-labelledby="sales-today" className="mx-auto max-w-3xl px-4 pb-12">
      <h2 id="sales-today" className="text-xl font-bold text-stone-900">
        {t('dashboard.today')}
      </h2>
      {summary.isPending ? (
        // As tall as the cards it stands for, so the page does not jump when they arrive.
        <div role="status" className="mt-4 flex h-24 items-center gap-3 text-stone-800">
          <Spinner />
          <span>{t('dashboard.loading')}</span>
        </div>
      ) : summary.isError ? (
        <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
          <p className="font-medium">{getErrorMessage(summary.error, t('dashboard.loadFailed'))}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void summary.refetch()}>
            {t('dashboard.retry')}
          </Button>
        </div>
      ) : (
        <>
          <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
            {TODAY_CARDS.map(({ key, label, tab }) => (
              <li key={key}>
                <Link
                  to={inboxTabPath(tab)}
                  aria-label={t('dashboard.cardLink', { label: t(label), count: summary.data.today[key] })}
                  className="block h-24 rounded-lg border border-stone-200 bg-white p-4 hover:border-green-700 hover:bg-green-50 focus-visible:outline-2 focus-visible:outline-green-700"
                >
                  <span className="block text-sm font-semibold text-stone-700">{t(label)}</span>
                  <span className="mt-1 block text-3xl font-bold text-stone-900">{summary.data.today[key]}</span>
                </Link>
              </li>
            ))}
          </ul>

          <h2 id="sales-by-status" className="mt-8 text-lg font-semibold text-stone-900">
            {t('dashboard.byStatus')}
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
            {ORDER_STATUSES.map((status) => (
              <div key={status} className="flex items-baseline justify-between gap-2 border-b border-stone-200 py-1">
                {/* The farmer's own words for each status: what waits on them, not what the buyer waits for. */}
                <dt className="text-sm text-stone-700">{t(`orders.farmerStatus.${status}`)}</dt>
                <dd className="font-semibold text-stone-900">{summary.data.countsByStatus[status]}</dd>
              </div>
            ))}
          </dl>

          <div className="mt-8">
            <EarningsChart weeks={summary.data.earningsByWeek} />
          </div>
        </>
      )}
    </section>
  )
}
