/**
 * Search and sort of the farmer's listed crops, done in the browser. Pure, so the screen and its
 * tests share one reading of the rules.
 */
/**
 * The farmer's list's sort: by the listed price per unit either way, or `''` to keep the order the
 * list came in ("Sort By"). The values are the browse API's sorts of the same meaning.
 */
export const LISTING_SORTS = ['', 'price_asc', 'price_desc'] as const
export type ListingSort = (typeof LISTING_SORTS)[number]

export function isListingSort(value: string): value is ListingSort {
  return (LISTING_SORTS as readonly string[]).includes(value)
}

/** The fields the rules read; any product shape that has them can be filtered. */
export type FilterableListing = {
  name: string
  category: string
  variety: string
  pricePerUnit: number
}

export type ListingFilters = { search: string; sort: ListingSort }

/**
 * Keeps the listings whose name, category or variety contains `search` (case-insensitive,
 * surrounding spaces ignored), then orders them by pricePerUnit when a sort is chosen.
 * Returns a new array; the input is left as it is. Equal prices keep their original order.
 */
export function filterAndSortListings<T extends FilterableListing>(listings: readonly T[], { search, sort }: ListingFilters): T[] {
  const needle = search.trim().toLowerCase()
  const found = needle
    ? listings.filter((listing) => [listing.name, listing.category, listing.variety].some((field) => field.toLowerCase().includes(needle)))
    : [...listings]
  if (sort === 'price_asc') return found.sort((a, b) => a.pricePerUnit - b.pricePerUnit)
  if (sort === 'price_desc') return found.sort((a, b) => b.pricePerUnit - a.pricePerUnit)
  return found
}
