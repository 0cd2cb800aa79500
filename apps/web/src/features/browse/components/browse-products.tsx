import { ProductListHeader } from '@/components/product/product-list-header'
import { Button } from '@/components/ui/button'
import { t } from '@/lib/i18n'
import '@/lib/buyer-screen-messages'
import { useBrowseUrl } from '../lib/use-browse-url'
import { useDraftText } from '../lib/use-draft-text'
import type { FilterChange } from '../lib/use-browse-url'
import { ActiveFilterChips, activeFilters, CategoryChips, CLEAR_ALL, FiltersPanel } from './browse-filters'
import { BrowseListings, type CartActions } from './browse-listings'

/** Search waits this long after the last key before asking the server. */
const SEARCH_DEBOUNCE_MS = 300

/**
 * The heading and the search box. The typed text lives here, so a key press redraws the box and
 * not every card (a cheap phone feels each redraw); the URL gets it once typing pauses.
 */
function BrowseHeader({ search, onChange }: { search: string; onChange: (change: FilterChange, options: { replace: boolean }) => void }) {
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
 * "Browse Products": search (debounced), category chips, the filters panel and the order, all held
 * in the page's URL, then the list in pages of 6 with Load More and Add to Cart. Visitors may
 * browse too; what Add to Cart does for them is the caller's.
 */
export function BrowseProducts({ onAddToCart, addingProductId }: CartActions) {
  const { filters, update } = useBrowseUrl()
  const active = activeFilters(filters)

  const empty =
    active.length > 0 ? (
      <>
        <p className="font-semibold">{t('browse.emptyFiltered')}</p>
        <p className="mt-1 text-sm text-stone-700">{active.map((filter) => filter.label).join(' · ')}</p>
        <Button variant="secondary" className="mt-4" onClick={() => update(CLEAR_ALL)}>
          {t('browse.clearAll')}
        </Button>
      </>
    ) : (
      <p>{filters.search ? t('browse.empty') : t('browse.emptyAll')}</p>
    )

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <BrowseHeader search={filters.search ?? ''} onChange={update} />
      <div className="mt-4">
        <CategoryChips selected={filters.category ?? []} onChange={update} />
      </div>
      <div className="mt-4 grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
        <FiltersPanel filters={filters} onChange={update} />
        <div className="min-w-0 space-y-3">
          <ActiveFilterChips filters={filters} onChange={update} />
          <BrowseListings filters={filters} empty={empty} onAddToCart={onAddToCart} addingProductId={addingProductId} />
        </div>
      </div>
    </section>
  )
}
