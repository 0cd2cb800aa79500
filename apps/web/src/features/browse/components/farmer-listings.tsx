import { Suspense } from 'react'
import type { BrowseFilters } from '@app/shared/browse-filters'
import { t } from '@/lib/i18n'
import { useBrowseUrl } from '../lib/use-browse-url'
import { CategoryChips, SortSelect } from './browse-filters'
import { BrowseListings, type CartActions } from './browse-listings'

/** The list a storefront asks for: the farmer's listings, with the category and order of the page's URL. */
export function farmerListingFilters(filters: BrowseFilters, farmerId: string): BrowseFilters {
  // A storefront has no place to measure from, so no nearest-first order either.
  return { category: filters.category, sort: filters.sort === 'nearest' ? undefined : filters.sort, farmer: farmerId }
}

/**
 * One farmer's listings on their storefront: Browse's list asked with `farmer`, narrowed by
 * category and ordered as on Browse (both kept in the page's URL, so Back restores them).
 */
export function FarmerListings({ farmerId, onAddToCart, addingProductId }: CartActions & { farmerId: string }) {
  const { filters, update } = useBrowseUrl()
  const own = farmerListingFilters(filters, farmerId)
  return (
    <div className="space-y-4">
      {/* Hydrated after the farmer's header, as Browse's chips and filters are; the cards follow. */}
      <Suspense>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <CategoryChips selected={filters.category ?? []} onChange={update} />
          <div className="sm:w-64">
            <SortSelect filters={own} onChange={update} />
          </div>
        </div>
      </Suspense>
      <BrowseListings
        filters={own}
        empty={<p>{filters.category ? t('browse.emptyFiltered') : t('browse.farmerEmpty')}</p>}
        onAddToCart={onAddToCart}
        addingProductId={addingProductId}
      />
    </div>
  )
}
