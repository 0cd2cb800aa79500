import { CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js'

// Tree-shaken registration: lines with their points and a legend, nothing else.
Chart.register(CategoryScale, LinearScale, LineController, LineElement, PointElement, Legend, Tooltip)

// Tailwind stone-700 for text; green-700, amber-600, sky-700, rose-700, violet-700 and stone-900
// for the markets (PAGE_MARKETS at most): readable on white and apart for most colour vision, with
// a dash pattern each as well, so no market is told apart by its colour alone.
const TEXT = '#44403c'
const COLOURS = ['#15803d', '#d97706', '#0369a1', '#be123c', '#6d28d9', '#1c1917'] as const
const DASHES: readonly number[][] = [[], [6, 4], [2, 3], [10, 3, 2, 3], [4, 2], [1, 5]]

export interface MarketSeries {
  label: string
  /** One value per day of the axis; null where the market did not trade. */
  values: readonly (number | null)[]
}

/**
 * Each market's modal price as a line over the days (`days`, labels already in the page's
 * language), prices formatted by the caller. Answers what destroys the chart. Browser-only:
 * imported lazily once the chart is near.
 */
export function drawMandiChart(
  canvas: HTMLCanvasElement,
  days: readonly string[],
  markets: readonly MarketSeries[],
  formatPrice: (amount: number) => string,
): () => void {
  const chart = new Chart(canvas, {
    type: 'line',
    data: {
      labels: [...days],
      datasets: markets.map((market, index) => ({
        label: market.label,
        data: [...market.values],
        borderColor: COLOURS[index % COLOURS.length],
        backgroundColor: COLOURS[index % COLOURS.length],
        borderDash: DASHES[index % DASHES.length],
        pointRadius: 2,
        // A day a market did not trade leaves no gap in its line.
        spanGaps: true,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? false : undefined,
      color: TEXT,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { position: 'bottom', labels: { color: TEXT, boxWidth: 16 } },
        tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${formatPrice(item.parsed.y ?? 0)}` } },
      },
      scales: {
        x: { ticks: { color: TEXT, maxRotation: 0, autoSkip: true, maxTicksLimit: 6 } },
        y: { ticks: { color: TEXT, callback: (value) => formatPrice(Number(value)) } },
      },
    },
  })
  return () => chart.destroy()
}
