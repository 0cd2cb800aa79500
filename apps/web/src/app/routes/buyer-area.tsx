import { Outlet } from 'react-router'
import { AreaErrorBoundary } from '@/components/errors/area-error-boundary'
import { BuyerNavbar } from '@/components/layout/buyer-navbar'

/** The buyer screens: the buyer navigation bar above the screen. */
export function BuyerArea() {
  return (
    <>
      <BuyerNavbar />
      <AreaErrorBoundary>
        <Outlet />
      </AreaErrorBoundary>
    </>
  )
}
