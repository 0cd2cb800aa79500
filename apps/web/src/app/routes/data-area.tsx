import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { useContext } from 'react'
import { Outlet } from 'react-router'
import { queryClient } from '@/lib/query-client'

/**
 * The screens that load data. React Query arrives with this lazily loaded layout, so the pages
 * without data (landing, account screens) never download it and stay within their first-load budget.
 * It brings no part of the catalogue: Browse, a listing's page and a storefront are in this area too,
 * and each screen imports the parts it shows (the trade texts come with the order, payment, review
 * and dashboard screens), so a public page's first load carries none of the signed-in screens' text.
 * The server's renderer brings a cache of its own for each page it draws (server-page.tsx), which
 * then holds; the browser has the app's one.
 */
export default function DataArea() {
  const renderersClient = useContext(QueryClientContext)
  return (
    <QueryClientProvider client={renderersClient ?? queryClient}>
      <Outlet />
    </QueryClientProvider>
  )
}
