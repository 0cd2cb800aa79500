// Runs the app once the page is drawn: see paintFirst() in vite.config.ts.
const tag = document.querySelector('script[data-entry]')
let started = false
function start() {
  if (started) return
  started = true
  for (const href of (tag.getAttribute('data-modules') ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
  import(tag.getAttribute('data-entry'))
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
