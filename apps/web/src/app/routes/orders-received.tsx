import { PageTitle } from '@/components/layout/page-title'
import { OrdersReceived } from '@/features/orders/components/orders-received'

/** `/orders/received`: the farmer's Product Interest Requests. */
export default function OrdersReceivedRoute() {
  return (
    <>
      <PageTitle page="title.ordersReceived" />
      <OrdersReceived />
    </>
  )
}
