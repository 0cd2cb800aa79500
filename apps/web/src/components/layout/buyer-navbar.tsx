import { paths } from '@app/shared/paths'
import { t } from '@/lib/i18n'
import { AreaNavbar } from './area-navbar'
import type { NavItem } from './top-navbar'

/**
 * SPEC.md §2 buyer navigation bar. Browse Products, Cart, My Orders and My Profile join when their
 * screens are built (issue 4).
 */
export const BUYER_NAV_LINKS: readonly NavItem[] = [{ to: paths.buyerDashboard, label: 'nav.buyerDashboard', end: true }]

export function BuyerNavbar() {
  return <AreaNavbar label={t('nav.buyer')} items={BUYER_NAV_LINKS} />
}
