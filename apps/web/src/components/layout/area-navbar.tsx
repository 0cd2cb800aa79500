import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { t } from '@/lib/i18n'
import { IN_BOTTOM_BAR } from './bottom-navbar'
import { navLinkClass, type NavItem } from './top-navbar'

/**
 * A role's own navigation row under the top bar (the farmer's and the buyer's navigation bars).
 * `actions` (the notification bell) sit at the row's end, outside the scrolling list, so a panel
 * they open is not clipped by it. On phones the bottom bar (bottom-navbar.tsx) carries the main
 * screens, so this row keeps only the others and the actions, which fit without scrolling sideways.
 */
export function AreaNavbar({
  label,
  items,
  actions,
  links,
}: {
  label: string
  items: readonly NavItem[]
  actions?: ReactNode
  /** Links drawn by the area itself in place of an item's plain one (keyed by the item's `to`), such as one with a count. */
  links?: Readonly<Record<string, ReactNode>>
}) {
  const phoneItems = items.filter((item) => !IN_BOTTOM_BAR.has(item.to))
  return (
    <nav
      aria-label={label}
      className={`border-b border-green-100 bg-green-50 ${phoneItems.length === 0 && !actions ? 'hidden md:block' : ''}`}
    >
      <div className="mx-auto flex max-w-6xl items-center gap-1 px-4">
        <ul className="flex min-w-0 flex-1 gap-1 overflow-x-auto py-1.5">
          {items.map((item) => (
            <li key={item.to} className={IN_BOTTOM_BAR.has(item.to) ? 'hidden shrink-0 md:block' : 'shrink-0'}>
              {links?.[item.to] ?? (
                <NavLink to={item.to} end={item.end} className={navLinkClass}>
                  {t(item.label)}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
        {actions ? <div className="shrink-0">{actions}</div> : null}
      </div>
    </nav>
  )
}
