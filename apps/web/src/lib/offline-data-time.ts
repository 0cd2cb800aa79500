import { useSyncExternalStore } from 'react'

/**
 * When the data on screen was read from the server, so that offline the page can say how old it
 * is: an answer the service worker gives from the phone's saved copy keeps the server's `Date`
 * header of the day it was fetched, and a page the server drew carries the time it read its data.
 * The latest answer speaks for the screen: it is what the screen last loaded.
 */

let dataTime: number | null = null
const listeners = new Set<() => void>()

/** Records `time` (milliseconds) as when the data just shown was read. */
export function noteDataTime(time: number): void {
  if (!Number.isFinite(time) || time <= 0 || time === dataTime) return
  dataTime = time
  for (const listener of listeners) listener()
}

/** Records the `Date` of an API answer; an answer without a readable one changes nothing. */
export function noteAnswerDate(date: string | null): void {
  if (date) noteDataTime(Date.parse(date))
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** When the data on screen was read (milliseconds), or null when nothing was read yet. */
export function useDataTime(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => dataTime,
    () => null,
  )
}
