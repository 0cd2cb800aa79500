import { useNavigate } from 'react-router'
import { paths } from '@app/shared/paths'
import type { ProductFields } from '@app/shared/products'
import { t } from '@/lib/i18n'
import { useCreateFarmerProduct } from '../api/create-farmer-product'
import type { ReactNode } from 'react'
import { ProductForm, type ListingPriceQuestion, type ProductLocation } from './product-form'
import { ProductScreen } from './product-screen'

type CreateProductProps = {
  farmerId: string
  /** The farmer profile's location, which the new listing starts from; undefined while it loads or without a profile. */
  profileLocation: ProductLocation | undefined
  /** The market prices below the price field (composed by the route). */
  renderPriceReference?: (question: ListingPriceQuestion) => ReactNode
}

/**
 * List a New Product. The listing's place starts as the farmer profile's, which the farmer may
 * change. After listing, the farmer goes to the listed crops; a failure is shown, not only logged.
 */
export function CreateProduct({ farmerId, profileLocation, renderPriceReference }: CreateProductProps) {
  const navigate = useNavigate()
  const creation = useCreateFarmerProduct()

  async function save(fields: ProductFields) {
    await creation.mutateAsync({ ...fields, farmerId })
    void navigate(paths.farmerDashboard)
  }

  return (
    <ProductScreen heading={t('productForm.createHeading')} intro={t('productForm.intro')}>
      <ProductForm
        startingLocation={profileLocation}
        onSave={save}
        onCancel={() => void navigate(paths.farmerDashboard)}
        renderPriceReference={renderPriceReference}
      />
    </ProductScreen>
  )
}
