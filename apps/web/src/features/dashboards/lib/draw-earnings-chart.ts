import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js'

// Tree-shaken registration (not `chart.js/auto`): one bar chart needs only these, so this chunk
// carries no line, pie or time-scale code. The title is an HTML heading beside the canvas, and one
// series needs no legend.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip)

// Tailwind stone-700 and green-700: readable on white.
const TEXT = '#44403c'
const GREEN = '#15803d'

export interface EarningsBar {
  /** The week's label on the axis ("Week of 3 Mar 2025" shortened by the caller as it likes). */
  label: string
  amount: number
}

/**
 * Draws the earnings bar chart on `canvas` and returns a function that destroys it. Browser-only:
 * the dashboard imports this module lazily, once the chart is on screen. Amounts are formatted by
 * the caller (`formatAmount`), so the rupee sign and digit grouping follow lib/format.ts.
 */
export function drawEarningsChart(
  canvas: HTMLCanvasElement,
  bars: readonly EarningsBar[],
  options: { seriesLabel: string; formatAmount: (amount: number) => string },
): () => void {
  const animation = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? false : undefined
  const chart = new Chart(canvas, {
    type: 'bar',
    data: {
      labels: bars.map((bar) => bar.label),
      datasets: [{ label: options.seriesLabel, data: bars.map((bar) => bar.amount), backgroundColor: GREEN }],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation,
      color: TEXT,
      plugins: {
        legend: { display: false },
        tooltip: { callbacks: { label: (item) => options.formatAmount(item.parsed.y ?? 0) } },
      },
      scales: {
        x: { ticks: { color: TEXT } },
        y: { beginAtZero: true, ticks: { color: TEXT, callback: (value) => options.formatAmount(Number(value)) } },
      },
    },
  })
  return () => chart.destroy()
}
