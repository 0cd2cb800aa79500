import type { BrowseQuery, BrowseResponse } from '@app/shared/browse'

/**
 * Browse pages kept in memory for a moment. The first page of the whole list and popular searches
 * are asked for by many buyers at once, and each answer costs a count over every match; a page
 * answered within the last second is as good as new. Any change to a listing made through this
 * server empties the cache at once (routes marked `changesListings`, plugins/browse-cache.ts).
 */
export interface BrowseCache {
  /**
   * The answer for `key`: a fresh stored one, the one already being computed for another request
   * (so a burst of identical requests costs one query), or `compute()`'s, stored for next time.
   */
  load(key: string, compute: () => Promise<BrowseResponse>): Promise<BrowseResponse>
  /** Listings changed: forget every answer, and every one being computed from the old data. */
  invalidate(): void
}

export interface BrowseCacheOptions {
  /** How long an answer is served; 0 turns the cache off. */
  ttlMs: number
  maxEntries?: number
  now?: () => number
}

/** The cache key of a query: search ignores case, as the search itself does. */
export function browseCacheKey(query: BrowseQuery): string {
  return JSON.stringify([query.search.toLowerCase(), query.sort ?? '', query.limit, query.offset])
}

export function createBrowseCache({ ttlMs, maxEntries = 500, now = Date.now }: BrowseCacheOptions): BrowseCache {
  const entries = new Map<string, { value: BrowseResponse; expiresAt: number }>()
  const computing = new Map<string, Promise<BrowseResponse>>()
  let generation = 0

  function store(key: string, value: BrowseResponse) {
    // A Map keeps insertion order: the first key is the oldest.
    if (entries.size >= maxEntries && !entries.has(key)) entries.delete(entries.keys().next().value!)
    entries.set(key, { value, expiresAt: now() + ttlMs })
  }

  return {
    load(key, compute) {
      if (ttlMs === 0) return compute()
      const entry = entries.get(key)
      if (entry && entry.expiresAt > now()) return Promise.resolve(entry.value)
      const pending = computing.get(key)
      if (pending) return pending
      const startedAt = generation
      const promise = compute()
        .then((value) => {
          // Read before a change to the listings: answer this request, keep it for no other.
          if (startedAt === generation) store(key, value)
          return value
        })
        .finally(() => {
          if (computing.get(key) === promise) computing.delete(key)
        })
      computing.set(key, promise)
      return promise
    },
    invalidate() {
      generation += 1
      entries.clear()
      computing.clear()
    },
  }
}
