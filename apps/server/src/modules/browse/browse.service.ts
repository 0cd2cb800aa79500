import type { BrowseQuery, BrowseResponse, ListedProduct } from '@app/shared/browse'
import type { AppDeps } from '#src/app-deps'
import { toProductDto } from '#src/modules/products/products.service'
import * as repo from './browse.repository'

export function toListedProductDto(row: repo.ListedProductRow): ListedProduct {
  return { ...toProductDto(row.product), farmerName: row.farmerName }
}

/** The cache key of a query: search ignores case, as the search itself does. */
export function browseCacheKey(query: BrowseQuery): string {
  return JSON.stringify([query.search.toLowerCase(), query.sort ?? '', query.limit, query.offset])
}

/**
 * A page of every farmer's listings for the browse screen, with the number of matches: from the
 * cache when another buyer asked the same within its time (or is asking right now), from the
 * database otherwise.
 */
export function browseProducts(deps: Pick<AppDeps, 'db' | 'browseCache'>, query: BrowseQuery): Promise<BrowseResponse> {
  return deps.browseCache.load(browseCacheKey(query), async () => {
    const { rows, total } = await repo.findBrowsePage(deps.db, query)
    return {
      getAllProduct: rows.map(toListedProductDto),
      total,
      hasMore: query.offset + rows.length < total,
    }
  })
}
