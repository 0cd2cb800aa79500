/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { DEFAULT_LOCALE, type Locale } from '@app/shared/messages/locales'
import { localePath, splitLocalePath } from '@app/shared/paths'
import { CACHE_NAMES } from './lib/offline-caches'
import { carriesToken, isSavedApiRead } from './lib/offline-reads'

/**
 * The service worker. The build (vite.config.ts) fills `__WB_MANIFEST` with the app shell: the
 * entry script, the English catalogue and the icons (the pages carry their stylesheet).
 * Route chunks and the other languages' catalogues are saved only as they are used, so a first
 * visit on 2G downloads little beyond what the page itself asked for (from the browser's cache).
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> }

const DAY = 24 * 60 * 60
/** How long a page waits for the network before it shows the saved copy: a 2G answer can take longer. */
const NETWORK_TIMEOUT_SECONDS = 3

const manifest = self.__WB_MANIFEST

/** This build's shells (`spa.html` per language): they name this build's scripts, so each build keeps its own. */
const SHELL_CACHE = `kisansetu-shell-${hash(JSON.stringify(manifest))}`

function hash(text: string): string {
  let value = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193)
  return (value >>> 0).toString(36)
}

/** The shell of a language: what any client route of that language is drawn from. */
const shellUrl = (locale: Locale) => localePath(locale, '/spa.html')

const localeOf = (url: URL): Locale => splitLocalePath(url.pathname).locale

precacheAndRoute(manifest)
cleanupOutdatedCaches()
// The first visit's page is controlled at once, so what it reads next is saved too.
clientsClaim()

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // English and the language of every open page, so that language's shell is there offline.
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const locales = new Set<Locale>([DEFAULT_LOCALE, ...windows.map((client) => localeOf(new URL(client.url)))])
      const cache = await caches.open(SHELL_CACHE)
      await cache.addAll([...locales].map(shellUrl))
    })(),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Saved pages name the previous build's scripts, which the precache has just let go of.
      const names = await caches.keys()
      await Promise.all(
        names
          .filter((name) => name === CACHE_NAMES.pages || (name.startsWith('kisansetu-shell-') && name !== SHELL_CACHE))
          .map((name) => caches.delete(name)),
      )
    })(),
  )
})

// The page asks for this when the user chooses Reload on "A new version is ready".
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * DAY })],
})

/** Adds the shell of `locale` when a page in that language is first opened. */
async function keepShell(locale: Locale): Promise<void> {
  const cache = await caches.open(SHELL_CACHE)
  if (!(await cache.match(shellUrl(locale)))) await cache.add(shellUrl(locale))
}

/**
 * Pages: the network first; offline (or after the timeout), the copy saved when the page was last
 * opened, else the shell of the page's language, else the English shell. Pages whose address carries
 * a token (password reset, e-mail verification) are never stored.
 */
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !carriesToken(url),
  async (options) => {
    const url = options.url
    const locale = localeOf(url)
    options.event.waitUntil(keepShell(locale).catch(() => undefined))
    try {
      const response = await pages.handle(options)
      if (response) return response
    } catch {
      // No network and no saved copy of this page: the shell draws it from the saved data.
    }
    const shell = await caches.open(SHELL_CACHE)
    return (await shell.match(shellUrl(locale))) ?? (await shell.match(shellUrl(DEFAULT_LOCALE))) ?? Response.error()
  },
)

// Route chunks and catalogues: content-hashed names, so the saved copy is always right.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: CACHE_NAMES.assets,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * DAY })],
  }),
)

// Listing photos, so saved listings show their produce.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/uploads/') && request.destination === 'image',
  new CacheFirst({
    cacheName: CACHE_NAMES.images,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY })],
  }),
)

const apiPlugins = () => [
  new CacheableResponsePlugin({ statuses: [200] }),
  new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY }),
]
const publicReads = new NetworkFirst({
  cacheName: CACHE_NAMES.publicApi,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: apiPlugins(),
})
const privateReads = new NetworkFirst({
  cacheName: CACHE_NAMES.privateApi,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: apiPlugins(),
})

// The reads that make Browse, a listing, a storefront and the orders readable offline. Answers to a
// signed-in read are kept apart, and the app deletes them at sign-out (lib/offline-caches.ts).
// Only GET is ever routed; everything else (writes, /api/user/*) goes to the network untouched.
registerRoute(
  ({ url }) => isSavedApiRead(url, self.location.origin),
  (options) => (options.request.headers.has('Authorization') ? privateReads : publicReads).handle(options),
)
