/**
 * Which requests the service worker (src/sw.ts) may keep a copy of. Apart from lib/offline-caches.ts,
 * which every page loads for the sign-out clean-up, so these rules stay off the first load.
 */
/** The reads whose answers make pages readable offline: Browse, a listing and its reviews, a storefront, orders. */
const SAVED_API_READS: readonly RegExp[] = [
  /^\/api\/orderProduct\/get-AllListedProduct$/,
  /^\/api\/products\/[^/]+(?:\/reviews)?$/,
  /^\/api\/farmers\/[^/]+(?:\/.+)?$/,
  /^\/api\/orders$/,
  /^\/api\/orders\/[^/]+(?:\/reviews)?$/,
]

/** True when a URL carries a secret (a reset or verification token), which must never be stored. */
export function carriesToken(url: URL): boolean {
  return /token/i.test(url.search)
}

/** True for a same-origin API read the service worker keeps a copy of. */
export function isSavedApiRead(url: URL, origin: string): boolean {
  return url.origin === origin && !carriesToken(url) && SAVED_API_READS.some((pattern) => pattern.test(url.pathname))
}
