import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import type { MessageId } from '@app/shared/messages/en'
import { paths } from '@app/shared/paths'
import type { Role } from '@app/shared/roles'
import { t } from '@/lib/i18n'

/** Stroke paths of small 24×24 icons, one per screen. */
const ICONS = {
  dashboard: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  crops: 'M12 21v-9m0 0c0-4 3-7 8-7 0 5-3 7-8 7zm0 2c0-3-2-6-7-6 0 4 2 6 7 6',
  add: 'M12 8v8m-4-4h8m5 0a9 9 0 1 1-18 0 9 9 0 0 1 18 0',
  orders: 'M9 3h6v4H9zM7 5H5v16h14V5h-2M9 12h6m-6 4h6',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
  browse: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm10 3-5-5',
  cart: 'M3 4h2l2.4 11h10.2L20 8H6M9 20h.01M17 20h.01',
} as const

type BottomItem = { to: string; label: MessageId; icon: keyof typeof ICONS; end?: boolean }

/**
 * Each role's main screens, one tap from the thumb. The rest of the role's screens stay in its
 * navigation row under the top bar (farmer-navbar.tsx, buyer-navbar.tsx) and in the top bar's menu.
 * Profile stays marked on the profile's edit and create forms too.
 */
const BOTTOM_NAV_LINKS: Record<Role, readonly BottomItem[]> = {
  farmer: [
    { to: paths.farmerHome, label: 'nav.bottom.dashboard', icon: 'dashboard', end: true },
    { to: paths.farmerDashboard, label: 'nav.bottom.myCrops', icon: 'crops', end: true },
    { to: paths.productCreate, label: 'nav.bottom.listNew', icon: 'add', end: true },
    { to: paths.farmerOrders, label: 'nav.farmerOrders', icon: 'orders', end: true },
    { to: paths.farmerProfile, label: 'nav.bottom.profile', icon: 'profile' },
  ],
  buyer: [
    { to: paths.buyerDashboard, label: 'nav.bottom.dashboard', icon: 'dashboard', end: true },
    { to: paths.productsBrowse, label: 'nav.bottom.browse', icon: 'browse', end: true },
    { to: paths.myCart, label: 'nav.cart', icon: 'cart', end: true },
    { to: paths.orderHistory, label: 'nav.bottom.myOrders', icon: 'orders', end: true },
    { to: paths.buyerProfile, label: 'nav.bottom.profile', icon: 'profile' },
  ],
  // The operator works at a desk, in the console's own navigation.
  admin: [],
}

/** The screens of the role's navigation row that the bottom bar also offers (hidden from that row on phones). */
export const IN_BOTTOM_BAR: ReadonlySet<string> = new Set(Object.values(BOTTOM_NAV_LINKS).flatMap((items) => items.map((item) => item.to)))

/**
 * Room the page keeps under its content for the bar: its height and the phone's gesture area, so
 * the footer's last line is not hidden behind it.
 */
export const BOTTOM_NAV_SPACE = 'pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0'

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `relative flex h-16 flex-col items-center justify-center gap-0.5 text-center text-xs leading-tight font-semibold tracking-tight ${
    isActive ? 'bg-green-50 text-green-900' : 'text-stone-700 hover:text-green-900'
  }`

/**
 * On phones, a bar fixed at the screen's bottom with the signed-in role's main screens; wider
 * screens keep the rows at the top. `badges`: a count to show on an item's icon, keyed by its path.
 */
export function BottomNavbar({ role, badges }: { role: Role; badges?: Readonly<Record<string, ReactNode>> }) {
  return (
    <nav
      aria-label={t('nav.bottom.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-5">
        {BOTTOM_NAV_LINKS[role].map((item) => (
          <li key={item.to} className="min-w-0">
            <NavLink to={item.to} end={item.end} className={itemClass}>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6 shrink-0"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={ICONS[item.icon]} />
              </svg>
              {/* One line, so the icons stay in a row: each language's labels are short enough for a fifth of a 360 px phone. */}
              <span className="max-w-full whitespace-nowrap">{t(item.label)}</span>
              {/* After the label, so a screen reader hears "Orders 2 waiting"; drawn on the icon's corner. */}
              {badges?.[item.to] ? <span className="absolute top-1.5 left-1/2 ml-1">{badges[item.to]}</span> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
