import { useNavigate } from 'react-router'
import { paths } from '@app/shared/paths'
import type { ProductFields } from '@app/shared/products'
import { toast } from '@/components/ui/toast/toast-store'
import { t } from '@/lib/i18n'
import '@/lib/farmer-screen-messages'
import { useCreateFarmerProduct } from '../api/create-farmer-product'
import { ProductForm } from './product-form'
import { ProductScreen } from './product-screen'

/** List a New Product. After listing, the farmer goes to the listed crops; a failure is shown, not only logged. */
export function CreateProduct({ farmerId }: { farmerId: string }) {
  const navigate = useNavigate()
  const creation = useCreateFarmerProduct()

  async function save(fields: ProductFields) {
    await creation.mutateAsync({ ...fields, farmerId })
    toast.success(t('products.created'))
    void navigate(paths.farmerDashboard)
  }

  return (
    <ProductScreen heading={t('productForm.createHeading')} intro={t('productForm.intro')}>
      <ProductForm
        onSave={save}
        failureMessage={(reason) => reason ?? t('productForm.createFailed')}
        onCancel={() => void navigate(paths.farmerDashboard)}
      />
    </ProductScreen>
  )
}
