import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Product } from '@app/shared/products'
import { toast } from '@/components/ui/toast/toast-store'
import { apiRequest, getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { farmerProductsQueryKey } from './get-farmer-products'

export function deleteFarmerProduct(productId: string): Promise<unknown> {
  return apiRequest(`/delete-productByFarmer/${encodeURIComponent(productId)}`, { method: 'DELETE' })
}

/** A successful delete removes the product from the list at once, without fetching it again; the outcome is toasted. */
export function useDeleteFarmerProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteFarmerProduct,
    onSuccess: (_body, productId) => {
      queryClient.setQueryData<Product[]>(farmerProductsQueryKey, (products) => products?.filter((product) => product._id !== productId))
      toast.success(t('products.deleted'))
    },
    onError: (error) =>
      toast.error(t('farmerProducts.deleteFailed', { message: getErrorMessage(error, t('farmerProducts.deleteFailedFallback')) })),
  })
}
