import { useId, useState } from 'react'
import { Link, NavLink } from 'react-router'
import type { MessageId } from '@app/shared/messages/en'
import { paths } from '@app/shared/paths'
import type { Role } from '@app/shared/roles'
import { Brand } from '@/components/layout/brand'
import { ConnectionNotices } from '@/components/layout/connection-notices'
import { LanguageMenu } from '@/components/layout/language-menu'
import { t } from '@/lib/i18n'

export type NavItem = { to: string; label: MessageId; end?: boolean }

/**
 * The top navigation bar for a visitor and each role: each variant ends with Contact Us, so help is
 * always one tap away. Browse Products is in the visitor's and the farmer's bar; a buyer's own bar
 * below this one starts with it. A farmer's Farmer Dashboard is the welcome and sales screen, the
 * same one the farmer's own bar and bottom bar call the dashboard, so "Dashboard" always leads to
 * one place; the listed crops are Listed Crops (My Crops) there.
 */
const TOP_NAV_LINKS: Record<Role | 'guest', readonly NavItem[]> = {
  guest: [
    { to: paths.productsBrowse, label: 'nav.browseProducts' },
    { to: paths.signIn, label: 'nav.signIn' },
    { to: paths.signUp, label: 'nav.register' },
    { to: paths.contactUs, label: 'nav.contactUs' },
  ],
  farmer: [
    { to: paths.farmerHome, label: 'nav.farmerDashboard' },
    { to: paths.productsBrowse, label: 'nav.browseProducts' },
    { to: paths.farmerProfile, label: 'nav.myProfile' },
    { to: paths.contactUs, label: 'nav.contactUs' },
  ],
  buyer: [
    { to: paths.buyerDashboard, label: 'nav.buyerDashboard' },
    { to: paths.buyerProfile, label: 'nav.myProfile' },
    { to: paths.contactUs, label: 'nav.contactUs' },
  ],
  admin: [
    { to: paths.adminDashboard, label: 'nav.console' },
    { to: paths.productsBrowse, label: 'nav.browseProducts' },
  ],
}

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-base font-semibold text-stone-800 underline-offset-8 decoration-2 decoration-green-700 hover:bg-green-50 hover:text-green-900 md:text-sm ${
    isActive ? 'text-green-900 underline' : ''
  }`

type TopNavbarProps = {
  role: Role | null
  /** True while an auth operation runs: Logout is disabled, so it cannot be pressed twice. */
  busy: boolean
  onLogout: () => void
}

/**
 * The sticky top bar. On small screens the menu hides behind a toggle and closes when a link is
 * chosen; the active link is underlined.
 */
export function TopNavbar({ role, busy, onLogout }: TopNavbarProps) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const close = () => setOpen(false)

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 px-4 py-2">
        <Link to={paths.home} onClick={close} className="-mx-1 rounded px-1 py-2 text-2xl">
          <Brand />
        </Link>
        <div className="flex items-center gap-1 md:order-last">
          <LanguageMenu />
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-stone-800 hover:bg-stone-100 md:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((value) => !value)}
          >
            <span className="sr-only">{t('nav.toggle')}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
        <nav id={menuId} aria-label={t('nav.main')} className={`${open ? 'block' : 'hidden'} w-full pb-3 md:block md:w-auto md:pb-0`}>
          <ul className="flex flex-col gap-1 md:flex-row md:items-center md:gap-2">
            {TOP_NAV_LINKS[role ?? 'guest'].map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} onClick={close} className={navLinkClass}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
            {role ? (
              <li className="mt-2 md:mt-0 md:ml-2">
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => {
                    close()
                    onLogout()
                  }}
                  className="min-h-11 w-full rounded-lg border border-stone-400 px-4 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-60 md:w-auto"
                >
                  {t('auth.logout')}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
      <ConnectionNotices />
    </header>
  )
}
