import { type RefObject, useRef } from 'react'
import { t } from '@/lib/i18n'
import { useDrawWhenNear } from '@/lib/use-draw-when-near'
import { FARMER_STATISTICS, STATE_IMPACT } from '../chart-data'

/**
 * The informational block about farmers and middlemen with its two bar charts.
 * Chart.js is its own chunk, fetched only when the block comes near the viewport, so it costs
 * nothing on the landing page's first load. Each chart's box has a fixed height, so nothing moves
 * when it is drawn, and a visually hidden table carries the same numbers for screen readers.
 */
export function MiddlemenCharts() {
  const sectionRef = useRef<HTMLElement>(null)
  const farmersRef = useRef<HTMLCanvasElement>(null)
  const statesRef = useRef<HTMLCanvasElement>(null)
  // If the chunk cannot be fetched (a dropped connection), the tables are shown instead.
  const hasFailed = useDrawWhenNear(sectionRef, () =>
    import('../lib/draw-charts').then(({ drawCharts }) => () => {
      if (!farmersRef.current || !statesRef.current) return undefined
      return drawCharts(farmersRef.current, statesRef.current)
    }),
  )

  return (
    <section ref={sectionRef} aria-labelledby="landing-middlemen" className="bg-stone-50 py-12">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="landing-middlemen" className="text-center text-2xl font-bold text-stone-900">
          {t('landing.middlemen.heading')}
        </h2>
        <p className="mx-auto mt-3 max-w-3xl text-center text-stone-700">{t('landing.middlemen.text')}</p>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <ChartFigure
            id="chart-farmers"
            title={t('landing.charts.farmers.title')}
            canvasRef={farmersRef}
            hasFailed={hasFailed}
            head={[t('landing.charts.farmers.group'), t('landing.charts.farmers.yAxis')]}
            rows={FARMER_STATISTICS.map((row) => [t(row.label), t('landing.charts.farmers.tooltip', { value: row.millions })])}
          />
          <ChartFigure
            id="chart-states"
            title={t('landing.charts.states.title')}
            canvasRef={statesRef}
            hasFailed={hasFailed}
            head={[t('landing.charts.states.state'), t('landing.charts.states.middlemen'), t('landing.charts.states.storage')]}
            rows={STATE_IMPACT.map((row) => [t(row.state), String(row.middlemen), String(row.storage)])}
          />
        </div>
      </div>
    </section>
  )
}

type ChartFigureProps = {
  id: string
  title: string
  canvasRef: RefObject<HTMLCanvasElement | null>
  hasFailed: boolean
  /** Column headings of the data table. */
  head: string[]
  /** One row per bar group; the first cell names it. */
  rows: string[][]
}

function ChartFigure({ id, title, canvasRef, hasFailed, head, rows }: ChartFigureProps) {
  return (
    <figure aria-labelledby={`${id}-title`} className="min-w-0 rounded-lg border border-stone-200 bg-white p-4">
      <h3 id={`${id}-title`} className="text-center font-semibold text-balance text-stone-900">
        {title}
      </h3>
      <div hidden={hasFailed} className="relative mt-3 h-80">
        <canvas ref={canvasRef} role="img" aria-label={title} />
      </div>
      {/* The wrapper, not the table, is visually hidden: browsers do not clip a table's own overflow. */}
      <div className={hasFailed ? 'mt-3' : 'sr-only'}>
        <table className="w-full text-left text-sm text-stone-800">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              {head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, ...cells]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                {cells.map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className="mt-3 text-center text-sm text-stone-600">{t('landing.charts.source')}</figcaption>
    </figure>
  )
}
