import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { paths } from '@app/shared/paths'
import { Spinner } from '@/components/ui/spinner'
import { t } from '@/lib/i18n'
import { verifyEmail } from '../api/account-details'
import { linkFailureMessage } from '../lib/link-failure'
import { useAuth } from '../session-store'
import { FormFailure } from './form-failure'

type Outcome = { state: 'checking' } | { state: 'added' } | { state: 'failed'; message: string }

/**
 * The page the link in the confirmation mail opens: it sends the link's token at once (a mail
 * scanner that fetches the link runs no script, so only a person confirms) and says whether the
 * email was added, with a way on: My Profile when signed in, Sign In otherwise.
 */
export function VerifyEmailResult({ token }: { token: string | null }) {
  const { user } = useAuth()
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { state: 'checking' } : { state: 'failed', message: t('account.emailLinkInvalid') },
  )
  // A token works once: the development double run of effects must not send it twice.
  const sent = useRef(false)

  useEffect(() => {
    if (!token || sent.current) return
    sent.current = true
    verifyEmail({ token }).then(
      () => setOutcome({ state: 'added' }),
      (error: unknown) => setOutcome({ state: 'failed', message: linkFailureMessage(error) }),
    )
  }, [token])

  if (outcome.state === 'checking') {
    return (
      <p role="status" className="flex items-center gap-3 text-base text-stone-800">
        <Spinner />
        {t('accountScreen.verifying')}
      </p>
    )
  }

  const onwards = user ? (
    <Link to={user.role === 'farmer' ? paths.farmerProfile : paths.buyerProfile} className={LINK}>
      {t('accountScreen.toProfile')}
    </Link>
  ) : (
    <Link to={paths.signIn} className={LINK}>
      {t('auth.signIn')}
    </Link>
  )
  return (
    <div className="space-y-4">
      {outcome.state === 'added' ? (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-900">
          {t('account.emailAdded')}
        </p>
      ) : (
        <FormFailure message={outcome.message} />
      )}
      {onwards}
    </div>
  )
}

const LINK = 'inline-block text-sm font-semibold text-green-800 underline underline-offset-2'
