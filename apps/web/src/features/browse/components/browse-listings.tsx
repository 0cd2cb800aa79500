import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { ListedProduct } from '@app/shared/browse'
import { browseFilterEntries, type BrowseFilters } from '@app/shared/browse-filters'
import { BROWSE_PAGE_SIZE } from '@app/shared/limits'
import { PRODUCT_GRID_CLASS } from '@/components/product/product-card-parts'
import { Button } from '@/components/ui/button'
import { getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { useListedProducts } from '../api/get-listed-products'
import { BrowseProductCard, BrowseProductCardSkeleton } from './browse-product-card'

/** The cards a phone shows as the page opens: their first photos are fetched first. */
const PRIORITY_CARDS = 2

function Skeletons() {
  return Array.from({ length: BROWSE_PAGE_SIZE }, (_, index) => (
    <li key={index}>
      <BrowseProductCardSkeleton />
    </li>
  ))
}

/**
 * A search that found nothing, and the server's nearest crop name: a link to the same list
 * searched for it (the URL holds the filters, so the list follows), the other filters kept.
 */
function DidYouMean({ filters, suggestion }: { filters: BrowseFilters; suggestion: string }) {
  const search = new URLSearchParams(browseFilterEntries({ ...filters, search: suggestion })).toString()
  return (
    <p className="mt-3 text-stone-800">
      {t('browse.didYouMean')}{' '}
      <Link
        to={{ search: `?${search}` }}
        aria-label={t('browse.searchFor', { crop: suggestion })}
        className="inline-flex min-h-6 items-center font-semibold text-green-800 underline underline-offset-4 hover:text-green-900"
      >
        {suggestion}
      </Link>
    </p>
  )
}

export type CartActions = {
  /** Adds `quantity` (in the listing's unit) of a listing to the cart; the cart feature owns what that means and what it says. */
  onAddToCart: (product: ListedProduct, quantity: number) => void
  /** The listing being added right now, if any: its button shows the progress. */
  addingProductId: string | undefined
}

type BrowseListingsProps = CartActions & {
  filters: BrowseFilters
  /** What an empty answer says: the caller knows whether filters or a search narrowed it. */
  empty: ReactNode
}

/**
 * The count, the cards in pages of 6 from the server with Load More, skeletons while loading and
 * a failed load with Try Again: Browse's list and a farmer's storefront.
 */
export function BrowseListings({ filters, empty, onAddToCart, addingProductId }: BrowseListingsProps) {
  const products = useListedProducts(filters)
  const pages = products.data?.pages ?? []
  const shown = pages.flatMap((page) => page.getAllProduct)
  const first = pages[0]
  const count = !first
    ? ''
    : first.totalCapped
      ? t('browse.countCapped', { shown: shown.length, total: first.total })
      : t('browse.count', { shown: shown.length, total: first.total })

  return (
    <div>
      <p aria-live="polite" className="min-h-6 text-sm text-stone-700">
        {products.isSuccess ? count : ''}
      </p>
      <div className="mt-4">
        {products.isPending ? (
          <div aria-busy="true">
            <p role="status" className="sr-only">
              {t('browse.loading')}
            </p>
            <ul className={PRODUCT_GRID_CLASS}>
              <Skeletons />
            </ul>
          </div>
        ) : products.isError ? (
          <div role="alert" className="rounded-xl bg-white p-8 text-center ring-1 ring-stone-200">
            <p className="text-stone-800">
              {t('browse.loadFailed', { message: getErrorMessage(products.error, t('browse.loadFailedFallback')) })}
            </p>
            <Button variant="secondary" className="mt-4" onClick={() => window.location.reload()}>
              {t('common.tryAgain')}
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <div className="rounded-xl bg-white p-8 text-center text-stone-800 ring-1 ring-stone-200">
            {empty}
            {first?.suggestion && filters.search ? <DidYouMean filters={filters} suggestion={first.suggestion} /> : null}
          </div>
        ) : (
          <>
            <ul className={PRODUCT_GRID_CLASS}>
              {shown.map((product, index) => (
                <li key={product._id}>
                  <BrowseProductCard
                    product={product}
                    priority={index < PRIORITY_CARDS}
                    adding={addingProductId === product._id}
                    onAddToCart={(quantity) => onAddToCart(product, quantity)}
                  />
                </li>
              ))}
              {products.isFetchingNextPage ? <Skeletons /> : null}
            </ul>
            {products.hasNextPage ? (
              <div className="mt-8 flex justify-center">
                <Button variant="secondary" disabled={products.isFetchingNextPage} onClick={() => void products.fetchNextPage()}>
                  {products.isFetchingNextPage ? t('browse.loadingMore') : t('browse.loadMore')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </div>
  )
}
