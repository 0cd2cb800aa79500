import { PageTitle } from '@/components/layout/page-title'
import { ComplaintsQueue } from '@/features/admin/complaints/complaints-queue'

/** `/admin/complaints`: the operators' complaints queue. */
export default function AdminComplaintsRoute() {
  return (
    <>
      <PageTitle page="adminComplaints.title" />
      <ComplaintsQueue />
    </>
  )
}
