import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while the server renders and while the browser hydrates pre-rendered HTML, true after.
 * A fresh (non-hydrating) render is true from the start.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

/**
 * How a text box of a pre-rendered page waits for the app: read-only until the page hydrates, as
 * what was typed before would be wiped when the form or the screen's state takes the box over; a
 * box that acts on a tap (`onClick`, such as one that opens an editor) would ignore that tap, so it
 * is disabled instead. Spread onto the input.
 */
export function useTextFieldWait(props: { readOnly?: boolean; disabled?: boolean; onClick?: unknown }) {
  const hydrated = useHydrated()
  return { readOnly: props.readOnly || !hydrated, disabled: props.disabled || (props.onClick !== undefined && !hydrated) }
}
