import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Place } from '@app/shared/pincodes'
import { ApiError, apiRequestChecked } from '@/lib/api-client'

/** GET /pincodes/{pin}: the district and state a PIN code names, which Browse and checkout show a buyer. Public. */
export async function getPlace(pin: string, signal?: AbortSignal): Promise<Place> {
  // No token: the answer is the same for everyone, and a shared cache may keep it.
  return apiRequestChecked(`/pincodes/${encodeURIComponent(pin)}`, { signal, auth: false }, () =>
    import('@app/shared/pincodes').then((module) => module.PlaceSchema),
  )
}

/**
 * A PIN code's place changes only when the directory is reloaded, and the server lets it be
 * cached for a day: the browser keeps it as long as the page is open (a place is a few words, and
 * a visitor looks up a handful). Never collected, a place's entry also sets no timer, which Browse
 * would otherwise start while hydrating, for the entry of no PIN code.
 */
export function placeQueryOptions(pin: string) {
  return queryOptions({
    queryKey: ['place', pin] as const,
    queryFn: ({ signal }) => getPlace(pin, signal),
    staleTime: Infinity,
    gcTime: Infinity,
  })
}

/** The place of `pin`, or nothing asked while there is no PIN code. */
export function usePlace(pin: string | undefined) {
  return useQuery({ ...placeQueryOptions(pin ?? ''), enabled: pin !== undefined })
}

/** The directory does not list the PIN code (a well-formed one the server does not know). */
export function isUnknownPin(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || (error.status === 400 && 'pin' in error.fieldErrors))
}
