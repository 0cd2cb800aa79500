import { paths } from '@app/shared/paths'
import type { Role } from '@app/shared/roles'

/**
 * The signed-in screens the build draws as shells (scripts/prerender.mjs, through entry-server.tsx):
 * each screen as an account of `role` sees it before its data comes (the top bar, the area's
 * navigation, the heading and the skeleton), so a slow phone shows the screen from the HTML rather
 * than a blank "Loading..." until the scripts have come. The app then renders the page afresh for
 * the account signed in; a visitor is sent on to sign in as before. Screens whose address carries
 * an id keep the plain shell (spa.html). `modules` are the route modules the screen shows, for
 * preloading their chunks once the shell is drawn.
 */
type ScreenShell = { pathname: string; role: Role; modules: readonly string[] }

/** The screen at `pathname`, drawn by `src/app/routes/<route>.tsx` inside the data area. */
function shell(pathname: string, role: Role, route: string): ScreenShell {
  return { pathname, role, modules: ['src/app/routes/data-area.tsx', `src/app/routes/${route}.tsx`] }
}

export const SCREEN_SHELLS: readonly ScreenShell[] = [
  shell(paths.farmerHome, 'farmer', 'farmer-home'),
  shell(paths.farmerDashboard, 'farmer', 'farmer-products'),
  shell(paths.productCreate, 'farmer', 'product-create'),
  shell(paths.ordersReceived, 'farmer', 'orders-received'),
  shell(paths.farmerOrders, 'farmer', 'farmer-orders'),
  shell(paths.farmerProfile, 'farmer', 'farmer-profile'),
  shell(paths.farmerProfileEdit, 'farmer', 'farmer-profile-edit'),
  shell(paths.buyerDashboard, 'buyer', 'buyer-home'),
  shell(paths.myCart, 'buyer', 'my-cart'),
  shell(paths.checkout, 'buyer', 'checkout'),
  shell(paths.orderHistory, 'buyer', 'order-history'),
  shell(paths.buyerProfile, 'buyer', 'buyer-profile'),
  shell(paths.buyerProfileEdit, 'buyer', 'buyer-profile-edit'),
  shell(paths.buyerProfileCreate, 'buyer', 'buyer-profile-create'),
]
