import type { ReactElement } from 'react'
import { matchRoutes, renderMatches, useLocation, type RouteMatch, type RouteObject } from 'react-router'
import { paths } from '@app/shared/paths'
import { GuestOnly } from '@/features/auth/components/guest-only'
import { RequireRole, type RoleRules } from '@/features/auth/components/require-role'
import { useAuth } from '@/features/auth/session-store'
import { lazyPage, type LazyPage } from '@/lib/lazy-page'
import { AuthArea } from './routes/auth-area'
import { BuyerArea } from './routes/buyer-area'
import { FarmerArea } from './routes/farmer-area'
import { ShopArea } from './routes/shop-area'
import { RootLayout } from './routes/root'

// Each screen is its own chunk. The landing page's chunk is all `/` adds to the shell, which
// keeps React Query, react-hook-form, Zod and the account screens off its first load.
const Landing = lazyPage(() => import('./routes/landing'), { shellOnly: true })
const SignIn = lazyPage(() => import('./routes/signin'))
const SignUp = lazyPage(() => import('./routes/signup'))
const ForgotPassword = lazyPage(() => import('./routes/forgot-password'))
const ResetPassword = lazyPage(() => import('./routes/reset-password'))
const VerifyEmail = lazyPage(() => import('./routes/verify-email'))
const DataArea = lazyPage(() => import('./routes/data-area'))
const FarmerProducts = lazyPage(() => import('./routes/farmer-products'))
const FarmerHome = lazyPage(() => import('./routes/farmer-home'))
const BuyerHome = lazyPage(() => import('./routes/buyer-home'))
const ProductCreate = lazyPage(() => import('./routes/product-create'))
const ProductEdit = lazyPage(() => import('./routes/product-edit'))
const ProductDetails = lazyPage(() => import('./routes/product-details'))
const FarmerProfile = lazyPage(() => import('./routes/farmer-profile'))
const FarmerProfileEdit = lazyPage(() => import('./routes/farmer-profile-edit'))
const Weather = lazyPage(() => import('./routes/weather'))
const FarmLaw = lazyPage(() => import('./routes/farm-law'))
const SeasonalGuide = lazyPage(() => import('./routes/seasonal-guide'))
const ContactUs = lazyPage(() => import('./routes/contact-us'))
const BrowseProducts = lazyPage(() => import('./routes/browse-products'))
const ProductPage = lazyPage(() => import('./routes/product-page'))
const Storefront = lazyPage(() => import('./routes/storefront'))
const MyCart = lazyPage(() => import('./routes/my-cart'))
const OrderHistory = lazyPage(() => import('./routes/order-history'))
const OrdersReceived = lazyPage(() => import('./routes/orders-received'))
const Checkout = lazyPage(() => import('./routes/checkout'))
const FarmerOrders = lazyPage(() => import('./routes/farmer-orders'))
const OrderDetails = lazyPage(() => import('./routes/order-details'))
const OrderReceipt = lazyPage(() => import('./routes/order-receipt'))
const BuyerProfile = lazyPage(() => import('./routes/buyer-profile'))
const BuyerProfileEdit = lazyPage(() => import('./routes/buyer-profile-edit'))
const BuyerProfileCreate = lazyPage(() => import('./routes/buyer-profile-create'))
const NotFound = lazyPage(() => import('./routes/not-found'))

type RouteHandle = { preload?: () => Promise<void> }

function page(Page: LazyPage): Pick<RouteObject, 'element' | 'handle'> {
  const handle: RouteHandle = { preload: Page.preload }
  return { element: <Page />, handle }
}

/**
 * The farmer's listed crops at /dashboard/farmer mirror the buyer landing's rule: a buyer is sent to
 * the buyer dashboard with a toast.
 * Roles beyond farmer and buyer do not exist today; `otherwise` keeps each screen's text for when
 * one is added.
 */
