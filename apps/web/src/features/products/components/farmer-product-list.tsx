import { useState } from 'react'
import { Link } from 'react-router'
import { FARMER_LIST_SKELETON_CARDS } from '@app/shared/limits'
import { filterAndSortListings, type ListingSort } from '@app/shared/listing-filters'
import { paths } from '@app/shared/paths'
import { PRODUCT_GRID_CLASS } from '@/components/product/product-card-parts'
import { ProductListHeader } from '@/components/product/product-list-header'
import { Button } from '@/components/ui/button'
import { getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { useDeleteFarmerProduct } from '../api/delete-farmer-product'
import { useFarmerProducts } from '../api/get-farmer-products'
import { FarmerProductCard, FarmerProductCardSkeleton } from './farmer-product-card'

/** The farmer's listed crops: search, sort, skeletons, the card grid and delete. */
export function FarmerProductList() {
  const [search, setSearch] = useState('')
  const [sort, setSort] = useState<ListingSort>('')
  const products = useFarmerProducts()
  const deletion = useDeleteFarmerProduct()

  function deleteProduct(productId: string) {
    if (!window.confirm(t('farmerProducts.confirmDelete'))) return
    deletion.mutate(productId)
  }

  const visible = filterAndSortListings(products.data ?? [], { search, sort })

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <ProductListHeader
        title={t('farmerProducts.heading')}
        subtitle={
          products.data ? <p className="mt-1 text-sm text-stone-700">{t('farmerProducts.count', { count: visible.length })}</p> : null
        }
        idPrefix="farmer-products"
        search={{
          label: t('farmerProducts.searchLabel'),
          placeholder: t('farmerProducts.searchPlaceholder'),
          value: search,
          onChange: setSearch,
          widthClass: 'sm:w-72',
        }}
        sort={{ label: t('farmerProducts.sortLabel'), value: sort, onChange: setSort }}
      />

      <div className="mt-8">
        {products.isPending ? (
          <div aria-busy="true" className={PRODUCT_GRID_CLASS}>
            <p role="status" className="sr-only">
              {t('farmerProducts.loading')}
            </p>
            {Array.from({ length: FARMER_LIST_SKELETON_CARDS }, (_, index) => (
              <FarmerProductCardSkeleton key={index} />
            ))}
          </div>
        ) : products.isError ? (
          <div className="rounded-xl bg-white p-8 text-center ring-1 ring-stone-200">
            <p className="text-stone-800">
              {t('farmerProducts.loadFailed', { message: getErrorMessage(products.error, t('farmerProducts.loadFailedFallback')) })}
            </p>
            <Button variant="secondary" className="mt-4" onClick={() => void products.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </div>
        ) : visible.length === 0 ? (
          <p className="rounded-xl bg-white p-8 text-center text-stone-800 ring-1 ring-stone-200">
            {t('farmerProducts.empty')}{' '}
            <Link to={paths.productCreate} className="font-semibold text-green-800 underline underline-offset-4 hover:text-green-900">
              {t('farmerProducts.addNow')}
            </Link>
          </p>
        ) : (
          <ul className={PRODUCT_GRID_CLASS}>
            {visible.map((product) => (
              <li key={product._id}>
                <FarmerProductCard
                  product={product}
                  deleting={deletion.isPending && deletion.variables === product._id}
                  onDelete={() => deleteProduct(product._id)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
