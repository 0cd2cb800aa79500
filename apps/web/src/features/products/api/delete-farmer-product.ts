import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Product } from '@app/shared/products'
import { apiRequest } from '@/lib/api-client'
import { farmerProductsQueryKey } from './get-farmer-products'

export function deleteFarmerProduct(productId: string): Promise<unknown> {
  return apiRequest(`/delete-productByFarmer/${encodeURIComponent(productId)}`, { method: 'DELETE' })
}

/** A successful delete removes the product from the list at once, without fetching it again. */
export function useDeleteFarmerProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteFarmerProduct,
    onSuccess: (_body, productId) => {
      queryClient.setQueryData<Product[]>(farmerProductsQueryKey, (products) => products?.filter((product) => product._id !== productId))
    },
  })
}