const FARMER_PRODUCTS_RULES: RoleRules = {
  allow: ['farmer'],
  redirects: { buyer: { to: paths.buyerDashboard, toast: { message: 'farmerHome.redirectBuyer', type: 'info' } } },
  otherwise: { to: paths.home, toast: { message: 'buyerHome.redirectOther', type: 'info' } },
}

/** The farmer welcome: who is sent where, with which toast, on entry. */
const FARMER_HOME_RULES: RoleRules = {
  allow: ['farmer'],
  redirects: { buyer: { to: paths.buyerDashboard, toast: { message: 'farmerHome.redirectBuyer', type: 'info' } } },
  otherwise: { to: paths.home, toast: { message: 'farmerHome.redirectOther', type: 'info' } },
}

/**
 * The farmer's other screens: the plain route guard, nobody signed in to /signin and any other
 * role to /. The detail page is one of them: it sits in the farmer area, with the farmer
 * navigation bar and a back link to the listed crops.
 */
const FARMER_RULES: RoleRules = { allow: ['farmer'] }

/** The buyer landing: who is sent where, with which toast, on entry. */
const BUYER_HOME_RULES: RoleRules = {
  allow: ['buyer'],
  redirects: { farmer: { to: paths.farmerDashboard, toast: { message: 'buyerHome.redirectFarmer', type: 'info' } } },
  otherwise: { to: paths.home, toast: { message: 'buyerHome.redirectOther', type: 'info' } },
}

/** The buyer's other screens: the plain route guard, like FARMER_RULES. */
const BUYER_RULES: RoleRules = { allow: ['buyer'] }

/** An order's own page: its buyer and its farmer both open it (the server answers only theirs). */
const ORDER_PARTY_RULES: RoleRules = { allow: ['buyer', 'farmer'] }

/** The area around a screen both roles open: each sees the navigation bar of their own screens. */
function PartyArea() {
  const { user } = useAuth()
  return user?.role === 'farmer' ? <FarmerArea /> : <BuyerArea />
}

/**
 * A guarded screen: the guard decides before the area's navigation bar or the screen renders.
 * The key gives each path its own guard, so "on entry" means entering this path.
 */
function guarded(path: string, rules: RoleRules, area: ReactElement, Page: LazyPage): RouteObject {
  return {
    path,
    element: <RequireRole key={path} {...rules} />,
    children: [{ element: area, children: [{ index: true, ...page(Page) }] }],
  }
}

