import { useNavigate } from 'react-router'
import { productDetailsPath } from '@app/shared/paths'
import type { Product, ProductFields } from '@app/shared/products'
import { Button } from '@/components/ui/button'
import { PageLoading } from '@/components/ui/spinner'
import { getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { useFarmerProducts } from '../api/get-farmer-products'
import { useUpdateFarmerProduct } from '../api/update-farmer-product'
import type { ReactNode } from 'react'
import { ProductForm, type ListingPriceQuestion } from './product-form'
import { ProductScreen } from './product-screen'

type PriceReferenceSlot = {
  /** The market prices below the price field (composed by the route). */
  renderPriceReference?: (question: ListingPriceQuestion) => ReactNode
}

function EditForm({ product, renderPriceReference }: { product: Product } & PriceReferenceSlot) {
  const navigate = useNavigate()
  const update = useUpdateFarmerProduct()

  async function save(fields: ProductFields) {
    // The body is the whole product object as edited: the read-only fields go back as they came.
    await update.mutateAsync({ id: product._id, body: { ...product, ...fields } })
    void navigate(productDetailsPath(product._id))
  }

  return (
    <ProductForm
      product={product}
      onSave={save}
      invalidMessage={(reason) => t('productForm.updateFailed', { message: reason })}
      onCancel={() => void navigate(productDetailsPath(product._id))}
      renderPriceReference={renderPriceReference}
    />
  )
}

/**
 * `/products/edit/{id}`: loads the farmer's products, finds the one with the id and shows the
 * form; saving goes to the product's detail page.
 */
export function EditProduct({ productId, renderPriceReference }: { productId: string | undefined } & PriceReferenceSlot) {
  const products = useFarmerProducts()
  const product = productId ? products.data?.find((item) => item._id === productId) : undefined

  let body
  if (products.isPending) {
    body = <PageLoading />
  } else if (products.isError) {
    body = (
      <div className="rounded-xl bg-white p-8 text-center ring-1 ring-stone-200">
        <p className="text-stone-800">
          {t('farmerProducts.loadFailed', { message: getErrorMessage(products.error, t('farmerProducts.loadFailedFallback')) })}
        </p>
        <Button variant="secondary" className="mt-4" onClick={() => void products.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    )
  } else if (!product) {
    body = (
      <p role="alert" className="rounded-xl bg-white p-8 text-center text-stone-800 ring-1 ring-stone-200">
        {t('products.notFound')}
      </p>
    )
  } else {
    body = <EditForm key={product._id} product={product} renderPriceReference={renderPriceReference} />
  }

  return <ProductScreen heading={t('productForm.editHeading')}>{body}</ProductScreen>
}
