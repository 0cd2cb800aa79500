import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ProductSavedResponseSchema, type Product, type ProductInput } from '@app/shared/products'
import { toast } from '@/components/ui/toast/toast-store'
import { apiRequest, getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { farmerProductsQueryKey } from './get-farmer-products'
import { productQueryKey } from './get-product'

/** The whole product object as edited; the server ignores its read-only fields. */
export type UpdateFarmerProductBody = ProductInput & Partial<Pick<Product, '_id' | 'farmerId' | 'ratings' | 'createdAt' | 'updatedAt'>>

export async function updateFarmerProduct({ id, body }: { id: string; body: UpdateFarmerProductBody }): Promise<Product> {
  const answer = await apiRequest(`/addProductByFarmer/update-productByFarmer/${encodeURIComponent(id)}`, { method: 'PATCH', body })
  return ProductSavedResponseSchema.parse(answer).product
}

/** Saves an edited product; the list and the detail page show the stored version at once. The outcome is toasted. */
export function useUpdateFarmerProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateFarmerProduct,
    onSuccess: (product) => {
      queryClient.setQueryData<Product[]>(farmerProductsQueryKey, (products) =>
        products?.map((existing) => (existing._id === product._id ? product : existing)),
      )
      queryClient.setQueryData(productQueryKey(product._id), product)
      toast.success(t('products.updated'))
    },
    onError: (error) =>
      toast.error(t('productForm.updateFailed', { message: getErrorMessage(error, t('productForm.updateFailedFallback')) })),
  })
}
