import { useQueryClient } from '@tanstack/react-query'
import { useParams, useSearchParams } from 'react-router'
import { browseFiltersFromUrl } from '@app/shared/browse-filters'
import { PageHead, usePublicSite } from '@/components/layout/page-head'
import { useAuth } from '@/features/auth/session-store'
import { listedProductsQueryOptions } from '@/features/browse/api/get-listed-products'
import { farmerListingFilters, FarmerListings } from '@/features/browse/components/farmer-listings'
import { useAddToCartAction } from '@/features/cart/api/add-to-cart'
import { ReportButton } from '@/features/reports/components/report-button'
import { storefrontQueryOptions } from '@/features/storefront/api/get-storefront'
import { FarmerStorefront } from '@/features/storefront/components/farmer-storefront'
import { storefrontHead } from '@/lib/page-head'

/**
 * The storefront's head, in the server's render: the farmer and the first listings of the page's
 * cache (the server seeds both), under the keys the storefront and its listings read.
 */
function StorefrontHead({ farmerId }: { farmerId: string }) {
  const site = usePublicSite()
  const queryClient = useQueryClient()
  const [params] = useSearchParams()
  if (!import.meta.env.SSR || !site) return null
  const farmer = queryClient.getQueryData(storefrontQueryOptions(farmerId).queryKey)
  if (!farmer) return null
  const filters = farmerListingFilters(browseFiltersFromUrl(params), farmer._id)
  const listings = queryClient.getQueryData(listedProductsQueryOptions(filters).queryKey)?.pages[0]?.getAllProduct ?? []
  return <PageHead head={storefrontHead(farmer, listings, site.publicUrl)} />
}

/** `/farmers/{id}`: a farmer's storefront, their header and their listings as Browse shows them. */
export default function StorefrontRoute() {
  const { id = '' } = useParams()
  const { user } = useAuth()
  const cart = useAddToCartAction(user)
  return (
    <>
      <StorefrontHead farmerId={id} />
      <FarmerStorefront
        key={id}
        farmerId={id}
        renderReport={(farmer) => <ReportButton target="account" targetId={farmer._id} ownerId={farmer._id} viewerId={user?._id} />}
        renderListings={(farmer) => (
          <FarmerListings
            farmerId={farmer._id}
            onAddToCart={(product, quantity) => cart.add(product._id, quantity)}
            addingProductId={cart.addingProductId}
          />
        )}
      />
    </>
  )
}
