import { PageTitle } from '@/components/layout/page-title'
import { OrderHistory } from '@/features/orders/components/order-history'

/** `/orders/history`: My Orders. */
export default function OrderHistoryRoute() {
  return (
    <>
      <PageTitle page="title.orderHistory" />
      <OrderHistory />
    </>
  )
}
