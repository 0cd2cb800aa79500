import { Link } from 'react-router'
import type { DashboardDay, OpenQueue, OperatorDashboard as Dashboard } from '@app/shared/admin-dashboard'
import { paths } from '@app/shared/paths'
import { ChartFigure, type Painter } from '@/components/ui/chart-figure'
import { formatBillAmount, formatDate, formatRupees } from '@/lib/format'
import { t } from '@/lib/i18n'
import { useOperatorDashboard } from '../api/get-dashboard'
import { waitedFor } from '../lib/age'

/** A day on a chart's axis: "5 Mar" (the year is in the heading's period). */
function shortDay(day: string): string {
  return formatDate(day).replace(/\s\d{4}$/, '')
}

function Figure({ label, value, note, to }: { label: string; value: string; note?: string; to?: string }) {
  const body = (
    <>
      <dt className="text-sm font-medium text-stone-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-stone-900">{value}</dd>
      {note ? <dd className="mt-1 text-sm text-stone-600">{note}</dd> : null}
    </>
  )
  return (
    <div className="rounded-lg border border-stone-200 bg-white p-4">
      {to ? (
        <Link to={to} className="block rounded focus-visible:outline-2 focus-visible:outline-green-700">
          <dl>{body}</dl>
        </Link>
      ) : (
        <dl>{body}</dl>
      )}
    </div>
  )
}

function QueueFigure({ label, queue, asOf, to }: { label: string; queue: OpenQueue; asOf: string; to: string }) {
  const note = t('adminDashboard.oldest', { count: queue.count, age: queue.oldestAt ? waitedFor(queue.oldestAt, Date.parse(asOf)) : '' })
  return <Figure label={label} value={String(queue.count)} note={note} to={to} />
}

type Column = { label: string; value: (day: DashboardDay) => string }

/** A chart of the period's days, with its figures as a table (ChartFigure). */
function DaysChart({
  id,
  title,
  days,
  columns,
  load,
}: {
  id: string
  title: string
  days: readonly DashboardDay[]
  columns: readonly Column[]
  load: () => Promise<Painter>
}) {
  return (
    <ChartFigure
      id={id}
      title={title}
      rowHeading={t('adminDashboard.day')}
      columns={columns.map((column) => column.label)}
      rows={days.map((day) => ({ key: day.day, label: formatDate(day.day), cells: columns.map((column) => column.value(day)) }))}
      load={load}
      redrawKey={days}
    />
  )
}

function DashboardFigures({ dashboard }: { dashboard: Dashboard }) {
  const { days, asOf } = dashboard
  const sum = (pick: (day: DashboardDay) => number) => days.reduce((total, day) => total + pick(day), 0)
  const labels = days.map((day) => shortDay(day.day))
  const ordersLabel = t('adminDashboard.orders')
  const valueLabel = t('adminDashboard.valueRupees')
  const farmersLabel = t('adminDashboard.newFarmers')
  const buyersLabel = t('adminDashboard.newBuyers')
  const expiring = dashboard.expiringCertificates

  return (
    <>
      <section aria-label={t('adminDashboard.period')} className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure label={ordersLabel} value={String(sum((day) => day.orders))} />
        <Figure label={t('adminDashboard.value')} value={formatRupees(sum((day) => day.value))} />
        <Figure label={farmersLabel} value={String(sum((day) => day.farmers))} />
        <Figure label={buyersLabel} value={String(sum((day) => day.buyers))} />
      </section>
      <section className="grid gap-3 md:grid-cols-3">
        <QueueFigure label={t('adminDashboard.openReports')} queue={dashboard.openReports} asOf={asOf} to={paths.adminReports} />
        <QueueFigure label={t('adminDashboard.openComplaints')} queue={dashboard.openComplaints} asOf={asOf} to={paths.adminComplaints} />
        <Figure
          label={t('adminDashboard.expiringCertificates')}
          value={String(expiring.count)}
          note={t('adminDashboard.nextExpiry', { count: expiring.count, date: formatDate(expiring.firstOn) })}
          to={paths.adminVerification}
        />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <DaysChart
          id="orders-chart-title"
          title={t('adminDashboard.ordersChart')}
          days={days}
          columns={[
            { label: ordersLabel, value: (day) => String(day.orders) },
            { label: valueLabel, value: (day) => formatBillAmount(day.value) },
          ]}
          load={() =>
            import('../lib/draw-dashboard-charts').then(
              ({ drawOrdersChart }) =>
                (canvas: HTMLCanvasElement) =>
                  drawOrdersChart(
                    canvas,
                    labels,
                    { label: ordersLabel, values: days.map((day) => day.orders) },
                    { label: valueLabel, values: days.map((day) => day.value), format: formatRupees },
                  ),
            )
          }
        />
        <DaysChart
          id="signups-chart-title"
          title={t('adminDashboard.signupsChart')}
          days={days}
          columns={[
            { label: farmersLabel, value: (day) => String(day.farmers) },
            { label: buyersLabel, value: (day) => String(day.buyers) },
          ]}
          load={() =>
            import('../lib/draw-dashboard-charts').then(
              ({ drawCountsChart }) =>
                (canvas: HTMLCanvasElement) =>
                  drawCountsChart(canvas, labels, [
                    { label: farmersLabel, values: days.map((day) => day.farmers) },
                    { label: buyersLabel, values: days.map((day) => day.buyers) },
                  ]),
            )
          }
        />
      </div>
    </>
  )
}

/** The console's first screen: the last 30 days of trade and sign-ups, and what waits for operators. */
export function OperatorDashboard() {
  const query = useOperatorDashboard()
  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">{t('adminDashboard.title')}</h1>
        <p className="text-sm text-stone-600">{t('adminDashboard.period')}</p>
      </div>
      {query.data ? (
        <DashboardFigures dashboard={query.data} />
      ) : query.isError ? (
        <p role="alert" className="text-red-800">
          {t('adminDashboard.loadFailed')}
        </p>
      ) : (
        <p role="status" className="text-stone-600">
          {t('common.loading')}
        </p>
      )}
    </div>
  )
}
