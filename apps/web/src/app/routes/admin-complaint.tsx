import { useParams } from 'react-router'
import { PageTitle } from '@/components/layout/page-title'
import { ComplaintDetail } from '@/features/admin/complaints/complaint-detail'

/** `/admin/complaints/{id}`: one complaint, its order's facts and the decision. */
export default function AdminComplaintRoute() {
  const { id = '' } = useParams()
  return (
    <>
      <PageTitle page="adminComplaints.title" />
      <ComplaintDetail key={id} complaintId={id} />
    </>
  )
}
