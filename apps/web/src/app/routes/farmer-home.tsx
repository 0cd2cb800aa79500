import { PageTitle } from '@/components/layout/page-title'
import { useAuth } from '@/features/auth/session-store'
import { FarmerWelcome } from '@/features/dashboards/components/farmer-welcome'
import { SalesDashboard } from '@/features/dashboards/components/sales-dashboard'

/** `/dashboard/farmer/home`: the farmer welcome screen, with the farmer's sales below the welcome text. */
export default function FarmerHomeRoute() {
  const { user } = useAuth()
  return (
    <>
      <PageTitle page="title.farmerHome" />
      <FarmerWelcome name={user?.name ?? ''} />
      <SalesDashboard />
    </>
  )
}
