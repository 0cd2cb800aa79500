import { lazy, Suspense } from 'react'
import { NavLink } from 'react-router'
import { paths } from '@app/shared/paths'
import { navLinkClass } from '@/components/layout/top-navbar'
import { t } from '@/lib/i18n'

// The counts are read with Zod, which most visitors' pages never need: their own chunk, as the bell's.
const Badge = lazy(() => import('./inbox-links').then((module) => ({ default: module.InboxBadge })))
const Link = lazy(() => import('./inbox-links').then((module) => ({ default: module.InboxNavLink })))

/** The count of what waits for the farmer; nothing until it is known. */
export function LazyInboxBadge({ className }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <Badge {...(className ? { className } : {})} />
    </Suspense>
  )
}

/** The strip's Orders Received; until the counts load, the plain link to the buyer requests. */
export function LazyInboxNavLink() {
  return (
    <Suspense
      fallback={
        <NavLink to={paths.ordersReceived} end className={navLinkClass}>
          {t('nav.ordersReceived')}
        </NavLink>
      }
    >
      <Link />
    </Suspense>
  )
}
