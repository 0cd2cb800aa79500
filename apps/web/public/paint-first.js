// Runs the app once the page is drawn: see paintFirst() in vite.config.ts.
const tag = document.querySelector('script[data-entry]')
let started = false
/**
 * Preloads one module a task: each link starts a request, 0.5–1.8 ms of the main thread on a fast
 * machine at rest and 2–3 ms in Lighthouse's traces on a slow one, where two a task still made
 * tasks of 14–28 ms now and then.
 */
function preload([href, ...rest]) {
  if (href === undefined) return
  const link = document.createElement('link')
  link.rel = 'modulepreload'
  link.crossOrigin = ''
  link.href = href
  document.head.append(link)
  if (rest.length > 0) setTimeout(() => preload(rest))
}
function start() {
  if (started) return
  started = true
  // The entry first: the modules it imports are requested as soon as it arrives, preloaded or not.
  import(tag.getAttribute('data-entry'))
  preload((tag.getAttribute('data-modules') ?? '').split(' ').filter(Boolean))
}
if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  start()
} else {
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    setTimeout(start)
  }).observe({ type: 'paint', buffered: true })
  setTimeout(start, 3000)
}
