import { useRef } from 'react'
import type { WeeklyEarning } from '@app/shared/dashboards'
import { formatBillAmount, formatDate } from '@/lib/format'
import { t } from '@/lib/i18n'
import { useDrawWhenNear } from '@/lib/use-draw-when-near'

/**
 * The "Earnings by week" bar chart. Chart.js is its own chunk, fetched only once the figures have
 * arrived and the chart comes near the viewport, so the welcome screen's first load does not carry it. The
 * box has a fixed height, so nothing moves when the bars are drawn, and a visually hidden table
 * carries the same figures for screen readers (and shows instead if the chunk cannot load).
 */
export function EarningsChart({ weeks }: { weeks: readonly WeeklyEarning[] }) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const hasFailed = useDrawWhenNear(
    canvasRef,
    () =>
      import('../lib/draw-earnings-chart').then(({ drawEarningsChart }) => () => {
        const canvas = canvasRef.current
        if (!canvas) return undefined
        return drawEarningsChart(
          canvas,
          weeks.map((week) => ({ label: formatDate(week.weekStart), amount: week.amount })),
          { seriesLabel: t('dashboard.amount'), formatAmount: formatBillAmount },
        )
      }),
    weeks,
  )
  const title = t('dashboard.earnings')
  // Without an observer (a very old browser, or a test's jsdom) the table is shown instead.
  const showsTable = hasFailed || typeof IntersectionObserver === 'undefined'

  return (
    <figure aria-labelledby="earnings-chart-title" className="min-w-0 rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="earnings-chart-title" className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('dashboard.earningsNote')}</p>
      <div hidden={showsTable} className="relative mt-3 h-64">
        <canvas ref={canvasRef} role="img" aria-label={title} />
      </div>
      {/* The wrapper, not the table, is visually hidden: browsers do not clip a table's own overflow. */}
      <div className={showsTable ? 'mt-3' : 'sr-only'}>
        <table className="w-full text-left text-sm text-stone-800">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.week')}</th>
              <th scope="col">{t('dashboard.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{formatDate(week.weekStart)}</th>
                <td>{formatBillAmount(week.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
