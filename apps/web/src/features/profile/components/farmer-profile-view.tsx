import type { FarmerProfile } from '@app/shared/farmer-profile'
import { lngLat } from '@app/shared/fields'
import { paths } from '@app/shared/paths'
import { Fact } from '@/components/ui/fact'
import { formatDate, formatRupees } from '@/lib/format'
import { t } from '@/lib/i18n'
import { stateName } from '@/lib/state-name'
import { ProfileViewFrame } from './profile-view-frame'

/** Where the farmer delivers: "Within 40 km of the farm · PIN codes 422101, 421201", or anywhere. */
function deliveryAreaText({ deliveryRadiusKm, deliveryPins }: FarmerProfile): string {
  const parts = [
    deliveryRadiusKm === null ? null : t('profile.deliveryWithinKm', { km: deliveryRadiusKm }),
    deliveryPins.length === 0 ? null : t('profile.deliveryToPins', { pins: deliveryPins.join(', ') }),
  ].filter((part) => part !== null)
  return parts.length === 0 ? t('profile.deliveryAnywhere') : parts.join(' · ')
}

/** The farmer's stored profile, with Edit Profile. */
export function FarmerProfileView({ profile }: { profile: FarmerProfile }) {
  const { location, certificationDetails: certification } = profile
  const point = lngLat(location.coordinates)
  return (
    <ProfileViewFrame
      profile={profile}
      heading={t('farmerProfile.heading')}
      subtitle={t('farmerProfile.updated', { date: formatDate(profile.updatedAt) })}
      editPath={paths.farmerProfileEdit}
      editLabel={t('farmerProfile.editButton')}
    >
      <Fact label={t('farmerProfile.email')}>{profile.email ?? t('farmerProfile.notGiven')}</Fact>
      <Fact label={t('farmerProfile.phone')}>{profile.phone}</Fact>
      <Fact label={t('farmerProfile.location')}>
        {t('farmerProfile.locationValue', { city: location.city, state: stateName(location.state), pin: location.pin })}
      </Fact>
      <Fact label={t('farmerProfile.coordinates')}>
        {point ? t('farmerProfile.coordinatesValue', { lng: point[0], lat: point[1] }) : t('farmerProfile.notGiven')}
      </Fact>
      <Fact label={t('farmerProfile.farm')}>{t('farmerProfile.farmSizeValue', { size: profile.farmSize })}</Fact>
      <Fact label={t('profile.upiId')}>{profile.upiId ?? t('profile.upiIdNone')}</Fact>
      <Fact label={t('profile.deliveryFeeView')}>{formatRupees(profile.deliveryFee)}</Fact>
      <Fact label={t('profile.deliveryAreaView')}>{deliveryAreaText(profile)}</Fact>
      <Fact label={t('profile.pickupAddress')}>{profile.pickupAddress ?? t('farmerProfile.notGiven')}</Fact>
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
                    <a
                      href={link}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-medium text-green-800 underline underline-offset-4"
                    >
                      {t('farmerProfile.document', { index: index + 1 })}
                    </a>
                  </li>
                ))}
              </ul>
            </Fact>
          ) : null}
        </>
      ) : null}
    </ProfileViewFrame>
  )
}
