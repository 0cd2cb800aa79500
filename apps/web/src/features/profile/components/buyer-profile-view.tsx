import type { BuyerProfile } from '@app/shared/buyer-profile'
import { lngLat } from '@app/shared/fields'
import { paths } from '@app/shared/paths'
import { Fact } from '@/components/ui/fact'
import { formatMonthYear } from '@/lib/format'
import { t } from '@/lib/i18n'
import { stateName } from '@/lib/state-name'
import { ProfileViewFrame } from './profile-view-frame'

/** The buyer's stored profile, the real Member Since, and Edit Profile. */
export function BuyerProfileView({ profile }: { profile: BuyerProfile }) {
  const point = lngLat(profile.location.coordinates)
  return (
    <ProfileViewFrame
      profile={profile}
      heading={t('buyerProfile.heading')}
      subtitle={t('buyerProfile.memberSince', { date: formatMonthYear(profile.memberSince) })}
      editPath={paths.buyerProfileEdit}
      editLabel={t('buyerProfile.editButton')}
    >
      <Fact label={t('buyerProfile.email')}>{profile.email ?? t('buyerProfile.notGiven')}</Fact>
      <Fact label={t('buyerProfile.phone')}>{profile.phone}</Fact>
      <Fact label={t('buyerProfile.address')} className="sm:col-span-2">
        {profile.address}
      </Fact>
      <Fact label={t('buyerProfile.location')}>
        {t('buyerProfile.locationValue', { city: profile.location.city, state: stateName(profile.location.state) })}
      </Fact>
      <Fact label={t('buyerProfile.coordinates')}>
        {point ? t('buyerProfile.coordinatesValue', { lng: point[0], lat: point[1] }) : t('buyerProfile.notGiven')}
      </Fact>
      <Fact label={t('buyerProfile.preferences')} className="sm:col-span-2">
        <ul className="mt-1 flex flex-wrap gap-1.5">
          {profile.preferences.map((preference) => (
            <li
              key={preference}
              className="rounded-full bg-green-50 px-2.5 py-0.5 text-sm font-semibold text-green-900 ring-1 ring-green-200"
            >
              {preference}
            </li>
          ))}
        </ul>
      </Fact>
      <Fact label={t('buyerProfile.accountStatus')}>
        <span className="inline-flex items-center gap-1.5 font-semibold text-green-800">
          <span aria-hidden="true">✓</span>
          {t('buyerProfile.activeVerified')}
        </span>
      </Fact>
    </ProfileViewFrame>
  )
}
