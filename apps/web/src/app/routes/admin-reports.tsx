import { PageTitle } from '@/components/layout/page-title'
import { ReportsQueue } from '@/features/admin/reports/components/reports-queue'

/** `/admin/reports`: the operators' queue of reported listings and accounts. */
export default function AdminReportsRoute() {
  return (
    <>
      <PageTitle page="adminReports.title" />
      <ReportsQueue />
    </>
  )
}
