import { Outlet } from 'react-router'
import { AreaErrorBoundary } from '@/components/errors/area-error-boundary'
import { BuyerNavbar } from '@/components/layout/buyer-navbar'
import { LazyNotificationBell } from '@/features/notifications/components/lazy-notification-bell'

/** The buyer screens: the buyer navigation bar (with the notification bell) above the screen. */
export function BuyerArea() {
  return (
    <>
      <BuyerNavbar actions={<LazyNotificationBell />} />
      <AreaErrorBoundary>
        <Outlet />
      </AreaErrorBoundary>
    </>
  )
}
