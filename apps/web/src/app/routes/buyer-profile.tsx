import { PageTitle } from '@/components/layout/page-title'
import { useAuth } from '@/features/auth/session-store'
import { BuyerProfileScreen } from '@/features/profile/components/buyer-profile-screens'
import '@/lib/buyer-screen-messages'

/** `/profile/buyer`: the buyer's profile, or the form to create it. */
export default function BuyerProfileRoute() {
  const { user } = useAuth()
  return (
    <>
      <PageTitle page="title.buyerProfile" />
      <BuyerProfileScreen userId={user?._id ?? ''} />
    </>
  )
}
