import { PageTitle } from '@/components/layout/page-title'
import { SetupChecklist } from '@/features/dashboards/components/setup-checklist'
import { FarmerProductList } from '@/features/products/components/farmer-product-list'

/** `/dashboard/farmer`: the new farmer's setup checklist (a sign-in lands here), then the farmer's listed crops. */
export default function FarmerProductsRoute() {
  return (
    <>
      <PageTitle page="title.farmerProducts" />
      <SetupChecklist />
      <FarmerProductList />
    </>
  )
}
