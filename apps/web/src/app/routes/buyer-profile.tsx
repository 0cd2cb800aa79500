import { lazy, Suspense } from 'react'
import { PageTitle } from '@/components/layout/page-title'
import { useAuth } from '@/features/auth/session-store'
import { BuyerProfileScreen } from '@/features/profile/components/buyer-profile-screens'
import '@/lib/buyer-screen-messages'

/**
 * The account's sign-in details load after the profile: their forms check mobile numbers with
 * libphonenumber, which the profile itself does not need to show.
 */
const SignInDetails = lazy(() => import('@/features/auth/components/sign-in-details').then((module) => ({ default: module.SignInDetails })))

/** `/profile/buyer`: the buyer's profile, or the form to create it; then the account's sign-in details. */
export default function BuyerProfileRoute() {
  const { user } = useAuth()
  return (
    <>
      <PageTitle page="title.buyerProfile" />
      <BuyerProfileScreen userId={user?._id ?? ''} />
      {/* The account's own details: none in the build's shell of this screen, which knows no account. */}
      {user?._id ? (
        <Suspense fallback={null}>
          <SignInDetails />
        </Suspense>
      ) : null}
    </>
  )
}
