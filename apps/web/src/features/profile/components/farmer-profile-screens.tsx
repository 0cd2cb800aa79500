import type { ReactNode } from 'react'
import type { FarmerProfile } from '@app/shared/farmer-profile'
import { Button } from '@/components/ui/button'
import { ScreenSkeleton } from '@/components/ui/screen-skeleton'
import { getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { useFarmerProfile } from '../api/get-farmer-profile'
import { FarmerProfileForm } from './farmer-profile-form'
import { FarmerProfileView } from './farmer-profile-view'

/** A failed load shows the error with a Try Again button that reloads the page. */
function LoadFailed({ error }: { error: Error }) {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{t('farmerProfile.loadFailed')}</h1>
      <p className="mt-3 text-stone-700">{getErrorMessage(error, t('farmerProfile.loadFailedFallback'))}</p>
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
  children: (profile: FarmerProfile | null) => ReactNode
}

function WithProfile({ userId, heading, children }: WithProfileProps) {
  const profile = useFarmerProfile(userId)
  if (profile.isPending) return <ScreenSkeleton heading={heading} width="max-w-3xl" />
  if (profile.isError) return <LoadFailed error={profile.error} />
  return children(profile.data)
}

type FarmerProfileScreenProps = {
  userId: string
  /** The account's verified mobile number (E.164): a new profile's phone starts from it. */
  mobile?: string | null
}

/** `/profile/farmer`: the profile, or the create form when there is none yet. */
export function FarmerProfileScreen({ userId, mobile = null }: FarmerProfileScreenProps) {
  return (
    <WithProfile userId={userId} heading={t('title.farmerProfile')}>
      {(profile) =>
        profile ? <FarmerProfileView profile={profile} /> : <FarmerProfileForm profile={null} userId={userId} mobile={mobile} />
      }
    </WithProfile>
  )
}

/** `/profile/farmer/edit`: the form, for editing (or creating, with no profile yet). */
export function FarmerProfileEditScreen({ userId, mobile = null }: FarmerProfileScreenProps) {
  return (
    <WithProfile userId={userId} heading={t('farmerProfile.editTitle')}>
      {(profile) => <FarmerProfileForm profile={profile} userId={userId} mobile={mobile} />}
    </WithProfile>
  )
}
