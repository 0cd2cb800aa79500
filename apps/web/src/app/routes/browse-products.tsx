import { PageTitle } from '@/components/layout/page-title'
import { useAuth } from '@/features/auth/session-store'
import { BrowseHead } from '@/features/browse/components/browse-head'
import { BrowseProducts } from '@/features/browse/components/browse-products'
import { useAddToCartAction } from '@/features/cart/api/add-to-cart'

/** `/products/browse`: every farmer's listings, for buyers and visitors. */
export default function BrowseProductsRoute() {
  const { user } = useAuth()
  const cart = useAddToCartAction(user)
  return (
    <>
      <PageTitle page="title.browse" />
      <BrowseHead />
      <BrowseProducts onAddToCart={(product, quantity) => cart.add(product._id, quantity)} addingProductId={cart.addingProductId} />
    </>
  )
}
