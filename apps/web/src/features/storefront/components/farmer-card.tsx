import { Link } from 'react-router'
import { farmerStorefrontPath } from '@app/shared/paths'
import { t } from '@/lib/i18n'
import { useStorefront } from '../api/get-storefront'
import { FarmerPhoto } from './farmer-photo'
import { FarmerRating, farmerPlace } from './storefront-header'

/**
 * Who sells a listing, on its page: photo, name (to their storefront), where they farm, how buyers
 * rate them, and the way to everything else they sell. Until the profile arrives, or if it cannot
 * be had, the name the listing carries and the links still show.
 */
export function FarmerCard({ farmerId, farmerName }: { farmerId: string; farmerName: string }) {
  const farmer = useStorefront(farmerId)
  const data = farmer.data
  const name = data?.name ?? farmerName
  const place = data ? farmerPlace(data) : ''
  return (
    <section aria-labelledby="product-farmer" className="rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-5">
      <h2 id="product-farmer" className="text-lg font-bold text-stone-900">
        {t('storefront.soldBy')}
      </h2>
      <div className="mt-3 flex items-center gap-4">
        <FarmerPhoto name={name} src={data?.profileImage ?? null} size="sm" />
        <div className="min-w-0">
          <Link
            to={farmerStorefrontPath(farmerId)}
            className="text-lg font-semibold text-green-800 underline underline-offset-4 hover:text-green-900"
          >
            {name}
          </Link>
          {place ? <p className="text-sm text-stone-700">{place}</p> : null}
          {data ? <FarmerRating rating={data.rating} /> : null}
        </div>
      </div>
      <Link
        to={farmerStorefrontPath(farmerId)}
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-green-800 underline-offset-4 hover:underline"
      >
        {t('storefront.viewAll')}
        <span aria-hidden="true">&nbsp;→</span>
      </Link>
    </section>
  )
}
