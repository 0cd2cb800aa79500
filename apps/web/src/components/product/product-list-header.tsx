import type { ReactNode } from 'react'
import { isListingSort, LISTING_SORTS, type ListingSort } from '@app/shared/listing-filters'
import { t } from '@/lib/i18n'
import { useHydrated, useTextFieldWait } from '@/lib/use-hydrated'

type ProductListHeaderProps = {
  title: string
  /** Under the title: a count or an introduction. */
  subtitle: ReactNode
  /** Prefix of the search and sort controls' ids (`<idPrefix>-search`, `<idPrefix>-sort`). */
  idPrefix: string
  search: { label: string; placeholder: string; value: string; onChange: (value: string) => void; widthClass: string }
  /** The farmer's list's order; Browse keeps its own among its filters. */
  sort?: { label: string; value: ListingSort; onChange: (value: ListingSort) => void }
}

/**
 * A product list's heading with its search box (the farmer's listings, Browse Products) and, for
 * the farmer's list, its sort menu: by price either way or as the list came.
 */
export function ProductListHeader({ title, subtitle, idPrefix, search, sort }: ProductListHeaderProps) {
  const searchWait = useTextFieldWait({})
  const hydrated = useHydrated()
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div>
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
        {subtitle}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <label className="sr-only" htmlFor={`${idPrefix}-search`}>
          {search.label}
        </label>
        <input
          id={`${idPrefix}-search`}
          type="search"
          value={search.value}
          onChange={(event) => search.onChange(event.target.value)}
          {...searchWait}
          placeholder={search.placeholder}
          className={`min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-600 ${search.widthClass}`}
        />
        {sort ? (
          <>
            <label className="sr-only" htmlFor={`${idPrefix}-sort`}>
              {sort.label}
            </label>
            <select
              id={`${idPrefix}-sort`}
              value={sort.value}
              disabled={!hydrated}
              onChange={(event) => {
                if (isListingSort(event.target.value)) sort.onChange(event.target.value)
              }}
              className="min-h-11 rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900"
            >
              {LISTING_SORTS.map((value) => (
                <option key={value} value={value}>
                  {t(`productList.sort.${value || 'none'}`)}
                </option>
              ))}
            </select>
          </>
        ) : null}
      </div>
    </div>
  )
}
