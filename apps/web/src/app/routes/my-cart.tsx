import { PageTitle } from '@/components/layout/page-title'
import { CartScreen } from '@/features/cart/components/cart-screen'

/** `/mycart`: the buyer's cart and Order Summary. */
export default function MyCartRoute() {
  return (
    <>
      <PageTitle page="title.cart" />
      <CartScreen />
    </>
  )
}
