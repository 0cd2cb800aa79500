import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ProductSavedResponseSchema, type Product, type ProductInput } from '@app/shared/products'
import { toast } from '@/components/ui/toast/toast-store'
import { apiRequest, getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { farmerProductsQueryKey } from './get-farmer-products'
import { productQueryKey } from './get-product'

/** The product fields plus `farmerId` (the server makes the signed-in farmer the owner regardless). */
export type CreateFarmerProductBody = ProductInput & { farmerId: string }

export async function createFarmerProduct(body: CreateFarmerProductBody): Promise<Product> {
  const answer = await apiRequest('/addProductByFarmer/add-productByFarmer', { method: 'POST', body })
  return ProductSavedResponseSchema.parse(answer).product
}

/**
 * Lists a product; the farmer's list shows it without loading again (newest first, as the server
 * orders it). The outcome is toasted: the server's message for a refusal, when it gave one.
 */
export function useCreateFarmerProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createFarmerProduct,
    onSuccess: (product) => {
      queryClient.setQueryData<Product[]>(farmerProductsQueryKey, (products) => (products ? [product, ...products] : products))
      queryClient.setQueryData(productQueryKey(product._id), product)
      toast.success(t('products.created'))
    },
    onError: (error) => toast.error(getErrorMessage(error, t('productForm.createFailed'))),
  })
}
