import { Suspense } from 'react'
import type { ReactNode } from 'react'
import { paths } from '@app/shared/paths'
import type { FarmerStorefront as Storefront } from '@app/shared/storefront'
import { PageTitle } from '@/components/layout/page-title'
import { Button, LinkButton } from '@/components/ui/button'
import { PageLoading } from '@/components/ui/spinner'
import { getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { isNoSuchFarmer, useStorefront } from '../api/get-storefront'
import { StorefrontHeader } from './storefront-header'

type FarmerStorefrontProps = {
  farmerId: string
  /** The farmer's listings (Browse's list for this farmer, composed by the route). */
  renderListings: (farmer: Storefront) => ReactNode
  /** Under the header: the way to report the farmer (composed by the route). */
  renderReport?: (farmer: Storefront) => ReactNode
}

/** `/farmers/{id}`, for everyone: the farmer's header, then what they sell. */
export function FarmerStorefront({ farmerId, renderListings, renderReport }: FarmerStorefrontProps) {
  const farmer = useStorefront(farmerId)
  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      {farmer.isPending ? (
        <>
          <PageTitle page="storefront.title" />
          <PageLoading />
        </>
      ) : farmer.isError ? (
        isNoSuchFarmer(farmer.error) ? (
          <div className="rounded-xl bg-white p-8 text-center ring-1 ring-stone-200">
            <PageTitle page="storefront.notFoundTitle" />
            <h1 className="text-2xl font-bold text-stone-900">{t('storefront.notFoundTitle')}</h1>
            <p className="mt-2 text-stone-700">{t('storefront.notFoundText')}</p>
            <LinkButton to={paths.productsBrowse} className="mt-6">
              {t('productPage.browseAll')}
            </LinkButton>
          </div>
        ) : (
          <div role="alert" className="rounded-xl bg-white p-8 text-center ring-1 ring-stone-200">
            <PageTitle page="storefront.title" />
            <p className="text-stone-800">{t('storefront.loadFailed', { message: getErrorMessage(farmer.error, t('error.internal')) })}</p>
            <Button variant="secondary" className="mt-4" onClick={() => void farmer.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </div>
        )
      ) : (
        <>
          <PageTitle name={farmer.data.name} />
          <Suspense>
            <StorefrontHeader farmer={farmer.data} />
          </Suspense>
          {renderReport ? <div className="mt-2 flex justify-end">{renderReport(farmer.data)}</div> : null}
          <div className="mt-8">
            <h2 className="text-xl font-bold text-stone-900">{t('storefront.listingsHeading', { name: farmer.data.name })}</h2>
            <div className="mt-4">{renderListings(farmer.data)}</div>
          </div>
        </>
      )}
    </section>
  )
}
