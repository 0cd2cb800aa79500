import { useEffect, useRef, useState } from 'react'

/**
 * A text box whose value lands somewhere else (the page's URL) only once typing pauses for
 * `delayMs`: search and prices ask the server once, not once per key. `committed` is the value
 * that landed; when it changes for another reason (Back, Clear all, a removed chip) the box shows
 * it, unless it already says the same thing (`normalize`: the box may hold "red " while "red" landed).
 * The third value, for the box's blur, lands a waiting change at once: whoever leaves the box has stopped
 * typing, and a change landing later, from a timer, would pull a visitor who tapped a link away
 * from the page back to the list (the list stays mounted while the next screen loads).
 */
export function useDraftText(committed: string, commit: (text: string) => void, delayMs: number, normalize: (text: string) => string) {
  const [draft, setDraft] = useState(committed)
  const [landed, setLanded] = useState(committed)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const waiting = useRef<string | undefined>(undefined)

  // Adjusting state to a new value from outside during render, as React recommends over an effect.
  if (committed !== landed) {
    setLanded(committed)
    if (normalize(draft) !== committed) setDraft(committed)
  }

  useEffect(() => () => clearTimeout(timer.current), [])

  function land() {
    clearTimeout(timer.current)
    const text = waiting.current
    waiting.current = undefined
    if (text !== undefined) commit(text)
  }

  function change(text: string) {
    setDraft(text)
    waiting.current = text
    clearTimeout(timer.current)
    timer.current = setTimeout(land, delayMs)
  }

  return [draft, change, land] as const
}
