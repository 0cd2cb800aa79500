import type { ReactNode } from 'react'
import type { BuyerProfile } from '@app/shared/buyer-profile'
import { Button } from '@/components/ui/button'
import { PageLoading } from '@/components/ui/spinner'
import { getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import '@/lib/buyer-screen-messages'
// The profile photo's texts (profileImage.*) belong to the farmer screens' part of the catalogue.
import '@/lib/farmer-screen-messages'
import { useBuyerProfile } from '../api/get-buyer-profile'
import { BuyerProfileForm } from './buyer-profile-form'
import { BuyerProfileView } from './buyer-profile-view'

function LoadFailed({ error }: { error: Error }) {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{t('buyerProfile.loadFailed')}</h1>
      <p className="mt-3 text-stone-700">{getErrorMessage(error, t('buyerProfile.loadFailedFallback'))}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t('common.tryAgain')}
      </Button>
    </div>
  )
}

function WithProfile({ userId, children }: { userId: string; children: (profile: BuyerProfile | null) => ReactNode }) {
  const profile = useBuyerProfile(userId)
  if (profile.isPending) return <PageLoading />
  if (profile.isError) return <LoadFailed error={profile.error} />
  return children(profile.data)
}

/** `/profile/buyer`: the profile, or the create form when there is none yet. */
export function BuyerProfileScreen({ userId }: { userId: string }) {
  return (
    <WithProfile userId={userId}>
      {(profile) => (profile ? <BuyerProfileView profile={profile} /> : <BuyerProfileForm profile={null} userId={userId} />)}
    </WithProfile>
  )
}

/** `/profile/buyer/edit` and `/profile/buyer/create`: the same form, editing a profile or creating one. */
export function BuyerProfileFormScreen({ userId }: { userId: string }) {
  return <WithProfile userId={userId}>{(profile) => <BuyerProfileForm profile={profile} userId={userId} />}</WithProfile>
}
