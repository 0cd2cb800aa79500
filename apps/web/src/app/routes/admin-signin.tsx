import { useLocation } from 'react-router'
import { paths } from '@app/shared/paths'
import { PageTitle } from '@/components/layout/page-title'
import { AuthCard } from '@/features/auth/components/auth-card'
import { RedirectWithToast } from '@/features/auth/components/redirect-with-toast'
import type { OperatorSignInArrival } from '@/features/auth/components/sign-in-form'
import { SecondFactorForm } from '@/features/auth/components/second-factor-form'
import { t } from '@/lib/i18n'

function arrivalOf(state: unknown): OperatorSignInArrival | null {
  const value = state as Partial<OperatorSignInArrival> | null
  if (typeof value?.challenge !== 'string' || (value.secondFactor !== 'totp' && value.secondFactor !== 'enrol')) return null
  return { challenge: value.challenge, secondFactor: value.secondFactor }
}

/**
 * `/admin/signin`: the operator's second step, opened by the sign-in form with the challenge the
 * password earned. Opened any other way there is nothing to finish: back to the sign-in form.
 */
export default function AdminSignInRoute() {
  const location = useLocation()
  const arrival = arrivalOf(location.state)
  if (!arrival) return <RedirectWithToast to={paths.signIn} toast={{ message: 'adminSignIn.noChallenge', type: 'info' }} />
  return (
    <>
      <PageTitle page="adminSignIn.title" />
      <AuthCard title={t('adminSignIn.title')}>
        <SecondFactorForm arrival={arrival} />
      </AuthCard>
    </>
  )
}
