import { useState, type ReactNode } from 'react'
import { Outlet } from 'react-router'
import { paths } from '@app/shared/paths'
import type { Role } from '@app/shared/roles'
import { useAuth } from '../session-store'
import { RedirectWithToast } from './redirect-with-toast'

/** Where a signed-in user is sent from the guest screens (/signin and /signup): their role's home. */
export function guestRedirectFor(role: Role | string): string {
  if (role === 'farmer') return paths.farmerHome
  if (role === 'buyer') return paths.buyerDashboard
  if (role === 'admin') return paths.adminDashboard
  return paths.home
}

/**
 * Sends a visitor who arrives signed in away from the guest screens. It judges the visitor on
 * arrival only: signing in on /signin must not bounce to the wrapper's target, because the
 * sign-in screen itself decides where a fresh session goes.
 */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const { user } = useAuth()
  const [userOnEntry] = useState(user)
  if (userOnEntry) return <RedirectWithToast to={guestRedirectFor(userOnEntry.role)} />
  return children ?? <Outlet />
}
