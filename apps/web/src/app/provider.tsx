import { StrictMode, useLayoutEffect, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { registerNavigator } from '@/lib/navigation'

/** Lets code outside React (the API client, on an ended session) replace the current screen. */
function NavigatorRegistration() {
  const navigate = useNavigate()
  useLayoutEffect(() => registerNavigator((to) => void navigate(to, { replace: true })), [navigate])
  return null
}

/** App-wide wiring, inside the router (browser) or the static router (pre-render). */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <NavigatorRegistration />
      {children}
    </StrictMode>
  )
}
