import { NavLink } from 'react-router'
import { t } from '@/lib/i18n'
import { navLinkClass, type NavItem } from './top-navbar'

/** A role's own navigation row under the top bar (the farmer's and the buyer's navigation bars). */
export function AreaNavbar({ label, items }: { label: string; items: readonly NavItem[] }) {
  return (
    <nav aria-label={label} className="border-b border-green-100 bg-green-50">
      <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 py-1.5">
        {items.map((item) => (
          <li key={item.to} className="shrink-0">
            <NavLink to={item.to} end={item.end} className={navLinkClass}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
