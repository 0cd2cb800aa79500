import { Outlet } from 'react-router'
import { paths } from '@app/shared/paths'
import { AreaErrorBoundary } from '@/components/errors/area-error-boundary'
import { AreaNavbar } from '@/components/layout/area-navbar'
import type { NavItem } from '@/components/layout/top-navbar'
import { t } from '@/lib/i18n'

/** The console's screens, in the order an operator's day goes through them. */
const CONSOLE_LINKS: readonly NavItem[] = [
  { to: paths.adminDashboard, label: 'adminNav.dashboard', end: true },
  { to: paths.adminVerification, label: 'adminNav.verification' },
  { to: paths.adminReports, label: 'adminNav.reports' },
  { to: paths.adminComplaints, label: 'adminNav.complaints' },
  { to: paths.adminAudit, label: 'adminNav.audit' },
]

/** The operator's console: its navigation row under the top bar, above the screen. */
export default function ConsoleArea() {
  return (
    <>
      <AreaNavbar label={t('adminNav.label')} items={CONSOLE_LINKS} />
      <AreaErrorBoundary>
        <Outlet />
      </AreaErrorBoundary>
    </>
  )
}
