import { Outlet } from 'react-router'
import { AreaErrorBoundary } from '@/components/errors/area-error-boundary'
import { FarmerNavbar } from '@/components/layout/farmer-navbar'
import { LazyNotificationBell } from '@/features/notifications/components/lazy-notification-bell'

/** The farmer screens: the farmer navigation bar (with the notification bell) above the screen. */
export function FarmerArea() {
  return (
    <>
      <FarmerNavbar actions={<LazyNotificationBell />} />
      <AreaErrorBoundary>
        <Outlet />
      </AreaErrorBoundary>
    </>
  )
}
