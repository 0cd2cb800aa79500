import { PageTitle } from '@/components/layout/page-title'
import { useAuth } from '@/features/auth/session-store'
import { BuyerProfileFormScreen } from '@/features/profile/components/buyer-profile-screens'
import { t } from '@/lib/i18n'

/** `/profile/buyer/edit`: Edit Buyer Profile (the create form while there is no profile). */
export default function BuyerProfileEditRoute() {
  const { user } = useAuth()
  return (
    <>
      <PageTitle page="title.buyerProfileEdit" />
      <BuyerProfileFormScreen userId={user?._id ?? ''} heading={t('buyerProfile.editTitle')} />
    </>
  )
}
