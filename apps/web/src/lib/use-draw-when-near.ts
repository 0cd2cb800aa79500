import { useEffect, useEffectEvent, useState, type RefObject } from 'react'

/** Start fetching the drawing code this far before the block scrolls into view, so it is drawn on arrival. */
const PRELOAD_MARGIN = '200px 0px'

/**
 * Draws into a block once it comes near the viewport, so the drawing code (Chart.js, a lazily
 * loaded chunk) costs nothing until then. `load` fetches that code and answers a function that
 * draws and returns what undoes the drawing; it is not drawn when the block is gone meanwhile,
 * and undone on unmount or when `redrawKey` changes (new figures). Answers true when the code
 * could not be fetched (a dropped connection), for the caller to show its fallback. Without an
 * IntersectionObserver nothing is drawn; the caller decides what shows instead.
 */
export function useDrawWhenNear(
  target: RefObject<Element | null>,
  load: () => Promise<() => (() => void) | undefined>,
  redrawKey?: unknown,
): boolean {
  const [hasFailed, setHasFailed] = useState(false)
  const loadNow = useEffectEvent(load)

  useEffect(() => {
    const element = target.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    let isCancelled = false
    let undo: (() => void) | undefined

    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        loadNow()
          .then((draw) => {
            if (!isCancelled) undo = draw()
          })
          .catch(() => {
            if (!isCancelled) setHasFailed(true)
          })
      },
      { rootMargin: PRELOAD_MARGIN },
    )
    observer.observe(element)

    return () => {
      isCancelled = true
      observer.disconnect()
      undo?.()
    }
  }, [target, redrawKey])

  return hasFailed
}
