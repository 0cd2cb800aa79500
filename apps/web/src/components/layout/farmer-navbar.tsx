import type { ReactNode } from 'react'
import { paths } from '@app/shared/paths'
import { t } from '@/lib/i18n'
import { AreaNavbar } from './area-navbar'
import type { NavItem } from './top-navbar'

/** The farmer's navigation bar. My Profile stays marked on the profile's edit form too. */
const FARMER_NAV_LINKS: readonly NavItem[] = [
  { to: paths.farmerHome, label: 'nav.farmerDashboard', end: true },
  { to: paths.farmerDashboard, label: 'nav.listedCrops', end: true },
  { to: paths.productCreate, label: 'nav.listNewProduct', end: true },
  { to: paths.ordersReceived, label: 'nav.ordersReceived', end: true },
  { to: paths.farmerOrders, label: 'nav.farmerOrders', end: true },
  { to: paths.farmerProfile, label: 'nav.myProfile' },
]

/**
 * `actions`: what the area puts at the bar's end (the notification bell). `ordersLink`: the area's
 * own Orders Received, which counts what waits and opens where it is.
 */
export function FarmerNavbar({ actions, ordersLink }: { actions?: ReactNode; ordersLink?: ReactNode }) {
  return (
    <AreaNavbar
      label={t('nav.farmer')}
      items={FARMER_NAV_LINKS}
      actions={actions}
      {...(ordersLink ? { links: { [paths.ordersReceived]: ordersLink } } : {})}
    />
  )
}
