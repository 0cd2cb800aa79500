import { Suspense, useCallback } from 'react'
import { pinOfPlace } from '@app/shared/browse-filters'
import { ProductListHeader } from '@/components/product/product-list-header'
import { Button } from '@/components/ui/button'
import { t } from '@/lib/i18n'
import { forgetSavedPlace } from '@/lib/saved-place'
import { usePlace } from '@/lib/pin-place'
import { hasPlace, useRememberPlace } from '../lib/place-filters'
import { useBrowseUrl, type FilterChange, type FilterUpdate } from '../lib/use-browse-url'
import { useDraftText } from '../lib/use-draft-text'
import { ActiveFilterChips, activeFilters, CategoryChips, clearAllChange, FiltersPanel } from './browse-filters'
import { usePlaceLabel } from './near-me'
import { BrowseListings, type CartActions } from './browse-listings'

/** Search waits this long after the last key before asking the server. */
const SEARCH_DEBOUNCE_MS = 300

/**
 * The heading and the search box. The typed text lives here, so a key press redraws the box and
 * not every card (a cheap phone feels each redraw); the URL gets it once typing pauses.
 */
function BrowseHeader({ search, onChange }: { search: string; onChange: FilterUpdate }) {
  const [searchText, setSearchText] = useDraftText(
    search,
    (text) => onChange({ search: text }, { replace: true }),
    SEARCH_DEBOUNCE_MS,
    (text) => text.trim(),
  )
  return (
    <ProductListHeader
      title={t('browse.heading')}
      subtitle={<p className="mt-1 text-stone-700">{t('browse.intro')}</p>}
      idPrefix="browse"
      search={{
        label: t('browse.searchLabel'),
        placeholder: t('browse.searchPlaceholder'),
        value: searchText,
        onChange: setSearchText,
        widthClass: 'sm:w-80',
      }}
    />
  )
}

/**
 * "Browse Products": search (debounced), category chips, the filters panel (with Near me) and the
 * order, all held in the page's URL, then the list in pages of 6 with Load More and Add to Cart.
 * Visitors may browse too; what Add to Cart does for them is the caller's. The place searched near
 * is remembered on this browser for the listings' pages, until the buyer removes it.
 */
export function BrowseProducts({ onAddToCart, addingProductId }: CartActions) {
  const { filters, update: updateUrl } = useBrowseUrl()
  const active = activeFilters(filters, usePlaceLabel(filters))
  useRememberPlace(filters, usePlace(pinOfPlace(filters)).data?.district)

  const update = useCallback<FilterUpdate>(
    (change: FilterChange, options) => {
      if (hasPlace(filters) && !hasPlace({ ...filters, ...change })) forgetSavedPlace()
      updateUrl(change, options)
    },
    [filters, updateUrl],
  )

  const empty =
    active.length > 0 ? (
      <>
        <p className="font-semibold">{t('browse.emptyFiltered')}</p>
        <p className="mt-1 text-sm text-stone-700">{active.map((filter) => filter.label).join(' · ')}</p>
        <Button variant="secondary" className="mt-4" onClick={() => update(clearAllChange(filters))}>
          {t('browse.clearAll')}
        </Button>
      </>
    ) : (
      <p>{filters.search ? t('browse.empty') : t('browse.emptyAll')}</p>
    )

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      {/* Hydrated in stages after the page's own task: the search, then the chips and filters, then the cards. */}
      <Suspense>
        <BrowseHeader search={filters.search ?? ''} onChange={update} />
      </Suspense>
      <Suspense>
        <div className="mt-4">
          <CategoryChips selected={filters.category ?? []} onChange={update} />
        </div>
      </Suspense>
      <div className="mt-4 grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
        <Suspense>
          <FiltersPanel filters={filters} onChange={update} />
        </Suspense>
        <div className="min-w-0 space-y-3">
          <ActiveFilterChips filters={filters} onChange={update} />
          <BrowseListings filters={filters} empty={empty} onAddToCart={onAddToCart} addingProductId={addingProductId} />
        </div>
      </div>
    </section>
  )
}
