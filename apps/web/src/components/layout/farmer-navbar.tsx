import { paths } from '@app/shared/paths'
import { t } from '@/lib/i18n'
import { AreaNavbar } from './area-navbar'
import type { NavItem } from './top-navbar'

/**
 * SPEC.md §2 farmer navigation bar. List New Product, Orders Received and My Profile join when
 * their screens are built (issue 3); a link must lead somewhere real.
 */
export const FARMER_NAV_LINKS: readonly NavItem[] = [
  { to: paths.farmerHome, label: 'nav.farmerDashboard', end: true },
  { to: paths.farmerDashboard, label: 'nav.listedCrops', end: true },
]

export function FarmerNavbar() {
  return <AreaNavbar label={t('nav.farmer')} items={FARMER_NAV_LINKS} />
}
