import { useQueryClient } from '@tanstack/react-query'
import { PageTitle } from '@/components/layout/page-title'
import { cartQueryKey } from '@/features/cart/api/get-cart'
import { CheckoutScreen } from '@/features/checkout/components/checkout-screen'
import { ordersQueryKey } from '@/features/orders/api/get-orders'

/** `/checkout`: the buyer's cart as one order per farmer. Placing empties the cart and adds to My Orders. */
export default function CheckoutRoute() {
  const queryClient = useQueryClient()
  return (
    <>
      <PageTitle page="title.checkout" />
      <CheckoutScreen
        onPlaced={() =>
          Promise.all([
            queryClient.invalidateQueries({ queryKey: cartQueryKey }),
            queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
          ])
        }
      />
    </>
  )
}
