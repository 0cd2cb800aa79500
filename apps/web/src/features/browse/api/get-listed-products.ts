import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { BrowseResponse } from '@app/shared/browse'
import { browseFilterEntries, browseSearchParams, type BrowseFilters } from '@app/shared/browse-filters'
import { BROWSE_PAGE_SIZE } from '@app/shared/limits'
import { apiRequestChecked } from '@/lib/api-client'

/**
 * GET /orderProduct/get-AllListedProduct: one page of the listed products, filtered, searched and
 * sorted by the server. The limit is always sent: without paging parameters the server answers
 * every listing up to its cap. Public: a visitor may browse before signing up.
 */
export async function getListedProducts(filters: BrowseFilters, offset: number, signal?: AbortSignal): Promise<BrowseResponse> {
  const query = browseSearchParams({ ...filters, limit: BROWSE_PAGE_SIZE, offset })
  return apiRequestChecked(`/orderProduct/get-AllListedProduct${query}`, { signal, redirectOnUnauthorized: false }, () =>
    import('@app/shared/browse').then((module) => module.BrowseResponseSchema),
  )
}

/**
 * One cache entry per list a buyer can ask for: the canonical filter entries, so the same filters
 * written in another order or case (a shared link, the server's renderer) find the same pages.
 */
export const listedProductsQueryKey = (filters: BrowseFilters) =>
  ['listed-products', Object.fromEntries(browseFilterEntries(filters))] as const

/**
 * Pages of 6 (BROWSE_PAGE_SIZE); Load More asks for the next one. Pages stay fresh for a minute,
 * so the list a buyer comes Back to from a product page (or the one rendered on the server) is
 * shown as it was, with the pages they had loaded, instead of being asked for again.
 */
export function listedProductsQueryOptions(filters: BrowseFilters) {
  return infiniteQueryOptions({
    queryKey: listedProductsQueryKey(filters),
    queryFn: ({ pageParam, signal }) => getListedProducts(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) => (lastPage.hasMore ? lastOffset + lastPage.getAllProduct.length : undefined),
    staleTime: 60_000,
  })
}

export function useListedProducts(filters: BrowseFilters) {
  return useInfiniteQuery(listedProductsQueryOptions(filters))
}
