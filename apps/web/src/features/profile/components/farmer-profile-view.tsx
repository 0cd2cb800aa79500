import type { ReactNode } from 'react'
import type { FarmerProfile } from '@app/shared/farmer-profile'
import { paths } from '@app/shared/paths'
import { LinkButton } from '@/components/ui/button'
import { formatDate } from '@/lib/format'
import { t } from '@/lib/i18n'

function Fact({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-sm font-semibold text-stone-700">{label}</dt>
      <dd className="mt-0.5 text-base break-words text-stone-900">{children}</dd>
    </div>
  )
}

/** SPEC.md §2 "Farmer profile": the stored profile, with Edit Profile. */
export function FarmerProfileView({ profile }: { profile: FarmerProfile }) {
  const { location, certificationDetails: certification } = profile
  const point = location.coordinates?.coordinates
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
          <p className="text-sm font-semibold tracking-wide text-green-800 uppercase">{t('farmerProfile.heading')}</p>
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{profile.name}</h1>
          <p className="mt-1 text-stone-700">{t('farmerProfile.updated', { date: formatDate(profile.updatedAt) })}</p>
        </div>
        <LinkButton to={paths.farmerProfileEdit}>{t('farmerProfile.editButton')}</LinkButton>
      </div>

      <dl className="mt-6 grid gap-5 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-2 sm:p-6">
        <Fact label={t('farmerProfile.email')}>{profile.email}</Fact>
        <Fact label={t('farmerProfile.phone')}>{profile.phone}</Fact>
        <Fact label={t('farmerProfile.location')}>{t('farmerProfile.locationValue', { city: location.city, state: location.state, pin: location.pin })}</Fact>
        <Fact label={t('farmerProfile.coordinates')}>
          {point ? t('farmerProfile.coordinatesValue', { lng: point[0], lat: point[1] }) : t('farmerProfile.notGiven')}
        </Fact>
        <Fact label={t('farmerProfile.farm')}>{t('farmerProfile.farmSizeValue', { size: profile.farmSize })}</Fact>
        <Fact label={t('farmerProfile.isCertifiedSustainable')}>
          {profile.isCertifiedSustainable ? t('farmerProfile.sustainable') : t('farmerProfile.notCertified')}
        </Fact>
        {profile.isCertifiedSustainable ? (
          <>
            <Fact label={t('farmerProfile.authority')}>{certification.authority ?? t('farmerProfile.notGiven')}</Fact>
            <Fact label={t('farmerProfile.certifiedOn')}>{formatDate(certification.certifiedOn) || t('farmerProfile.notGiven')}</Fact>
            {certification.documents.length > 0 ? (
              <Fact label={t('farmerProfile.documents')} className="sm:col-span-2">
                <ul className="list-inside list-disc">
                  {certification.documents.map((link, index) => (
                    <li key={`${index}-${link}`}>
                      <a href={link} target="_blank" rel="noopener noreferrer" className="font-medium text-green-800 underline underline-offset-4">
                        {t('farmerProfile.document', { index: index + 1 })}
                      </a>
                    </li>
                  ))}
                </ul>
              </Fact>
            ) : null}
          </>
        ) : null}
      </dl>
    </section>
  )
}
