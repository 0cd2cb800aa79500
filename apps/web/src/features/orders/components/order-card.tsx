import type { Order } from '@app/shared/orders'
import { orderDetailsPath } from '@app/shared/paths'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { buttonClasses } from '@/components/ui/button'
import { Fact } from '@/components/ui/fact'
import { formatBillAmount, formatDate } from '@/lib/format'
import { t } from '@/lib/i18n'
import { unitName } from '@/lib/unit-name'
import { paymentTone, statusTone } from '../lib/order-groups'
import { paymentLabel, statusLabel, type OrderViewer } from '../lib/order-labels'

/** Lines a card names before "+ N more items". */
const LINES_ON_CARD = 3

function linesSummary(order: Order): string {
  const named = order.lines
    .slice(0, LINES_ON_CARD)
    .map((line) => t('orders.lineSummary', { name: line.productName, quantity: line.quantity, unit: unitName(line.unit) }))
  const rest = order.lines.length - LINES_ON_CARD
  return rest > 0 ? `${named.join(', ')}, ${t('orders.moreLines', { count: rest })}` : named.join(', ')
}

/**
 * One order in a list: reference, the other side, date, status and payment, what was bought and
 * the total, and the link to the order. `viewer` decides whose name shows: a buyer sees the farmer.
 */
export function OrderCard({ order, viewer }: { order: Order; viewer: OrderViewer }) {
  const other = viewer === 'farmer' ? order.buyer : order.farmer
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-bold text-stone-900">{t('orders.reference', { reference: order.reference })}</h2>
          <p className="text-sm text-stone-700">{t('orders.orderedOn', { date: formatDate(order.createdAt) })}</p>
        </div>
        <Badge tone={statusTone(order.status)} size="md">
          {statusLabel(order.status, viewer)}
        </Badge>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Fact variant="figure" label={viewer === 'farmer' ? t('orders.buyer') : t('orders.farmer')}>
          {other.name}
        </Fact>
        <Fact variant="figure" label={t('orders.payment')}>
          <Badge tone={paymentTone(order.payment.status)}>{paymentLabel(order.payment, viewer, order.fulfilment)}</Badge>
        </Fact>
        <Fact variant="figure" label={t('orders.items')} className="col-span-2 sm:col-span-1">
          {linesSummary(order)}
        </Fact>
        <Fact variant="figure" label={t('orders.total')}>
          {formatBillAmount(order.total)}
        </Fact>
      </dl>
      <div className="mt-4 flex justify-end">
        {/* Every card has this link: its name carries the reference, its text starts the same. */}
        <Link
          to={orderDetailsPath(order._id)}
          aria-label={t('orders.viewLabel', { reference: order.reference })}
          className={buttonClasses('secondary')}
        >
          {t('orders.view')}
        </Link>
      </div>
    </li>
  )
}
