import { useState } from 'react'
import type { Order } from '@app/shared/orders'
import { FilterTabs } from '@/components/ui/filter-tabs'
import { t } from '@/lib/i18n'
import { inOrderTab, ORDER_TABS, orderTabCounts, type OrderTab } from '../lib/order-groups'
import type { OrderViewer } from '../lib/order-labels'
import { OrderCard } from './order-card'

/** Orders as cards, filtered by tabs for the status groups (All, Active, Completed, Cancelled), each with its count. */
export function OrdersList({ orders, viewer }: { orders: readonly Order[]; viewer: OrderViewer }) {
  const [tab, setTab] = useState<OrderTab>('all')
  const counts = orderTabCounts(orders)
  const shown = orders.filter((order) => inOrderTab(order, tab))
  return (
    <>
      <FilterTabs
        label={t('orders.tabsLabel')}
        tabs={ORDER_TABS}
        selected={tab}
        onSelect={setTab}
        name={(value) => t(`orders.tab.${value}`)}
        count={(value) => t('orders.tabCount', { count: counts[value] })}
      />
      {shown.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-8 text-center text-stone-800 ring-1 ring-stone-200">{t('orders.emptyTab')}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {shown.map((order) => (
            <OrderCard key={order._id} order={order} viewer={viewer} />
          ))}
        </ul>
      )}
    </>
  )
}
