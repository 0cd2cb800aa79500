import type { ReactNode } from 'react'
import { paths } from '@app/shared/paths'
import { t } from '@/lib/i18n'
import { AreaNavbar } from './area-navbar'
import type { NavItem } from './top-navbar'

/** The buyer's navigation bar. My Profile stays marked on the profile's edit and create forms too. */
const BUYER_NAV_LINKS: readonly NavItem[] = [
  { to: paths.buyerDashboard, label: 'nav.buyerDashboard', end: true },
  { to: paths.productsBrowse, label: 'nav.browseProducts', end: true },
  { to: paths.myCart, label: 'nav.cart', end: true },
  { to: paths.orderHistory, label: 'nav.myOrders', end: true },
  { to: paths.buyerProfile, label: 'nav.myProfile' },
]

/** `actions`: what the area puts at the bar's end (the notification bell). */
export function BuyerNavbar({ actions }: { actions?: ReactNode }) {
  return <AreaNavbar label={t('nav.buyer')} items={BUYER_NAV_LINKS} actions={actions} />
}
