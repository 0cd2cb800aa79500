import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { browseSearchParams, BrowseResponseSchema, type BrowseResponse } from '@app/shared/browse'
import { BROWSE_PAGE_SIZE } from '@app/shared/limits'
import type { ListingSort } from '@app/shared/listing-filters'
import { apiRequest } from '@/lib/api-client'

export type BrowseFilters = { search: string; sort: ListingSort }

/**
 * GET /orderProduct/get-AllListedProduct: one page of the listed products, searched and sorted by
 * the server. The limit is always sent: without paging parameters the server answers every
 * listing up to its cap. Public: a visitor may browse before signing up.
 */
export async function getListedProducts(filters: BrowseFilters, offset: number, signal?: AbortSignal): Promise<BrowseResponse> {
  const query = browseSearchParams({ ...filters, limit: BROWSE_PAGE_SIZE, offset })
  const body = await apiRequest(`/orderProduct/get-AllListedProduct${query}`, { signal, redirectOnUnauthorized: false })
  return BrowseResponseSchema.parse(body)
}

export const listedProductsQueryKey = (filters: BrowseFilters) => ['listed-products', filters.search.trim(), filters.sort] as const

/**
 * Pages of 6 (BROWSE_PAGE_SIZE); Load More asks for the next one. A new search or sort is a new query,
 * and its old pages are dropped at once (gcTime 0), so coming back to it starts again at 6.
 */
export function listedProductsQueryOptions(filters: BrowseFilters) {
  return infiniteQueryOptions({
    queryKey: listedProductsQueryKey(filters),
    queryFn: ({ pageParam, signal }) => getListedProducts(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) => (lastPage.hasMore ? lastOffset + lastPage.getAllProduct.length : undefined),
    gcTime: 0,
  })
}

export function useListedProducts(filters: BrowseFilters) {
  return useInfiniteQuery(listedProductsQueryOptions(filters))
}
