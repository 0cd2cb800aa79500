import { PageTitle } from '@/components/layout/page-title'
import { useAuth } from '@/features/auth/session-store'
import { BuyerProfileFormScreen } from '@/features/profile/components/buyer-profile-screens'
import { t } from '@/lib/i18n'

/** `/profile/buyer/create`: the same form as edit, creating a profile when there is none. */
export default function BuyerProfileCreateRoute() {
  const { user } = useAuth()
  return (
    <>
      <PageTitle page="title.buyerProfileCreate" />
      <BuyerProfileFormScreen userId={user?._id ?? ''} heading={t('buyerProfile.createTitle')} />
    </>
  )
}
