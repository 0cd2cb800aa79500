import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ListedProduct } from '@app/shared/browse'
import { browseFilterEntries } from '@app/shared/browse-filters'
import { ApiError, apiRequestChecked } from '@/lib/api-client'
import { useSavedPlace, type SavedPlace } from '@/lib/saved-place'

/** The query parameters that name a place (`near` or `pin`), written as Browse writes them. */
function placeParams(place: SavedPlace): Record<string, string> {
  return Object.fromEntries(browseFilterEntries('near' in place ? { near: place.near } : { pin: place.pin }))
}

/** The server could not measure from the place (a PIN code since dropped from its directory). */
function isPlaceRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && ('near' in error.fieldErrors || 'pin' in error.fieldErrors)
}

/**
 * GET /products/{id}: one listing with its farmer's name and price per kg, for its public page;
 * with a place, also how far it is from there (`distanceKm`). The session's token goes along when
 * there is one (a demo account sees only demo farms), but an expired one does not send a visitor
 * to sign in: the page is public.
 */
export async function getListedProduct(id: string, place: SavedPlace | null = null, signal?: AbortSignal): Promise<ListedProduct> {
  const query = place ? `?${new URLSearchParams(placeParams(place)).toString()}` : ''
  try {
    return (
      await apiRequestChecked(`/products/${encodeURIComponent(id)}${query}`, { signal, redirectOnUnauthorized: false }, () =>
        import('@app/shared/browse').then((module) => module.ListedProductResponseSchema),
      )
    ).product
  } catch (error) {
    // The distance is an extra: a place the server refuses must not cost the buyer the page.
    if (place && isPlaceRefused(error)) return getListedProduct(id, null, signal)
    throw error
  }
}

export const listedProductQueryKey = (id: string) => ['product', id] as const

/**
 * Fresh for a minute, so the page the server rendered (which seeds the plain key) is not asked for
 * again as it hydrates, nor when a buyer comes Back to it. Measured from a place, the listing has
 * a key of its own under the plain one.
 */
export function listedProductQueryOptions(id: string, place: SavedPlace | null = null) {
  return queryOptions({
    queryKey: place ? [...listedProductQueryKey(id), placeParams(place)] : listedProductQueryKey(id),
    queryFn: ({ signal }) => getListedProduct(id, place, signal),
    staleTime: 60_000,
  })
}

/**
 * The listing, measured from the place the buyer last searched near on Browse when there is one.
 * The saved place is read only once the page has hydrated (the server cannot know it); until the
 * distance arrives, the listing already held under the plain key (the server's render) is shown,
 * so the page neither flashes a spinner nor differs from its HTML.
 */
export function useListedProduct(id: string) {
  const place = useSavedPlace()
  const queryClient = useQueryClient()
  return useQuery({
    ...listedProductQueryOptions(id, place),
    placeholderData: place ? () => queryClient.getQueryData(listedProductQueryKey(id)) : undefined,
  })
}

/** A listing that does not exist and an id that cannot name one (the server checks its form) both mean there is nothing to show. */
export function isNoSuchProduct(error: Error): boolean {
  return error instanceof ApiError && (error.status === 404 || (error.status === 400 && 'id' in error.fieldErrors))
}
