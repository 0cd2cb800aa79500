import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js'
import { t } from '@/lib/i18n'
import { FARMER_STATISTICS, STATE_IMPACT, STATE_IMPACT_MAX_PERCENT } from '../chart-data'

// Tree-shaken registration (not `chart.js/auto`): only what two bar charts need, so this chunk
// carries no line, pie, radar or time-scale code. The titles are HTML headings beside the canvas
// (they wrap on a phone and can be read before this chunk loads), so the Title plugin is not needed.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend)

// Tailwind stone-700, green-700, amber-600 and sky-700: readable on white and told apart by
// people with red-green colour blindness (orange against blue).
const TEXT = '#44403c'
const GREEN = '#15803d'
const AMBER = '#d97706'
const BLUE = '#0369a1'
Chart.defaults.color = TEXT

/**
 * Draws the two statistics charts on the given canvases and returns a function that
 * destroys them. Browser-only: the landing page imports this module lazily, from an observer.
 */
export function drawCharts(farmersCanvas: HTMLCanvasElement, statesCanvas: HTMLCanvasElement): () => void {
  const animation = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? false : undefined

  const farmers = new Chart(farmersCanvas, {
    type: 'bar',
    data: {
      labels: FARMER_STATISTICS.map((row) => t(row.label)),
      datasets: [
        {
          label: t('landing.charts.farmers.yAxis'),
          data: FARMER_STATISTICS.map((row) => row.millions),
          backgroundColor: GREEN,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation,
      plugins: {
        legend: { display: false },
        tooltip: { callbacks: { label: (item) => t('landing.charts.farmers.tooltip', { value: item.parsed.y ?? 0 }) } },
      },
      scales: {
        y: { beginAtZero: true, title: { display: true, text: t('landing.charts.farmers.yAxis') } },
      },
    },
  })

  const states = new Chart(statesCanvas, {
    type: 'bar',
    data: {
      labels: STATE_IMPACT.map((row) => t(row.state)),
      datasets: [
        {
          label: t('landing.charts.states.middlemen'),
          data: STATE_IMPACT.map((row) => row.middlemen),
          backgroundColor: AMBER,
        },
        {
          label: t('landing.charts.states.storage'),
          data: STATE_IMPACT.map((row) => row.storage),
          backgroundColor: BLUE,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation,
      plugins: {
        legend: { position: 'top' },
        tooltip: {
          callbacks: {
            label: (item) => t('landing.charts.states.tooltip', { series: item.dataset.label ?? '', value: item.parsed.y ?? 0 }),
          },
        },
      },
      scales: {
        // Every state keeps its label on a phone: rotate them rather than skipping some.
        x: { ticks: { autoSkip: false } },
        y: {
          min: 0,
          max: STATE_IMPACT_MAX_PERCENT,
          title: { display: true, text: t('landing.charts.states.yAxis') },
        },
      },
    },
  })

  return () => {
    farmers.destroy()
    states.destroy()
  }
}
