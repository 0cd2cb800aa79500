import { PageTitle } from '@/components/layout/page-title'
import { AccountSignInDetails } from '@/features/auth/components/account-sign-in-details'
import { useAuth } from '@/features/auth/session-store'
import { FarmerProfileScreen } from '@/features/profile/components/farmer-profile-screens'

/** `/profile/farmer`: the farmer's profile, or the form to create it; then the account's sign-in details. */
export default function FarmerProfileRoute() {
  const { user } = useAuth()
  return (
    <>
      <PageTitle page="title.farmerProfile" />
      <FarmerProfileScreen userId={user?._id ?? ''} mobile={user?.mobile ?? null} />
      <AccountSignInDetails />
    </>
  )
}
