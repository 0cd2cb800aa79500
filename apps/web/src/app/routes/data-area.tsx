import { QueryClientProvider } from '@tanstack/react-query'
import { Outlet } from 'react-router'
import { queryClient } from '@/lib/query-client'
import '@/lib/trade-messages'

/**
 * The signed-in screens that load data. React Query arrives with this lazily loaded layout, so
 * the public pages (landing, account screens) never download it and stay within their first-load budget.
 */
export default function DataArea() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  )
}
