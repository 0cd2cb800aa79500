import type { ReactNode } from 'react'
import type { BuyerProfile } from '@app/shared/buyer-profile'
import { Button } from '@/components/ui/button'
import { ScreenSkeleton } from '@/components/ui/screen-skeleton'
import { getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
// The profile photo's texts (profileImage.*) belong to the farmer screens' part of the catalogue.
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

type WithProfileProps = {
  userId: string
  /** The screen's heading while the profile loads. */
  heading: string
  children: (profile: BuyerProfile | null) => ReactNode
}

function WithProfile({ userId, heading, children }: WithProfileProps) {
  const profile = useBuyerProfile(userId)
  if (profile.isPending) return <ScreenSkeleton heading={heading} width="max-w-3xl" />
  if (profile.isError) return <LoadFailed error={profile.error} />
  return children(profile.data)
}

/** `/profile/buyer`: the profile, or the create form when there is none yet. */
export function BuyerProfileScreen({ userId }: { userId: string }) {
  return (
    <WithProfile userId={userId} heading={t('title.buyerProfile')}>
      {(profile) => (profile ? <BuyerProfileView profile={profile} /> : <BuyerProfileForm profile={null} userId={userId} />)}
    </WithProfile>
  )
}

/**
 * `/profile/buyer/edit` and `/profile/buyer/create`: the same form, editing a profile or creating
 * one; `heading` is the one the address promises, shown while the profile loads.
 */
export function BuyerProfileFormScreen({ userId, heading }: { userId: string; heading: string }) {
  return (
    <WithProfile userId={userId} heading={heading}>
      {(profile) => <BuyerProfileForm profile={profile} userId={userId} />}
    </WithProfile>
  )
}
