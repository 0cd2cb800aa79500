import { useInfiniteQuery } from '@tanstack/react-query'
import { AuditSearchResponseSchema } from '@app/shared/audit'
import { apiRequest } from '@/lib/api-client'

/** The search as the page's address keeps it: each field as typed, empty when not given. */
export interface AuditFilters {
  user: string
  action: string
  from: string
  to: string
}

export const AUDIT_FILTER_FIELDS = ['user', 'action', 'from', 'to'] as const satisfies readonly (keyof AuditFilters)[]

/** GET /admin/audit, a page at a time, newest first; the next page starts before the last entry shown. */
export function useAuditSearch(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit', filters],
    initialPageParam: '',
    queryFn: async ({ pageParam, signal }) => {
      const query = new URLSearchParams()
      for (const field of AUDIT_FILTER_FIELDS) if (filters[field].trim() !== '') query.set(field, filters[field].trim())
      if (pageParam) query.set('before', pageParam)
      return AuditSearchResponseSchema.parse(await apiRequest(`/admin/audit?${query.toString()}`, { signal }))
    },
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  })
}
