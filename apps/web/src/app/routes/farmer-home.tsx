import { PageTitle } from '@/components/layout/page-title'
import { useAuth } from '@/features/auth/session-store'
import { FarmerWelcome } from '@/features/dashboards/components/farmer-welcome'
import { SalesDashboard } from '@/features/dashboards/components/sales-dashboard'
import { SetupChecklist } from '@/features/dashboards/components/setup-checklist'

/** `/dashboard/farmer/home`: the new farmer's setup checklist, the welcome screen, and the farmer's sales below the welcome text. */
export default function FarmerHomeRoute() {
  const { user } = useAuth()
  return (
    <>
      <PageTitle page="title.farmerHome" />
      <SetupChecklist />
      <FarmerWelcome name={user?.name ?? ''} />
      <SalesDashboard />
    </>
  )
}
