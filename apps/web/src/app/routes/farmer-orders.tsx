import { PageTitle } from '@/components/layout/page-title'
import { FarmerOrders } from '@/features/orders/components/farmer-orders'

/** `/orders/sales`: the orders buyers placed with the farmer. */
export default function FarmerOrdersRoute() {
  return (
    <>
      <PageTitle page="title.farmerOrders" />
      <FarmerOrders />
    </>
  )
}
