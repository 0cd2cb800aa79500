import type { WeeklyEarning } from '@app/shared/dashboards'
import { ChartFigure } from '@/components/ui/chart-figure'
import { formatBillAmount, formatDate } from '@/lib/format'
import { t } from '@/lib/i18n'

/**
 * The "Earnings by week" bar chart, with the same figures as a table (ChartFigure): Chart.js is
 * fetched only once the chart comes near, so the welcome screen's first load does not carry it.
 */
export function EarningsChart({ weeks }: { weeks: readonly WeeklyEarning[] }) {
  const amountLabel = t('dashboard.amount')
  return (
    <ChartFigure
      id="earnings-chart-title"
      title={t('dashboard.earnings')}
      note={t('dashboard.earningsNote')}
      rowHeading={t('dashboard.week')}
      columns={[amountLabel]}
      rows={weeks.map((week) => ({ key: week.weekStart, label: formatDate(week.weekStart), cells: [formatBillAmount(week.amount)] }))}
      load={() =>
        import('../lib/draw-earnings-chart').then(
          ({ drawEarningsChart }) =>
            (canvas: HTMLCanvasElement) =>
              drawEarningsChart(
                canvas,
                weeks.map((week) => ({ label: formatDate(week.weekStart), amount: week.amount })),
                { seriesLabel: amountLabel, formatAmount: formatBillAmount },
              ),
        )
      }
      redrawKey={weeks}
    />
  )
}
