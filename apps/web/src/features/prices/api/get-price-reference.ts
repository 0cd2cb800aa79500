import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PriceReference } from '@app/shared/mandi'
import type { ProductUnit } from '@app/shared/units'
import { apiRequestChecked } from '@/lib/api-client'

export interface PriceReferenceQuery {
  /** The crop as typed, in any of the five languages, or a listing's name. */
  crop: string
  pin?: string
  unit: ProductUnit
  /** Each market's last 30 days as well (the chart). */
  history?: boolean
}

/** GET /prices: public, the same answer for everyone asking the same question in the same language. */
export async function getPriceReference(query: PriceReferenceQuery, signal?: AbortSignal): Promise<PriceReference> {
  const params = new URLSearchParams({ crop: query.crop.trim(), unit: query.unit })
  if (query.pin) params.set('pin', query.pin)
  if (query.history) params.set('history', 'true')
  return apiRequestChecked(`/prices?${params}`, { auth: false, signal }, () =>
    import('@app/shared/mandi').then((module) => module.PriceReferenceSchema),
  )
}

export function priceReferenceQueryOptions(query: PriceReferenceQuery) {
  return queryOptions({
    queryKey: ['prices', query.crop.trim().toLowerCase(), query.pin ?? '', query.unit, query.history === true],
    queryFn: ({ signal }) => getPriceReference(query, signal),
    // Mandi rates change once a day and own prices with each completed order: minutes are fresh enough.
    staleTime: 5 * 60 * 1000,
  })
}

export function usePriceReference(query: PriceReferenceQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...priceReferenceQueryOptions(query), enabled: options.enabled ?? query.crop.trim() !== '' })
}
