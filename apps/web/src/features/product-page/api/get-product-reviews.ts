import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { PRODUCT_REVIEWS_PAGE_SIZE } from '@app/shared/limits'
import type { ProductReviewsResponse } from '@app/shared/reviews'
import { apiRequestChecked } from '@/lib/api-client'

/** GET /products/{id}/reviews?limit&offset: a page of the listing's reviews, newest first. Public. */
export async function getProductReviews(id: string, offset: number, signal?: AbortSignal): Promise<ProductReviewsResponse> {
  const query = `?limit=${PRODUCT_REVIEWS_PAGE_SIZE}${offset ? `&offset=${offset}` : ''}`
  return apiRequestChecked(`/products/${encodeURIComponent(id)}/reviews${query}`, { signal, redirectOnUnauthorized: false }, () =>
    import('@app/shared/reviews').then((module) => module.ProductReviewsResponseSchema),
  )
}

export const productReviewsQueryKey = (id: string) => ['product-reviews', id] as const

/**
 * Pages of PRODUCT_REVIEWS_PAGE_SIZE with "Load more reviews"; fresh for a minute, like the listing
 * it belongs to. The request is not aborted when the section unmounts: a page of reviews is small,
 * its answer serves the next visit, and an aborted request would be asked again on remount.
 */
export function productReviewsQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: productReviewsQueryKey(id),
    queryFn: ({ pageParam }) => getProductReviews(id, pageParam),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) => (lastPage.hasMore ? lastOffset + lastPage.reviews.length : undefined),
    staleTime: 60_000,
  })
}

export function useProductReviews(id: string) {
  return useInfiniteQuery(productReviewsQueryOptions(id))
}
