import { NavLink } from 'react-router'
import { inboxTabPath } from '@app/shared/inbox'
import { paths } from '@app/shared/paths'
import { navLinkClass } from '@/components/layout/top-navbar'
import { t } from '@/lib/i18n'
import { useInboxCounts } from '../api/get-inbox-counts'

/** More than this shows as "9+": the badge stays one small circle. */
const BADGE_MAX = 9

/**
 * How many things wait for the farmer, as a small red circle; nothing when none wait. Screen readers
 * hear the full count as part of the link it sits in ("Orders 2 waiting for you").
 */
export function InboxBadge({ className = '' }: { className?: string }) {
  const counts = useInboxCounts()
  const waiting = counts.data?.waiting ?? 0
  if (waiting === 0) return null
  return (
    <span className={className}>
      {/* A space first: browsers join the link's parts without one when they sit in a flex row. */}
      <span className="sr-only">{` ${t('inbox.waitingCount', { count: waiting })}`}</span>
      <span
        aria-hidden="true"
        data-testid="inbox-badge"
        className="inline-block min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
      >
        {waiting > BADGE_MAX ? `${BADGE_MAX}+` : waiting}
      </span>
    </span>
  )
}

/**
 * The farmer strip's Orders Received: it opens where the waiting item is. Orders waiting for an
 * answer come first (the inbox's Needs action tab); otherwise the buyer requests, the spec's page.
 */
export function InboxNavLink() {
  const counts = useInboxCounts()
  const to = counts.data && counts.data.action > 0 ? inboxTabPath('action') : paths.ordersReceived
  return (
    <NavLink to={to} end className={navLinkClass}>
      <span className="inline-flex items-center gap-1.5">
        {t('nav.ordersReceived')}
        <InboxBadge />
      </span>
    </NavLink>
  )
}
