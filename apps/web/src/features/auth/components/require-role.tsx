import { useState, type ReactNode } from 'react'
import { Outlet } from 'react-router'
import { paths } from '@app/shared/paths'
import type { Role } from '@app/shared/roles'
import { useAuth } from '../session-store'
import { RedirectWithToast, type Redirect } from './redirect-with-toast'

export type RoleRules = {
  allow: readonly Role[]
  /** Where a signed-in user of another role goes, per role (each dashboard sends the other role to its own). */
  redirects?: Partial<Record<Role, Redirect>>
  /** Any other role not allowed. Default: /. */
  otherwise?: Redirect
}

const SIGN_IN_REQUIRED: Redirect = { to: paths.signIn, toast: { message: 'auth.signInRequired', type: 'error' } }

/**
 * The route guard: nobody signed in goes to /signin with "Please sign-in first.",
 * a role outside `allow` goes where `redirects`/`otherwise` say. The server still has the final
 * say on every call. Renders `children`, or the child route when used as a layout.
 *
 * The toast is for arriving signed out. A session that ends while the screen is open (logout, or
 * a 401 that the API client already announced) just leaves for /signin.
 */
export function RequireRole({ allow, redirects = {}, otherwise = { to: paths.home }, children }: RoleRules & { children?: ReactNode }) {
  const { user } = useAuth()
  const [signedInOnEntry] = useState(user !== null)
  if (!user) return signedInOnEntry ? <RedirectWithToast to={paths.signIn} /> : <RedirectWithToast {...SIGN_IN_REQUIRED} />
  if (!allow.includes(user.role)) return <RedirectWithToast {...(redirects[user.role] ?? otherwise)} />
  return children ?? <Outlet />
}
