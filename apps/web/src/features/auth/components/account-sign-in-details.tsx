import { lazy, Suspense } from 'react'
import { useAuth } from '../session-store'

/**
 * The sign-in details load after the profile: their forms check mobile numbers with libphonenumber,
 * which the profile itself does not need to show.
 */
const SignInDetails = lazy(() => import('./sign-in-details').then((module) => ({ default: module.SignInDetails })))

/** The account's sign-in details under a profile screen, for a signed-in account. */
export function AccountSignInDetails() {
  const { user } = useAuth()
  if (!user?._id) return null
  return (
    <Suspense fallback={null}>
      <SignInDetails />
    </Suspense>
  )
}
