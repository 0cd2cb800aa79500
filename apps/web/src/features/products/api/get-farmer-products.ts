import { queryOptions, useQuery } from '@tanstack/react-query'
import { FarmerProductsResponseSchema, type Product } from '@app/shared/products'
import { apiRequest, getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'

export async function getFarmerProducts(signal?: AbortSignal): Promise<Product[]> {
  const body = await apiRequest('/addProductByFarmer/get-productByFarmer', { signal })
  return FarmerProductsResponseSchema.parse(body).getAllProduct
}

export const farmerProductsQueryKey = ['farmer-products'] as const

export function farmerProductsQueryOptions() {
  return queryOptions({
    queryKey: farmerProductsQueryKey,
    queryFn: ({ signal }) => getFarmerProducts(signal),
    meta: {
      // "Error: {message}", or "Failed to fetch products" when the failure has no message.
      errorToast: (error) => t('farmerProducts.loadFailed', { message: getErrorMessage(error, t('farmerProducts.loadFailedFallback')) }),
    },
  })
}

export function useFarmerProducts() {
  return useQuery(farmerProductsQueryOptions())
}
