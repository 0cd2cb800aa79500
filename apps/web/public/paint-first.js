// Runs the app once the page is drawn: see paintFirst() in vite.config.ts.
const tag = document.querySelector('script[data-entry]')
let started = false
/**
 * Preloads a few modules a task: each link starts a request, 2–3 ms of the main thread each in
 * Lighthouse's traces on a slow machine (four a task made tasks of 7–13 ms there).
 */
const PRELOADS_PER_TASK = 2
function preload(hrefs) {
  for (const href of hrefs.slice(0, PRELOADS_PER_TASK)) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
  if (hrefs.length > PRELOADS_PER_TASK) setTimeout(() => preload(hrefs.slice(PRELOADS_PER_TASK)))
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
