let whole: Promise<void> | undefined

/**
 * Resolves once the whole stylesheet applies. A page that shows only the shell is pre-rendered
 * with the shell's smaller stylesheet, whose link names the whole one in `data-all-styles`
 * (scripts/prerender.mjs); the first screen beyond it adds the whole one and waits for it, so
 * nothing is drawn unstyled. Every other page links the whole stylesheet already.
 */
export function allStylesLoaded(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve()
  return (whole ??= new Promise<void>((resolve) => {
    const href = document.querySelector<HTMLLinkElement>('link[data-all-styles]')?.dataset.allStyles
    if (!href) return resolve()
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.crossOrigin = ''
    link.href = href
    link.onload = () => resolve()
    // A stylesheet that fails to load (offline) must not hold the screen back: its chunk's own
    // request decides whether the screen can show, and the next screen tries the stylesheet again.
    link.onerror = () => {
      link.remove()
      whole = undefined
      resolve()
    }
    document.head.append(link)
  }))
}
