import { queryOptions, useQuery } from '@tanstack/react-query'
import { ListedProductResponseSchema, type ListedProduct } from '@app/shared/browse'
import { ApiError, apiRequest } from '@/lib/api-client'

/**
 * GET /products/{id}: one listing with its farmer's name and price per kg, for its public page.
 * The session's token goes along when there is one (a demo account sees only demo farms), but an
 * expired one does not send a visitor to sign in: the page is public.
 */
export async function getListedProduct(id: string, signal?: AbortSignal): Promise<ListedProduct> {
  const body = await apiRequest(`/products/${encodeURIComponent(id)}`, { signal, redirectOnUnauthorized: false })
  return ListedProductResponseSchema.parse(body).product
}

export const listedProductQueryKey = (id: string) => ['product', id] as const

/**
 * Fresh for a minute, so the page the server rendered (which seeds this key) is not asked for
 * again as it hydrates, nor when a buyer comes Back to it.
 */
export function listedProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: listedProductQueryKey(id),
    queryFn: ({ signal }) => getListedProduct(id, signal),
    staleTime: 60_000,
  })
}

export function useListedProduct(id: string) {
  return useQuery(listedProductQueryOptions(id))
}

/** A listing that does not exist and an id that cannot name one (the server checks its form) both mean there is nothing to show. */
export function isNoSuchProduct(error: Error): boolean {
  return error instanceof ApiError && (error.status === 404 || (error.status === 400 && 'id' in error.fieldErrors))
}
