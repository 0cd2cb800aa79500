import type { BrowseQuery, BrowseResponse, ListedProduct } from '@app/shared/browse'
import type { AppDeps } from '#src/app-deps'
import type { Viewer } from '#src/lib/sandbox'
import { toProductDto } from '#src/modules/products/products.service'
import * as repo from './browse.repository'

export function toListedProductDto(row: repo.ListedProductRow): ListedProduct {
  return { ...toProductDto(row.product, row.farmerIsDemo), farmerName: row.farmerName }
}

/**
 * The cache key of a query: search ignores case, as the search itself does. An unpaged query's
 * limit is the cap, which no page reaches, and the same rows would be its answer anyway.
 */
export function browseCacheKey(query: BrowseQuery): string {
  return JSON.stringify([query.search.toLowerCase(), query.sort ?? '', query.limit, query.offset])
}

/**
 * A page of every farmer's listings for the browse screen (or, unpaged, every match up to the
 * cap), with the number of matches: from the cache when another buyer asked the same within its
 * time (or is asking right now), from the database otherwise. An unpaged search is not cached:
 * each may hold a thousand listings, and a cache full of them, one per search text anyone
 * typed, would hold gigabytes; the unpaged whole list (one per sort) is what those clients ask for.
 */
export function browseProducts(
  deps: Pick<AppDeps, 'db' | 'browseCache'>,
  query: BrowseQuery,
  viewer: Viewer | null,
): Promise<BrowseResponse> {
  const compute = async (): Promise<BrowseResponse> => {
    const { rows, total } = await repo.findBrowsePage(deps.db, query, viewer)
    return {
      getAllProduct: rows.map(toListedProductDto),
      total,
      hasMore: query.offset + rows.length < total,
    }
  }
  if (!query.paged && query.search !== '') return compute()
  // A demo account's list is the demo sandbox's alone (lib/sandbox): cached apart from everyone's.
  return deps.browseCache.load(`${browseCacheKey(query)}${viewer?.isDemo ? ' demo' : ''}`, compute)
}
