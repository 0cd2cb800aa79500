import type { FarmerStorefront } from '@app/shared/storefront'
import { FarmerBadgeList, productPlace } from '@/components/product/product-card-parts'
import { Badge } from '@/components/ui/badge'
import { formatMonthYear } from '@/lib/format'
import { t } from '@/lib/i18n'
import { FarmerPhoto } from './farmer-photo'

/** "City, State" of the farm, or whichever the farmer gave, or ''. */
export function farmerPlace(farmer: Pick<FarmerStorefront, 'location'>): string {
  return productPlace(farmer.location)
}

/** "★ 4.5 (12 reviews)", read out in full; "No reviews yet" before the first. */
export function FarmerRating({ rating }: { rating: FarmerStorefront['rating'] }) {
  if (rating.average === null || rating.count === 0) return <p className="text-sm text-stone-700">{t('storefront.noReviews')}</p>
  return (
    <p className="text-sm text-stone-800">
      <span aria-hidden="true">
        <span className="text-amber-700">★</span>
        {` ${t('browse.ratingValue', { average: rating.average, count: rating.count })}`}
      </span>
      <span className="sr-only">{t('storefront.ratingDescription', { average: rating.average, count: rating.count })}</span>
    </p>
  )
}

/** The storefront's head: who the farmer is, where they farm, since when, and how buyers rate them. */
export function StorefrontHeader({ farmer }: { farmer: FarmerStorefront }) {
  const place = farmerPlace(farmer)
  const since = formatMonthYear(farmer.memberSince)
  return (
    <header className="flex flex-col gap-4 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:flex-row sm:items-center sm:p-6">
      <FarmerPhoto name={farmer.name} src={farmer.profileImage} size="lg" />
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <FarmerBadgeList badges={farmer.badges} size="md" />
          {/* The profile's own tick, without an approved certificate behind it: the farmer's word alone. */}
          {farmer.isCertifiedSustainable && !farmer.badges.certificate ? (
            <Badge tone="amber" size="md">
              {t('badge.selfDeclared', {
                label: farmer.certificationAuthority
                  ? t('storefront.certifiedBy', { authority: farmer.certificationAuthority })
                  : t('storefront.certified'),
              })}
            </Badge>
          ) : null}
          {farmer.demo ? (
            <Badge tone="grey" size="md">
              {t('products.demoBadge')}
            </Badge>
          ) : null}
        </div>
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{farmer.name}</h1>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-stone-700">
          {place ? <li>{place}</li> : null}
          {since ? <li>{t('storefront.memberSince', { date: since })}</li> : null}
          {farmer.farmSize !== null ? <li>{t('storefront.farmSize', { acres: farmer.farmSize })}</li> : null}
          <li>{t('storefront.listingCount', { count: farmer.listingCount })}</li>
        </ul>
        <FarmerRating rating={farmer.rating} />
      </div>
    </header>
  )
}
