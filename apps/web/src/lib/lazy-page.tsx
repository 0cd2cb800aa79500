import { lazy, useState, type ComponentType } from 'react'
import screenMessages from 'virtual:messages/screens'
import { messagesLoaded, requireMessages } from './i18n'
import { allStylesLoaded } from './styles'

export type LazyPage = ComponentType & {
  /** Fetches the page's chunk; resolves when it can render without suspending. */
  preload: () => Promise<void>
}

/**
 * A route's screen in its own chunk (route-level code splitting), rendered once the parts of the
 * catalogue it shows are in (the screens' part (vite.config.ts) and those its components import)
 * and the whole stylesheet with them. A `shellOnly` page (the landing page) needs neither: it
 * shows only the shell's text and classes. A page whose code is already
 * loaded renders directly instead of through `React.lazy`, so a pre-rendered page whose chunk was
 * preloaded hydrates without suspending, flashing or mismatching.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, { shellOnly = false } = {}): LazyPage {
  let loaded: ComponentType | undefined
  let pending: Promise<{ default: ComponentType }> | undefined
  const fetchModule = () => {
    // Every screen but the landing page shows text and classes beyond the shell's: they arrive with the chunk.
    if (!shellOnly) requireMessages(screenMessages)
    return (pending ??= Promise.all([load(), shellOnly || allStylesLoaded()]).then(
      async ([module]) => {
        // The parts of the catalogue the chunk's components show (lib/i18n.ts `requireMessages`).
        await messagesLoaded()
        loaded = module.default
        return module
      },
      (error: unknown) => {
        // Let a later attempt (a new navigation) try the network again.
        pending = undefined
        throw error
      },
    ))
  }
  const Suspending = lazy(fetchModule)

  function Page() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later would remount the screen.
    const [Screen] = useState<ComponentType>(() => loaded ?? Suspending)
    return <Screen />
  }
  Page.preload = () => fetchModule().then(() => undefined)
  return Page
}
