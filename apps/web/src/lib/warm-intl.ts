import { nextTask } from '@/lib/next-task'

/**
 * The first Intl.NumberFormat a page builds loads the browser's number-formatting data: 17–68 ms
 * of the main thread on a slow machine, measured, and more on a slow phone, whatever the language.
 * That data is shared by the whole page's process, so a worker that builds one first takes it off
 * the main thread: the page's own formatters then cost under a millisecond. warmIntl starts that
 * worker as the page starts; its promise settles once the worker is done (or has failed, or after
 * WARM_INTL_WAIT_MS), and the page hydrates after it.
 */
const WARM_INTL_WAIT_MS = 1000

function warmOffThread(locale: string): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker
    try {
      worker = new Worker(new URL('./warm-intl.worker.ts', import.meta.url), { type: 'module' })
    } catch {
      resolve()
      return
    }
    const done = () => {
      clearTimeout(timer)
      worker.terminate()
      resolve()
    }
    const timer = setTimeout(done, WARM_INTL_WAIT_MS)
    worker.onmessage = done
    worker.onerror = done
    worker.postMessage(locale)
  })
}

/**
 * Loads the browser's Intl data for `locale` off the main thread where it can, then builds each
 * kind of Intl object the pages use here, a task each (numbers and rupees, plural rules for the
 * catalogue's counts, dates): without a worker, or should it not have finished, a kind still
 * costs its load, but in a task of its own, not in the page's hydrating one.
 */
export async function warmIntl(locale: string): Promise<void> {
  if (typeof Worker !== 'undefined') await warmOffThread(locale)
  const kinds = [
    () => new Intl.NumberFormat(locale).format(0),
    () => new Intl.PluralRules(locale).select(0),
    () => new Intl.DateTimeFormat(locale).format(0),
  ]
  for (const warm of kinds) {
    warm()
    await nextTask()
  }
}
