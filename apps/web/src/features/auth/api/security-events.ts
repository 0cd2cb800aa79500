import { queryOptions, useQuery } from '@tanstack/react-query'
import { SecurityEventsSchema, type SecurityEvents } from '@app/shared/account-security'
import { apiRequest } from '@/lib/api-client'

/** GET /me/security-events: the changes of how the account signs in, newest first. */
export async function getSecurityEvents(signal?: AbortSignal): Promise<SecurityEvents> {
  return SecurityEventsSchema.parse(await apiRequest('/me/security-events', { signal }))
}

export const securityEventsQueryKey = ['security-events'] as const

export function securityEventsQueryOptions() {
  return queryOptions({
    queryKey: securityEventsQueryKey,
    queryFn: ({ signal }) => getSecurityEvents(signal),
  })
}

export function useSecurityEvents() {
  return useQuery(securityEventsQueryOptions())
}