export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    children: [
      { index: true, ...page(Landing) },
      {
        element: <AuthArea />,
        children: [
          {
            element: <GuestOnly />,
            children: [
              { path: paths.signIn, ...page(SignIn) },
              { path: paths.signUp, ...page(SignUp) },
            ],
          },
          { path: paths.forgotPassword, ...page(ForgotPassword) },
          { path: paths.resetPassword, ...page(ResetPassword) },
          { path: paths.resetPasswordLegacy, ...page(ResetPassword) },
          // Signed in or not: the link in the mail may open in any browser.
          { path: paths.verifyEmail, ...page(VerifyEmail) },
        ],
      },
      {
        ...page(DataArea),
        children: [
          guarded(paths.farmerDashboard, FARMER_PRODUCTS_RULES, <FarmerArea />, FarmerProducts),
          guarded(paths.farmerHome, FARMER_HOME_RULES, <FarmerArea />, FarmerHome),
          guarded(paths.productCreate, FARMER_RULES, <FarmerArea />, ProductCreate),
          guarded(paths.productEdit, FARMER_RULES, <FarmerArea />, ProductEdit),
          guarded(paths.productDetails, FARMER_RULES, <FarmerArea />, ProductDetails),
          guarded(paths.farmerProfile, FARMER_RULES, <FarmerArea />, FarmerProfile),
          guarded(paths.farmerProfileEdit, FARMER_RULES, <FarmerArea />, FarmerProfileEdit),
          guarded(paths.buyerDashboard, BUYER_HOME_RULES, <BuyerArea />, BuyerHome),
          guarded(paths.ordersReceived, FARMER_RULES, <FarmerArea />, OrdersReceived),
          guarded(paths.farmerOrders, FARMER_RULES, <FarmerArea />, FarmerOrders),
          guarded(paths.orderDetails, ORDER_PARTY_RULES, <PartyArea />, OrderDetails),
          guarded(paths.orderReceipt, ORDER_PARTY_RULES, <PartyArea />, OrderReceipt),
          guarded(paths.myCart, BUYER_RULES, <BuyerArea />, MyCart),
          guarded(paths.checkout, BUYER_RULES, <BuyerArea />, Checkout),
          guarded(paths.orderHistory, BUYER_RULES, <BuyerArea />, OrderHistory),
          guarded(paths.buyerProfile, BUYER_RULES, <BuyerArea />, BuyerProfile),
          guarded(paths.buyerProfileEdit, BUYER_RULES, <BuyerArea />, BuyerProfileEdit),
          guarded(paths.buyerProfileCreate, BUYER_RULES, <BuyerArea />, BuyerProfileCreate),
          // Public: a marketplace shows its goods before sign-up; Add to Cart then asks a visitor to sign in.
          { path: paths.productsBrowse, element: <ShopArea />, children: [{ index: true, ...page(BrowseProducts) }] },
          // A listing's page and a farmer's storefront, public like Browse. React Router ranks the
          // static segments of /products/browse, /products/list and the farmer's /products/… screens
          // above `:id`, so those keep their own screens.
          { path: paths.product, element: <ShopArea />, children: [{ index: true, ...page(ProductPage) }] },
          { path: paths.farmerStorefront, element: <ShopArea />, children: [{ index: true, ...page(Storefront) }] },
          // Public, but it loads data: React Query comes with this area.
          { path: paths.weather, caseSensitive: true, ...page(Weather) },
        ],
      },
      // The information pages, public. Case-sensitive like the server, which answers
      // /farmlaw with the 404 page rather than the portal.
      { path: paths.farmLaw, caseSensitive: true, ...page(FarmLaw) },
      { path: paths.seasonalGuide, caseSensitive: true, ...page(SeasonalGuide) },
      { path: paths.contactUs, caseSensitive: true, ...page(ContactUs) },
      { path: '*', ...page(NotFound) },
    ],
  },
]

/** The last path matched and its matches: see routeMatches. */
let lastMatched: { pathname: string; matches: RouteMatch[] | null } | undefined

/**
 * The routes `pathname` shows, outermost first. React Router's own matching flattens, ranks and
 * compiles every route's pattern on each call (tens of milliseconds of one task on a slow phone,
 * measured, every time the app renders): the routes never change, so a path shown again (loading
 * its screens, then rendering them; a new query string) is not matched again. The matched paths
 * come back encoded, as `useRoutes` gives them to links and `useMatch`.
 */
function routeMatches(pathname: string): RouteMatch[] | null {
  if (lastMatched?.pathname === pathname) return lastMatched.matches
  const matches =
    matchRoutes(routes, pathname)?.map((match) => ({
      ...match,
      pathname: encodePathname(match.pathname),
      pathnameBase: encodePathname(match.pathnameBase),
    })) ?? null
  lastMatched = { pathname, matches }
  return matches
}

/** A decoded path as the browser writes it (React Router's `encodeLocation`, which matching undoes). */
function encodePathname(pathname: string): string {
  const escaped = pathname.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23')
  return new URL(escaped, 'http://localhost').pathname
}

export function AppRoutes() {
  return renderMatches(routeMatches(useLocation().pathname))
}

/**
 * Loads the code of every screen `pathname` shows, so the first render (and hydration of
 * pre-rendered HTML) has it at hand and never suspends.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = routeMatches(pathname) ?? []
  await Promise.all(matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.preload?.()))
}
