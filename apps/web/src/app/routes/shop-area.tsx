import { Outlet } from 'react-router'
import { AreaErrorBoundary } from '@/components/errors/area-error-boundary'
import { BuyerNavbar } from '@/components/layout/buyer-navbar'
import { FarmerNavbar } from '@/components/layout/farmer-navbar'
import { useAuth } from '@/features/auth/session-store'
import { LazyInboxNavLink } from '@/features/orders/components/lazy-inbox-links'

/**
 * Browse Products is public: a marketplace shows its goods before anyone signs up. A signed-in
 * user still sees their own navigation bar above it; a visitor has the top bar only.
 */
export function ShopArea() {
  const { user } = useAuth()
  return (
    <>
      {user?.role === 'buyer' ? <BuyerNavbar /> : user?.role === 'farmer' ? <FarmerNavbar ordersLink={<LazyInboxNavLink />} /> : null}
      <AreaErrorBoundary>
        <Outlet />
      </AreaErrorBoundary>
    </>
  )
}
