import { Outlet } from 'react-router'
import { AreaErrorBoundary } from '@/components/errors/area-error-boundary'
import { FarmerNavbar } from '@/components/layout/farmer-navbar'
import { LazyNotificationBell } from '@/features/notifications/components/lazy-notification-bell'
import { LazyInboxNavLink } from '@/features/orders/components/lazy-inbox-links'

/**
 * The farmer screens: the farmer navigation bar (with the notification bell, and Orders Received
 * counting what waits) above the screen.
 */
export function FarmerArea() {
  return (
    <>
      <FarmerNavbar actions={<LazyNotificationBell />} ordersLink={<LazyInboxNavLink />} />
      <AreaErrorBoundary>
        <Outlet />
      </AreaErrorBoundary>
    </>
  )
}
