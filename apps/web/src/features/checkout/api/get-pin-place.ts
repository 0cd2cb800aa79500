import { useQuery } from '@tanstack/react-query'
import type { Place } from '@app/shared/pincodes'
import { ApiError, apiRequestChecked } from '@/lib/api-client'

/** GET /pincodes/{pin}: the district and state a PIN code names, to show under checkout's address. Public. */
export async function getPinPlace(pin: string, signal?: AbortSignal): Promise<Place> {
  // No token: the answer is the same for everyone, and a shared cache may keep it.
  return apiRequestChecked(`/pincodes/${encodeURIComponent(pin)}`, { signal, auth: false }, () =>
    import('@app/shared/pincodes').then((module) => module.PlaceSchema),
  )
}

/** The place of `pin`, or nothing asked while the box holds no PIN code. A place never changes while the page is open. */
export function usePinPlace(pin: string | undefined) {
  return useQuery({
    queryKey: ['place', pin ?? ''] as const,
    queryFn: ({ signal }) => getPinPlace(pin ?? '', signal),
    enabled: pin !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  })
}

/** The directory does not list the PIN code (a well-formed one the server does not know). */
export function isUnknownPin(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || (error.status === 400 && 'pin' in error.fieldErrors))
}
