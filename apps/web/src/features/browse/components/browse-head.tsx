import { useQueryClient } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { browseFiltersFromUrl } from '@app/shared/browse-filters'
import { PageHead, usePublicSite } from '@/components/layout/page-head'
import { browseHead, browseQuery } from '@/lib/page-head'
import { listedProductsQueryOptions } from '../api/get-listed-products'

/**
 * Browse's head, in the server's render: its canonical address names the filters that count, in
 * their order, and its preview shows the first listing of the page's cache (the server seeds it).
 */
export function BrowseHead() {
  const site = usePublicSite()
  const queryClient = useQueryClient()
  const [params] = useSearchParams()
  if (!import.meta.env.SSR || !site) return null
  const filters = browseFiltersFromUrl(params)
  const first = queryClient.getQueryData(listedProductsQueryOptions(filters).queryKey)?.pages[0]?.getAllProduct[0]
  return <PageHead head={browseHead(first, site.publicUrl)} query={browseQuery(filters)} />
}
