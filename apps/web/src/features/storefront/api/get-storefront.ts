import { queryOptions, useQuery } from '@tanstack/react-query'
import type { FarmerStorefront } from '@app/shared/storefront'
import { ApiError, apiRequestChecked } from '@/lib/api-client'

/** GET /farmers/{farmerId}: a farmer's public profile. Public; a demo account's token sees only demo farms. */
export async function getStorefront(farmerId: string, signal?: AbortSignal): Promise<FarmerStorefront> {
  return (
    await apiRequestChecked(`/farmers/${encodeURIComponent(farmerId)}`, { signal, redirectOnUnauthorized: false }, () =>
      import('@app/shared/storefront').then((module) => module.FarmerStorefrontResponseSchema),
    )
  ).farmer
}

export const storefrontQueryKey = (farmerId: string) => ['storefront', farmerId] as const

/**
 * Fresh for a minute: the server's rendering seeds this key, and hydrating must not ask again. The
 * request is not aborted when the farmer's card unmounts: the answer is small and serves the storefront next.
 */
export function storefrontQueryOptions(farmerId: string) {
  return queryOptions({
    queryKey: storefrontQueryKey(farmerId),
    queryFn: () => getStorefront(farmerId),
    staleTime: 60_000,
  })
}

export function useStorefront(farmerId: string) {
  return useQuery(storefrontQueryOptions(farmerId))
}

/** No such user, a user who is not a farmer, or an id the server cannot read: no storefront. */
export function isNoSuchFarmer(error: Error): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400)
}
