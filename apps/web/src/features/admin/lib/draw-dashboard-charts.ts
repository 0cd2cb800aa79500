import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js'

// Tree-shaken registration: bars, one line and a legend, nothing else.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Legend, Tooltip)

// Tailwind stone-700, green-700, amber-600 and sky-700: readable on white and apart for most colour vision.
const TEXT = '#44403c'
const GREEN = '#15803d'
const AMBER = '#d97706'
const SKY = '#0369a1'

export interface ChartSeries {
  label: string
  values: readonly number[]
}

function baseOptions() {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? (false as const) : undefined,
    color: TEXT,
  }
}

/**
 * Orders as bars (left axis) and their value as a line (right axis, formatted by the caller), by
 * day. Answers what destroys the chart. Browser-only: imported lazily once the chart is near.
 */
export function drawOrdersChart(
  canvas: HTMLCanvasElement,
  days: readonly string[],
  orders: ChartSeries,
  value: ChartSeries & { format: (amount: number) => string },
): () => void {
  const chart = new Chart(canvas, {
    data: {
      labels: [...days],
      datasets: [
        { type: 'bar', label: orders.label, data: [...orders.values], backgroundColor: GREEN, yAxisID: 'y' },
        { type: 'line', label: value.label, data: [...value.values], borderColor: AMBER, backgroundColor: AMBER, yAxisID: 'y1' },
      ],
    },
    options: {
      ...baseOptions(),
      scales: {
        x: { ticks: { color: TEXT } },
        y: { beginAtZero: true, position: 'left', ticks: { color: TEXT, precision: 0 } },
        y1: {
          beginAtZero: true,
          position: 'right',
          grid: { drawOnChartArea: false },
          ticks: { color: TEXT, callback: (tick) => value.format(Number(tick)) },
        },
      },
    },
  })
  return () => chart.destroy()
}

/** Two series of counts side by side per day (new farmers, new buyers). */
export function drawCountsChart(
  canvas: HTMLCanvasElement,
  days: readonly string[],
  series: readonly [ChartSeries, ChartSeries],
): () => void {
  const chart = new Chart(canvas, {
    type: 'bar',
    data: {
      labels: [...days],
      datasets: series.map((one, index) => ({ label: one.label, data: [...one.values], backgroundColor: index === 0 ? GREEN : SKY })),
    },
    options: {
      ...baseOptions(),
      scales: { x: { ticks: { color: TEXT } }, y: { beginAtZero: true, ticks: { color: TEXT, precision: 0 } } },
    },
  })
  return () => chart.destroy()
}
