import { PageTitle } from '@/components/layout/page-title'
import { useAuth } from '@/features/auth/session-store'
import { BrowseProducts } from '@/features/shopping/components/browse-products'
import '@/lib/buyer-screen-messages'

/** `/products/browse`: every farmer's listings, for buyers and visitors. */
export default function BrowseProductsRoute() {
  const { user } = useAuth()
  return (
    <>
      <PageTitle page="title.browse" />
      <BrowseProducts user={user} />
    </>
  )
}
