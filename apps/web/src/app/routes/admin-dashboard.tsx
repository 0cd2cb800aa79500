import { PageTitle } from '@/components/layout/page-title'
import { OperatorDashboard } from '@/features/admin/components/operator-dashboard'

/** `/admin`: the console's first screen, the market at a glance. */
export default function AdminDashboardRoute() {
  return (
    <>
      <PageTitle page="adminDashboard.title" />
      <OperatorDashboard />
    </>
  )
}
