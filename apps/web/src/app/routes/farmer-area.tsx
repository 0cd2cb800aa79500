import { Outlet } from 'react-router'
import { AreaErrorBoundary } from '@/components/errors/area-error-boundary'
import { FarmerNavbar } from '@/components/layout/farmer-navbar'

/** The farmer screens: the farmer navigation bar above the screen. */
export function FarmerArea() {
  return (
    <>
      <FarmerNavbar />
      <AreaErrorBoundary>
        <Outlet />
      </AreaErrorBoundary>
    </>
  )
}
