import { lazy, Suspense } from 'react'
import { PageTitle } from '@/components/layout/page-title'
import { useAuth } from '@/features/auth/session-store'
import { FarmerProfileScreen } from '@/features/profile/components/farmer-profile-screens'

/**
 * The account's sign-in details load after the profile: their forms check mobile numbers with
 * libphonenumber, which the profile itself does not need to show.
 */
const SignInDetails = lazy(() => import('@/features/auth/components/sign-in-details').then((module) => ({ default: module.SignInDetails })))

/** `/profile/farmer`: the farmer's profile, or the form to create it; then the account's sign-in details. */
export default function FarmerProfileRoute() {
  const { user } = useAuth()
  return (
    <>
      <PageTitle page="title.farmerProfile" />
      <FarmerProfileScreen userId={user?._id ?? ''} />
      {/* The account's own details: none in the build's shell of this screen, which knows no account. */}
      {user?._id ? (
        <Suspense fallback={null}>
          <SignInDetails />
        </Suspense>
      ) : null}
    </>
  )
}
