import { useQueryClient } from '@tanstack/react-query'
import { PageHead, usePublicSite } from '@/components/layout/page-head'
import { listingHead } from '@/lib/page-head'
import { listedProductQueryOptions } from '../api/get-listed-product'
import { productReviewsQueryOptions } from '../api/get-product-reviews'

/**
 * A listing's head, in the server's render, from the listing and its first page of reviews as the
 * page's cache holds them (the server seeds both).
 */
export function ListingHead({ productId }: { productId: string }) {
  const site = usePublicSite()
  const queryClient = useQueryClient()
  if (!import.meta.env.SSR || !site) return null
  const product = queryClient.getQueryData(listedProductQueryOptions(productId).queryKey)
  if (!product) return null
  const reviews = queryClient.getQueryData(productReviewsQueryOptions(productId).queryKey)?.pages[0] ?? null
  return <PageHead head={listingHead(product, reviews, site.publicUrl)} />
}
