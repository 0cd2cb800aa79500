import { useRef, useSyncExternalStore } from 'react'
import { useDrawWhenNear } from '@/lib/use-draw-when-near'

/** Draws on the canvas and answers what undoes the drawing. */
export type Painter = (canvas: HTMLCanvasElement) => () => void

const subscribeToNothing = () => () => {}

/**
 * Whether this browser can draw the chart when it comes near. A page the server renders assumes it
 * can, so its HTML has the chart's box and hydration finds the same; a browser without an
 * IntersectionObserver then shows the table instead.
 */
function useCanDraw(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => typeof IntersectionObserver !== 'undefined',
    () => true,
  )
}

export interface ChartRow {
  key: string
  /** The row's heading cell (a week, a day). */
  label: string
  cells: readonly string[]
}

/**
 * A chart with its figures as a table. The drawing code (Chart.js, a chunk of its own) is fetched
 * by `load` only once the figures have arrived and the chart comes near the viewport. The box has
 * a fixed height, so nothing moves when it is drawn; the table is visually hidden beside the
 * canvas for screen readers, and shown instead when the chunk cannot load or the browser has no
 * IntersectionObserver (a very old one, or a test's jsdom).
 */
export function ChartFigure({
  id,
  title,
  note,
  rowHeading,
  columns,
  rows,
  load,
  redrawKey,
}: {
  id: string
  title: string
  note?: string
  rowHeading: string
  columns: readonly string[]
  rows: readonly ChartRow[]
  load: () => Promise<Painter>
  /** New figures: the chart is drawn again. */
  redrawKey: unknown
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const hasFailed = useDrawWhenNear(
    canvasRef,
    () =>
      load().then((paint) => () => {
        const canvas = canvasRef.current
        return canvas ? paint(canvas) : undefined
      }),
    redrawKey,
  )
  const canDraw = useCanDraw()
  const showsTable = hasFailed || !canDraw

  return (
    <figure aria-labelledby={id} className="min-w-0 rounded-lg border border-stone-200 bg-white p-4">
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {note ? <p className="mt-1 text-sm text-stone-600">{note}</p> : null}
      <div hidden={showsTable} className="relative mt-3 h-64">
        <canvas ref={canvasRef} role="img" aria-label={title} />
      </div>
      {/* The wrapper, not the table, is visually hidden: browsers do not clip a table's own overflow. */}
      <div className={showsTable ? 'mt-3 max-h-96 overflow-y-auto' : 'sr-only'}>
        <table className="w-full text-left text-sm text-stone-800">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{rowHeading}</th>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, index) => (
                  <td key={columns[index] ?? index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
