import { queryOptions, useQuery } from '@tanstack/react-query'
import { ProductResponseSchema, type Product } from '@app/shared/products'
import { apiRequest } from '@/lib/api-client'

/** GET /products/{id}: one listing, for its detail page. */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const body = await apiRequest(`/products/${encodeURIComponent(id)}`, { signal })
  return ProductResponseSchema.parse(body).product
}

// Not ['product', id]: the public product page keeps a listed product (with its farmer's name) under that key.
export const productQueryKey = (id: string) => ['farmer-product', id] as const

export function productQueryOptions(id: string) {
  return queryOptions({ queryKey: productQueryKey(id), queryFn: ({ signal }) => getProduct(id, signal) })
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id))
}
