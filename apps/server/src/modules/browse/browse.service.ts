import type { BrowseQuery, BrowseResponse, ListedProduct } from '@app/shared/browse'
import type { Db } from '#src/db/client'
import { toProductDto } from '#src/modules/products/products.service'
import { browseCacheKey, type BrowseCache } from './browse.cache'
import * as repo from './browse.repository'

export function toListedProductDto(row: repo.ListedProductRow): ListedProduct {
  return { ...toProductDto(row.product), farmerName: row.farmerName }
}

/**
 * A page of every farmer's listings for the browse screen, with the number of matches: from the
 * cache when another buyer asked the same within its time (or is asking right now), from the
 * database otherwise.
 */
export function browseProducts(db: Db, cache: BrowseCache, query: BrowseQuery): Promise<BrowseResponse> {
  return cache.load(browseCacheKey(query), async () => {
    const { rows, total } = await repo.findBrowsePage(db, query)
    return {
      getAllProduct: rows.map(toListedProductDto),
      total,
      hasMore: query.offset + rows.length < total,
    }
  })
}
