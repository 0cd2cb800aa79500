import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { t } from '@/lib/i18n'
import { navLinkClass, type NavItem } from './top-navbar'

/**
 * A role's own navigation row under the top bar (the farmer's and the buyer's navigation bars).
 * `actions` (the notification bell) sit at the row's end, outside the scrolling list, so a panel
 * they open is not clipped by it.
 */
export function AreaNavbar({ label, items, actions }: { label: string; items: readonly NavItem[]; actions?: ReactNode }) {
  return (
    <nav aria-label={label} className="border-b border-green-100 bg-green-50">
      <div className="mx-auto flex max-w-6xl items-center gap-1 px-4">
        <ul className="flex min-w-0 flex-1 gap-1 overflow-x-auto py-1.5">
          {items.map((item) => (
            <li key={item.to} className="shrink-0">
              <NavLink to={item.to} end={item.end} className={navLinkClass}>
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        {actions ? <div className="shrink-0">{actions}</div> : null}
      </div>
    </nav>
  )
}
