import { offerUpdate } from './app-update'

/**
 * Installs the service worker (src/sw.ts), which keeps the app shell and the pages a user has read
 * for offline use. Loaded with a dynamic import once the page has loaded and the app has taken it
 * over (main.tsx), and kept to the browser's own API (no helper library), so it adds almost nothing
 * to what a phone fetches. When a newer version is installed and waiting, the user is offered a
 * reload; the new version takes over only then (the worker skips waiting on the SKIP_WAITING message).
 */
export function registerServiceWorker(): void {
  const container = navigator.serviceWorker
  const offer = (worker: ServiceWorker) =>
    offerUpdate(() => {
      container.addEventListener('controllerchange', () => window.location.reload(), { once: true })
      worker.postMessage({ type: 'SKIP_WAITING' })
    })
  container
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      // Only an update waits behind a controlling worker; the first install takes over by itself.
      if (registration.waiting && container.controller) offer(registration.waiting)
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && container.controller) offer(installing)
        })
      })
    })
    .catch((error: unknown) => {
      // The app works without it, only not offline.
      console.warn('The service worker could not be installed.', error)
    })
}
