import { useState } from 'react'
import type { ListedProduct } from '@app/shared/browse'
import { BROWSE_PAGE_SIZE } from '@app/shared/limits'
import type { ListingSort } from '@app/shared/listing-filters'
import { PRODUCT_GRID_CLASS } from '@/components/product/product-card-parts'
import { ProductListHeader } from '@/components/product/product-list-header'
import { Button } from '@/components/ui/button'
import { getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import '@/lib/buyer-screen-messages'
import { useListedProducts } from '../api/get-listed-products'
import { useDebouncedValue } from '../lib/use-debounced-value'
import { BrowseProductCard, BrowseProductCardSkeleton } from './browse-product-card'

/** Search waits this long after the last key before asking the server. */
const SEARCH_DEBOUNCE_MS = 300

function Skeletons() {
  return Array.from({ length: BROWSE_PAGE_SIZE }, (_, index) => (
    <li key={index}>
      <BrowseProductCardSkeleton />
    </li>
  ))
}

interface BrowseProductsProps {
  /** Adds `quantity` (in the listing's unit) of a listing to the cart; the cart feature owns what that means and what it says. */
  onAddToCart: (product: ListedProduct, quantity: number) => void
  /** The listing being added right now, if any: its button shows the progress. */
  addingProductId: string | undefined
}

/**
 * "Browse Products": search (debounced), sort, pages of 6 from the server with Load More, and Add
 * to Cart with the quantity picked on the card. Visitors may browse too; what Add to Cart does for them is the caller's.
 */
export function BrowseProducts({ onAddToCart, addingProductId }: BrowseProductsProps) {
  const [searchText, setSearchText] = useState('')
  const [sort, setSort] = useState<ListingSort>('')
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS)
  const products = useListedProducts({ search, sort })
  const pages = products.data?.pages ?? []
  const shown = pages.flatMap((page) => page.getAllProduct)
  const total = pages[0]?.total ?? 0

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
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
        sort={{ label: t('browse.sortLabel'), value: sort, onChange: setSort }}
      />

      <p aria-live="polite" className="mt-4 min-h-6 text-sm text-stone-700">
        {products.isSuccess ? t('browse.count', { shown: shown.length, total }) : ''}
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
          <p className="rounded-xl bg-white p-8 text-center text-stone-800 ring-1 ring-stone-200">
            {search.trim() ? t('browse.empty') : t('browse.emptyAll')}
          </p>
        ) : (
          <>
            <ul className={PRODUCT_GRID_CLASS}>
              {shown.map((product) => (
                <li key={product._id}>
                  <BrowseProductCard
                    product={product}
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
    </section>
  )
}
