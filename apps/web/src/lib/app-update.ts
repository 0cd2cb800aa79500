import { useSyncExternalStore } from 'react'

/**
 * A newer version of the app that is installed and waiting (lib/service-worker.ts offers it). It
 * takes over only when the user asks, never by itself: a reload in the middle of a form would lose
 * what the farmer typed.
 */
let applyUpdate: (() => void) | null = null
const listeners = new Set<() => void>()

export function offerUpdate(apply: () => void): void {
  applyUpdate = apply
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The action that switches to the waiting version and reloads, or null when there is none. */
export function useUpdateOffer(): (() => void) | null {
  return useSyncExternalStore(
    subscribe,
    () => applyUpdate,
    () => null,
  )
}
