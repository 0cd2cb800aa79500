import { useEffect, useRef, useState } from 'react'

/**
 * A text box whose value lands somewhere else (the page's URL) only once typing pauses for
 * `delayMs`: search and prices ask the server once, not once per key. `committed` is the value
 * that landed; when it changes for another reason (Back, Clear all, a removed chip) the box shows
 * it, unless it already says the same thing (`normalize`: the box may hold "red " while "red" landed).
 */
export function useDraftText(committed: string, commit: (text: string) => void, delayMs: number, normalize: (text: string) => string) {
  const [draft, setDraft] = useState(committed)
  const [landed, setLanded] = useState(committed)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // Adjusting state to a new value from outside during render, as React recommends over an effect.
  if (committed !== landed) {
    setLanded(committed)
    if (normalize(draft) !== committed) setDraft(committed)
  }

  useEffect(() => () => clearTimeout(timer.current), [])

  function change(text: string) {
    setDraft(text)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => commit(text), delayMs)
  }

  return [draft, change] as const
}
