import { PageTitle } from '@/components/layout/page-title'
import { BuyerRequests } from '@/features/orders/components/buyer-requests'
import '@/lib/buyer-screen-messages'

/** `/orders/received`: the farmer's Product Interest Requests. */
export default function OrdersReceivedRoute() {
  return (
    <>
      <PageTitle page="title.ordersReceived" />
      <BuyerRequests />
    </>
  )
}
