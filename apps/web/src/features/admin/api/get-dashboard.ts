import { queryOptions, useQuery } from '@tanstack/react-query'
import { OperatorDashboardSchema, type OperatorDashboard } from '@app/shared/admin-dashboard'
import { apiRequest } from '@/lib/api-client'

/** GET /admin/dashboard: the market at a glance for its operators. */
export async function getOperatorDashboard(signal?: AbortSignal): Promise<OperatorDashboard> {
  return OperatorDashboardSchema.parse(await apiRequest('/admin/dashboard', { signal }))
}

export function operatorDashboardQueryOptions() {
  // Read afresh each time the console opens on it: the queues move while the operator works them.
  return queryOptions({ queryKey: ['admin', 'dashboard'], queryFn: ({ signal }) => getOperatorDashboard(signal), staleTime: 0 })
}

export function useOperatorDashboard() {
  return useQuery(operatorDashboardQueryOptions())
}
