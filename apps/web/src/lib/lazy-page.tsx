import { lazy, useState, type ComponentType } from 'react'

export type LazyPage = ComponentType & {
  /** Fetches the page's chunk; resolves when it can render without suspending. */
  preload: () => Promise<void>
}

/**
 * A route's screen in its own chunk (route-level code splitting). A page whose code is already
 * loaded renders directly instead of through `React.lazy`, so a pre-rendered page whose chunk was
 * preloaded hydrates without suspending, flashing or mismatching.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined
  let pending: Promise<{ default: ComponentType }> | undefined
  const fetchModule = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default
        return module
      },
      (error: unknown) => {
        // Let a later attempt (a new navigation) try the network again.
        pending = undefined
        throw error
      },
    ))
  const Suspending = lazy(fetchModule)

  function Page() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later would remount the screen.
    const [Screen] = useState<ComponentType>(() => loaded ?? Suspending)
    return <Screen />
  }
  Page.preload = () => fetchModule().then(() => undefined)
  return Page
}
