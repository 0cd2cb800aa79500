// On a page the server drew, starts the app once that page is on screen: the HTML and the photos
// it shows then have the connection to themselves, and the scripts follow (scripts/prerender.mjs
// writes this tag in place of the entry's own, with the entry and the modules it will need).
const tag = document.currentScript
let started = false

function start() {
  if (started) return
  started = true
  for (const href of tag.dataset.modules.split(' ').filter(Boolean)) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
  import(tag.dataset.entry)
}

if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  start()
} else {
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    start()
  }).observe({ type: 'paint', buffered: true })
  // A page drawn without text or images records no contentful paint.
  setTimeout(start, 3000)
}
