import { PageTitle } from '@/components/layout/page-title'
import { useAuth } from '@/features/auth/session-store'
import { BuyerWelcome } from '@/features/dashboards/components/buyer-welcome'

/** `/dashboard/buyer`: the buyer landing. */
export default function BuyerHomeRoute() {
  const { user } = useAuth()
  return (
    <>
      <PageTitle page="title.buyerHome" />
      <BuyerWelcome name={user?.name ?? ''} />
    </>
  )
}
