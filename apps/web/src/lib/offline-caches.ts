/**
 * What the service worker (src/sw.ts) keeps on the phone for offline reading, and the clean-up the
 * app does at sign-out. Both sides read the names from here.
 */
export const CACHE_NAMES = {
  /** Pages as last opened, for reading them again offline. */
  pages: 'kisansetu-pages',
  /** Route chunks and catalogues: content-hashed, so a saved copy never goes stale. */
  assets: 'kisansetu-assets',
  /** Listing photos. */
  images: 'kisansetu-images',
  /** Answers to reads made without a token (Browse for a visitor, a listing, a storefront). */
  publicApi: 'kisansetu-api',
  /** Answers to reads made with a token (orders): one person's, so gone at sign-out. */
  privateApi: 'kisansetu-private-api',
} as const

/**
 * Deletes the saved answers to signed-in reads, so the next person on a shared phone does not
 * read them. Browsers without the Cache API (or with storage blocked) have nothing to delete.
 */
export async function clearPrivateCaches(): Promise<void> {
  if (typeof caches === 'undefined') return
  try {
    await caches.delete(CACHE_NAMES.privateApi)
  } catch {
    // Storage that cannot be opened holds nothing either.
  }
}
