import { useState } from 'react'
import { Link } from 'react-router'
import { paths } from '@app/shared/paths'
import { Button } from '@/components/ui/button'
import { t, tText } from '@/lib/i18n'
import { undoChange } from '../api/undo-change'
import { linkFailureMessage } from '../lib/link-failure'
import { FormFailure } from './form-failure'

type Outcome = { state: 'asking' } | { state: 'undoing' } | { state: 'undone'; message: string } | { state: 'failed'; message: string }

/**
 * The page the link sent to the old number or email opens after a change of sign-in details. It
 * says what undoing does and waits for the button: mail scanners and link previews open links,
 * some running the page's script, and an undo that ran on opening would sign the owner out of
 * every device without them asking.
 * Once undone, the session stored here is gone too, and Sign In is the way on.
 */
export function UndoChange({ token }: { token: string | null }) {
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { state: 'asking' } : { state: 'failed', message: t('account.undoLinkInvalid') },
  )

  async function undo(linkToken: string) {
    setOutcome({ state: 'undoing' })
    try {
      const { message } = await undoChange({ token: linkToken })
      setOutcome({ state: 'undone', message })
    } catch (error) {
      setOutcome({ state: 'failed', message: linkFailureMessage(error) })
    }
  }

  if (token && (outcome.state === 'asking' || outcome.state === 'undoing')) {
    const undoing = outcome.state === 'undoing'
    return (
      <div className="space-y-4">
        <p className="text-base text-stone-900">{t('undoChange.question')}</p>
        <p className="text-sm text-stone-700">{t('undoChange.explain')}</p>
        <Button className="w-full" disabled={undoing} onClick={() => void undo(token)}>
          {undoing ? t('undoChange.undoing') : t('undoChange.button')}
        </Button>
      </div>
    )
  }

  return (
    <div className="space-y-4">
      {outcome.state === 'undone' ? (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-900">
          {tText(outcome.message)}
        </p>
      ) : outcome.state === 'failed' ? (
        <FormFailure message={outcome.message} />
      ) : null}
      <Link to={paths.signIn} className="inline-block text-sm font-semibold text-green-800 underline underline-offset-2">
        {t('auth.signIn')}
      </Link>
    </div>
  )
}
