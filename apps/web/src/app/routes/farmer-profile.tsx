import { PageTitle } from '@/components/layout/page-title'
import { AccountSignInDetails } from '@/features/auth/components/account-sign-in-details'
import { useAuth } from '@/features/auth/session-store'
import { useFarmerProfile } from '@/features/profile/api/get-farmer-profile'
import { FarmerProfileScreen } from '@/features/profile/components/farmer-profile-screens'
import { FarmerChecks } from '@/features/verification/components/farmer-checks'

/** `/profile/farmer`: the farmer's profile, or the form to create it; verification and certificates; then the account's sign-in details. */
export default function FarmerProfileRoute() {
  const { user } = useAuth()
  const profile = useFarmerProfile(user?._id ?? '')
  return (
    <>
      <PageTitle page="title.farmerProfile" />
      <FarmerProfileScreen userId={user?._id ?? ''} mobile={user?.mobile ?? null} />
      {/* Once the farmer has a profile: a new farmer first fills in the form above. */}
      {profile.data ? <FarmerChecks /> : null}
      <AccountSignInDetails />
    </>
  )
}
