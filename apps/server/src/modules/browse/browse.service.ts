import type { BrowseQuery, BrowseResponse } from '@app/shared/browse'
import { DEFAULT_LOCALE, type Locale } from '@app/shared/messages/locales'
import type { AppDeps } from '#src/app-deps'
import { cropDisplayName } from '#src/lib/crop-names'
import type { Viewer } from '#src/lib/sandbox'
import { placeOfQuery } from '#src/modules/pincodes/pincodes.service'
import { badgesByFarmer, farmerBadges } from '#src/modules/verification/verification.service'
import { toListedProductDto } from '#src/modules/products/products.service'
import * as repo from './browse.repository'

// A listing as a buyer sees it is also the listing page's answer, which the products module owns.
export { toListedProductDto }

/**
 * The cache key of a query: every filter, the sort and the page; search ignores case, as the search
 * itself does. An unpaged query's limit is the cap, which no page reaches, and the same rows would
 * be its answer anyway.
 */
export function browseCacheKey(query: BrowseQuery, locale: Locale = DEFAULT_LOCALE): string {
  return JSON.stringify([
    locale,
    query.search.toLowerCase(),
    query.sort ?? '',
    query.category,
    query.state ?? '',
    query.organic,
    query.certified,
    query.inStock,
    query.minPrice ?? null,
    query.maxPrice ?? null,
    query.farmer ?? '',
    query.near ? [query.near.latitude, query.near.longitude] : null,
    query.radiusKm ?? null,
    query.badge ?? '',
    query.limit,
    query.offset,
  ])
}

export interface BrowseOptions {
  /** Where `total` stops counting; BROWSE_COUNT_CAP unless a test lowers it. */
  countCap?: number
  /** The language crop names and "did you mean" are given in: the request's. */
  locale?: Locale
}

/**
 * A page of every farmer's listings for the browse screen (or, unpaged, every match up to the
 * cap), with the number of matches: from the cache when another buyer asked the same within its
 * time (or is asking right now), from the database otherwise. An unpaged search or filtered list
 * is not cached: each may hold a thousand listings, and a cache full of them, one per search text
 * or filter anyone tried, would hold gigabytes; the unpaged whole list (one per sort) is what
 * those clients ask for. A PIN code becomes its point first, so a PIN and the same point share pages.
 */
export async function browseProducts(
  deps: Pick<AppDeps, 'db' | 'browseCache'>,
  asked: BrowseQuery,
  viewer: Viewer | null,
  options: BrowseOptions = {},
): Promise<BrowseResponse> {
  const near = await placeOfQuery(deps.db, asked)
  const query = { ...asked, near, pin: undefined }
  const withDistance = near !== undefined
  const locale = options.locale ?? DEFAULT_LOCALE
  const compute = async (): Promise<BrowseResponse> => {
    // The crops the search names first, in a query of their own over the small dictionary table:
    // the listings' query then holds them as constants.
    const crops = await repo.cropsOfSearch(deps.db, query.search)
    const page = await repo.findBrowsePage(deps.db, { ...query, crops }, viewer, options.countCap)
    // Nothing found for a search: the crop most like it, when one has listings to show.
    const suggested = page.total === 0 && query.search !== '' ? await repo.suggestedCrop(deps.db, query, viewer) : undefined
    const suggestion = suggested === undefined ? undefined : cropDisplayName(suggested, locale)
    const badges = page.badges
      ? badgesByFarmer(page.badges)
      : await farmerBadges(
          deps,
          page.rows.map((row) => row.product.farmerId),
        )
    return {
      getAllProduct: page.rows.map((row) => toListedProductDto(row, { withDistance, locale, badges })),
      total: page.total,
      totalCapped: page.totalCapped,
      hasMore: page.hasMore,
      ...(suggestion === undefined ? {} : { suggestion }),
    }
  }
  // Nor is an unpaged list measured from a place: one per point anyone stands at.
  if (!query.paged && (repo.narrowsList(query) || withDistance)) return compute()
  // A demo account's list is the demo sandbox's alone (lib/sandbox): cached apart from everyone's.
  const key = `${browseCacheKey(query, locale)}${viewer?.isDemo ? ' demo' : ''}${options.countCap === undefined ? '' : ` cap ${options.countCap}`}`
  return deps.browseCache.load(key, compute)
}
