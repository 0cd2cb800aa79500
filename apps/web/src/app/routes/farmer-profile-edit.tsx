import { PageTitle } from '@/components/layout/page-title'
import { useAuth } from '@/features/auth/session-store'
import { FarmerProfileEditScreen } from '@/features/profile/components/farmer-profile-screens'

/** `/profile/farmer/edit`: Edit Farmer Profile. */
export default function FarmerProfileEditRoute() {
  const { user } = useAuth()
  return (
    <>
      <PageTitle page="title.farmerProfileEdit" />
      <FarmerProfileEditScreen userId={user?._id ?? ''} mobile={user?.mobile ?? null} />
    </>
  )
}
