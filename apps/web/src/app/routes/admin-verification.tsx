import { PageTitle } from '@/components/layout/page-title'
import { ReviewQueue } from '@/features/admin/verification/components/review-queue'

/** `/admin/verification`: the operators' review queue of farmers' verifications and certificates. */
export default function AdminVerificationRoute() {
  return (
    <>
      <PageTitle page="adminVerification.title" />
      <ReviewQueue />
    </>
  )
}
