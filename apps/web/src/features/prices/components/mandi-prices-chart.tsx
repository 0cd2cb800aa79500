import { MANDI_HISTORY_DAYS, type MandiMarketPrice } from '@app/shared/mandi'
import { ChartFigure } from '@/components/ui/chart-figure'
import { formatDate, formatRupees } from '@/lib/format'
import { t } from '@/lib/i18n'
import { unitName } from '@/lib/unit-name'

/** A day on the chart's axis: "5 Dec" (the table beside it names the year). */
function shortDay(day: string): string {
  return formatDate(day).replace(/\s\d{4}$/, '')
}

/** What a market is called on the chart: its name, and its district where that is another place. */
export function marketLabel(market: MandiMarketPrice): string {
  return market.district && market.district !== market.market
    ? t('mandiPrices.marketIn', { market: market.market, district: market.district })
    : market.market
}

/**
 * Each market's modal price over the last MANDI_HISTORY_DAYS days, one line a market, with the
 * same figures as a table (ChartFigure): Chart.js is fetched only once the chart comes near.
 * Nothing is drawn when no market has a day of history.
 */
export function MandiPricesChart({ crop, unit, markets }: { crop: string; unit: string; markets: readonly MandiMarketPrice[] }) {
  const days = [...new Set(markets.flatMap((market) => (market.history ?? []).map((day) => day.date)))].sort()
  if (days.length === 0) return null
  const byDay = markets.map((market) => new Map((market.history ?? []).map((day) => [day.date, day.modalPrice])))
  const labels = markets.map(marketLabel)
  return (
    <ChartFigure
      id="mandi-chart-title"
      title={t('mandiPrices.chartTitle', { crop, days: MANDI_HISTORY_DAYS })}
      note={t('mandiPrices.pricesIn', { unit: unitName(unit) })}
      rowHeading={t('mandiPrices.day')}
      columns={labels}
      rows={days.map((day) => ({
        key: day,
        label: formatDate(day),
        cells: byDay.map((prices) => {
          const price = prices.get(day)
          return price === undefined ? t('mandiPrices.noTrade') : formatRupees(price)
        }),
      }))}
      load={() =>
        import('../lib/draw-mandi-chart').then(
          ({ drawMandiChart }) =>
            (canvas: HTMLCanvasElement) =>
              drawMandiChart(
                canvas,
                days.map(shortDay),
                labels.map((label, index) => ({ label, values: days.map((day) => byDay[index]?.get(day) ?? null) })),
                formatRupees,
              ),
        )
      }
      redrawKey={markets}
    />
  )
}
