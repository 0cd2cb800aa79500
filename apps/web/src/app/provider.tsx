import { StrictMode, useLayoutEffect, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { endSession, getAuthState } from '@/features/auth/session-store'
import { configureApiClient } from '@/lib/api-client'

/** Connects the API client to the session (Bearer token, sign-out on a 401) and to navigation. */
function ApiClientConnection() {
  const navigate = useNavigate()
  useLayoutEffect(() => {
    configureApiClient({
      getToken: () => getAuthState().token,
      clearSession: endSession,
      navigate: (to) => void navigate(to, { replace: true }),
    })
  }, [navigate])
  return null
}

/** App-wide wiring, inside the router (browser) or the static router (pre-render). */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ApiClientConnection />
      {children}
    </StrictMode>
  )
}
