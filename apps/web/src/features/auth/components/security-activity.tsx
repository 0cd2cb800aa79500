import { useId } from 'react'
import type { SecurityEvent } from '@app/shared/account-security'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { getErrorMessage } from '@/lib/api-client'
import { formatTimestamp } from '@/lib/format'
import { t } from '@/lib/i18n'
import { useSecurityEvents } from '../api/security-events'
import { FormFailure } from './form-failure'

/** A value the server left out (it never should for these kinds): a dash rather than a gap in the sentence. */
const MISSING = '—'

/** What changed, in the viewer's language, with the values as the server shows them (partly hidden). */
export function describeSecurityEvent({ kind, before, after }: Pick<SecurityEvent, 'kind' | 'before' | 'after'>): string {
  const values = { before: before ?? MISSING, after: after ?? MISSING }
  switch (kind) {
    case 'mobile_added':
      return t('securityEvents.mobileAdded', values)
    case 'mobile_changed':
      return t('securityEvents.mobileChanged', values)
    case 'email_added':
      return t('securityEvents.emailAdded', values)
    case 'email_changed':
      return t('securityEvents.emailChanged', values)
    case 'password_set':
      return t('securityEvents.passwordSet')
    case 'password_changed':
      return t('securityEvents.passwordChanged')
    case 'password_reset':
      return t('securityEvents.passwordReset')
    case 'change_undone':
      return t('securityEvents.changeUndone')
    case 'signed_in_new_device':
      return t('securityEvents.signedInNewDevice', values)
    case 'upi_changed':
      return before === null ? t('securityEvents.upiAdded', values) : t('securityEvents.upiChanged', values)
    case 'delivery_changed':
      return t('securityEvents.deliveryChanged')
  }
}

/**
 * "Security activity": the account's sign-ins from new devices and its sensitive changes (how it
 * signs in, its UPI ID, its delivery settings), newest first, as the audit log records them, with
 * when each happened and whether it was undone, so the owner notices one they did not make.
 */
export function SecurityActivity() {
  const headingId = useId()
  const events = useSecurityEvents()

  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {t('securityEvents.heading')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('securityEvents.intro')}</p>
      <div className="mt-4">
        {events.isPending ? (
          <p role="status" className="flex items-center gap-3 text-sm text-stone-800">
            <Spinner />
            {t('common.loading')}
          </p>
        ) : events.isError ? (
          <div className="space-y-3">
            <FormFailure message={getErrorMessage(events.error, t('securityEvents.loadFailed'))} />
            <Button variant="secondary" onClick={() => void events.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </div>
        ) : events.data.events.length === 0 ? (
          <p className="text-sm text-stone-700">{t('securityEvents.empty')}</p>
        ) : (
          <ol className="divide-y divide-stone-200">
            {events.data.events.map((event) => (
              <li key={event.id} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 py-3">
                <div className="min-w-0">
                  <p className="text-base break-words text-stone-900">{describeSecurityEvent(event)}</p>
                  <p className="text-sm text-stone-600">
                    <time dateTime={event.createdAt}>{formatTimestamp(event.createdAt)}</time>
                  </p>
                </div>
                {event.undoneAt ? <Badge tone="grey">{t('securityEvents.undone')}</Badge> : null}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  )
}
