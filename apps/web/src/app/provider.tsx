import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { StrictMode, useLayoutEffect, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { registerNavigator } from '@/lib/navigation'

/** Lets code outside React (the API client, on an ended session) replace the current screen. */
function NavigatorRegistration() {
  const navigate = useNavigate()
  useLayoutEffect(() => registerNavigator((to) => void navigate(to, { replace: true })), [navigate])
  return null
}

/**
 * App-wide wiring, inside the router (the browser's, or the server's static one). The browser has
 * one query client for the app; the server makes one for each page it renders.
 */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <NavigatorRegistration />
        {children}
      </QueryClientProvider>
    </StrictMode>
  )
}
