import { PageTitle } from '@/components/layout/page-title'
import { AccountSignInDetails } from '@/features/auth/components/account-sign-in-details'
import { useAuth } from '@/features/auth/session-store'
import { BuyerProfileScreen } from '@/features/profile/components/buyer-profile-screens'

/** `/profile/buyer`: the buyer's profile, or the form to create it; then the account's sign-in details. */
export default function BuyerProfileRoute() {
  const { user } = useAuth()
  return (
    <>
      <PageTitle page="title.buyerProfile" />
      <BuyerProfileScreen userId={user?._id ?? ''} />
      <AccountSignInDetails />
    </>
  )
}
