import type { ReactNode } from 'react'
import type { BuyerProfile } from '@app/shared/buyer-profile'
import { paths } from '@app/shared/paths'
import { LinkButton } from '@/components/ui/button'
import { t } from '@/lib/i18n'

/** "January 2024": the month the account was made, in India's time (SPEC.md §2 "Member Since"). */
const memberSinceFormat = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })

export function formatMemberSince(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : memberSinceFormat.format(date)
}

function Fact({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-sm font-semibold text-stone-700">{label}</dt>
      <dd className="mt-0.5 text-base break-words text-stone-900">{children}</dd>
    </div>
  )
}

/** SPEC.md §2 "Buyer profile": the stored profile, the real Member Since, and Edit Profile. */
export function BuyerProfileView({ profile }: { profile: BuyerProfile }) {
  const point = profile.location.coordinates?.coordinates
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex flex-col gap-6 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:flex-row sm:items-center sm:p-6">
        <div className="size-28 shrink-0 overflow-hidden rounded-full bg-stone-100 ring-1 ring-stone-300">
          {profile.profileImage ? (
            <img src={profile.profileImage} alt={t('profileImage.alt')} width={112} height={112} className="size-28 object-cover" />
          ) : (
            <span className="flex size-full items-center justify-center p-2 text-center text-sm text-stone-700">{t('profileImage.none')}</span>
          )}
        </div>
        <div className="flex-1">
          <p className="text-sm font-semibold tracking-wide text-green-800 uppercase">{t('buyerProfile.heading')}</p>
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{profile.name}</h1>
          <p className="mt-1 text-stone-700">{t('buyerProfile.memberSince', { date: formatMemberSince(profile.memberSince) })}</p>
        </div>
        <LinkButton to={paths.buyerProfileEdit}>{t('buyerProfile.editButton')}</LinkButton>
      </div>

      <dl className="mt-6 grid gap-5 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-2 sm:p-6">
        <Fact label={t('buyerProfile.email')}>{profile.email}</Fact>
        <Fact label={t('buyerProfile.phone')}>{profile.phone}</Fact>
        <Fact label={t('buyerProfile.address')} className="sm:col-span-2">
          {profile.address}
        </Fact>
        <Fact label={t('buyerProfile.location')}>
          {t('buyerProfile.locationValue', { city: profile.location.city, state: profile.location.state })}
        </Fact>
        <Fact label={t('buyerProfile.coordinates')}>
          {point ? t('buyerProfile.coordinatesValue', { lng: point[0], lat: point[1] }) : t('buyerProfile.notGiven')}
        </Fact>
        <Fact label={t('buyerProfile.preferences')} className="sm:col-span-2">
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {profile.preferences.map((preference) => (
              <li key={preference} className="rounded-full bg-green-50 px-2.5 py-0.5 text-sm font-semibold text-green-900 ring-1 ring-green-200">
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
      </dl>
    </section>
  )
}
