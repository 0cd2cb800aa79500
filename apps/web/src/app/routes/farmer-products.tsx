import { PageTitle } from '@/components/layout/page-title'
import { FarmerProductList } from '@/features/products/components/farmer-product-list'

/** `/dashboard/farmer`: the farmer's listed crops. */
export default function FarmerProductsRoute() {
  return (
    <>
      <PageTitle page="title.farmerProducts" />
      <FarmerProductList />
    </>
  )
}
