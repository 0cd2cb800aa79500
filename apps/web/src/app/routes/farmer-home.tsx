import { PageTitle } from '@/components/layout/page-title'
import { useAuth } from '@/features/auth/session-store'
import { FarmerWelcome } from '@/features/dashboards/components/farmer-welcome'

/** `/dashboard/farmer/home`: the farmer welcome screen. */
export default function FarmerHomeRoute() {
  const { user } = useAuth()
  return (
    <>
      <PageTitle page="title.farmerHome" />
      <FarmerWelcome name={user?.name ?? ''} />
    </>
  )
}
