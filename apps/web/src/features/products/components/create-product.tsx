import { useNavigate } from 'react-router'
import { paths } from '@app/shared/paths'
import type { ProductInput } from '@app/shared/products'
import { toast } from '@/components/ui/toast/toast-store'
import { getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import '@/lib/farmer-screen-messages'
import { useCreateFarmerProduct } from '../api/create-farmer-product'
import { ProductForm } from './product-form'
import { ProductScreen } from './product-screen'

/**
 * `/products/list`: List a New Product. After listing, the farmer goes to the listed crops
 * (SPEC.md §2). A failure is shown, not only logged (issue 3 item 5).
 */
export function CreateProduct({ farmerId }: { farmerId: string }) {
  const navigate = useNavigate()
  const creation = useCreateFarmerProduct()

  async function save(input: ProductInput) {
    try {
      await creation.mutateAsync({ ...input, farmerId })
    } catch (error) {
      toast.error(getErrorMessage(error, t('productForm.createFailed')))
      throw error
    }
    toast.success(t('products.created'))
    void navigate(paths.farmerDashboard)
  }

  return (
    <ProductScreen heading={t('productForm.createHeading')} intro={t('productForm.intro')}>
      <ProductForm onSave={save} onCancel={() => void navigate(paths.farmerDashboard)} />
    </ProductScreen>
  )
}
