import { lazy, type ComponentType, type ReactElement } from 'react'
import { useRoutes, type RouteObject } from 'react-router'
import { paths } from '@app/shared/paths'
import { GuestOnly } from '@/features/auth/components/guest-only'
import { RequireRole, type RoleRules } from '@/features/auth/components/require-role'
import { useAuth } from '@/features/auth/session-store'
import { withAdminCatalogue, withInfoCatalogue, withSignedInCatalogue, withTradeCatalogue } from '@/lib/i18n'
import { AuthArea } from './routes/auth-area'
import { BuyerArea } from './routes/buyer-area'
import { FarmerArea } from './routes/farmer-area'
import { ShopArea } from './routes/shop-area'
import { RootLayout } from './routes/root'

// Each screen is its own chunk, fetched when its route is first shown. A page the server drew
// hydrates its screen once the chunk has come (the template preloads it); the rest of the page
// hydrates meanwhile.
const Landing = lazy(() => import('./routes/landing'))
const SignIn = lazy(() => import('./routes/signin'))
const SignUp = lazy(() => import('./routes/signup'))
const ForgotPassword = lazy(() => import('./routes/forgot-password'))
const ResetPassword = lazy(() => import('./routes/reset-password'))
const VerifyEmail = lazy(() => import('./routes/verify-email'))
const UndoChange = lazy(() => import('./routes/undo-change'))
const FarmerProducts = lazy(() => withSignedInCatalogue(import('./routes/farmer-products')))
const FarmerHome = lazy(() => withSignedInCatalogue(import('./routes/farmer-home')))
const BuyerHome = lazy(() => withSignedInCatalogue(import('./routes/buyer-home')))
const ProductCreate = lazy(() => withSignedInCatalogue(import('./routes/product-create')))
const ProductEdit = lazy(() => withSignedInCatalogue(import('./routes/product-edit')))
const ProductDetails = lazy(() => withSignedInCatalogue(import('./routes/product-details')))
const FarmerProfile = lazy(() => withSignedInCatalogue(import('./routes/farmer-profile')))
const FarmerProfileEdit = lazy(() => withSignedInCatalogue(import('./routes/farmer-profile-edit')))
const Weather = lazy(() => import('./routes/weather'))
const MandiPrices = lazy(() => import('./routes/mandi-prices'))
const FarmLaw = lazy(() => withInfoCatalogue(import('./routes/farm-law')))
const SeasonalGuide = lazy(() => withInfoCatalogue(import('./routes/seasonal-guide')))
const ContactUs = lazy(() => import('./routes/contact-us'))
const BrowseProducts = lazy(() => import('./routes/browse-products'))
const ProductPage = lazy(() => import('./routes/product-page'))
const Storefront = lazy(() => import('./routes/storefront'))
const MyCart = lazy(() => withSignedInCatalogue(import('./routes/my-cart')))
const OrderHistory = lazy(() => withSignedInCatalogue(import('./routes/order-history')))
const OrdersReceived = lazy(() => withSignedInCatalogue(import('./routes/orders-received')))
const Checkout = lazy(() => withTradeCatalogue(import('./routes/checkout')))
const FarmerOrders = lazy(() => withSignedInCatalogue(import('./routes/farmer-orders')))
const OrderDetails = lazy(() => withTradeCatalogue(import('./routes/order-details')))
const OrderReceipt = lazy(() => withSignedInCatalogue(import('./routes/order-receipt')))
const BuyerProfile = lazy(() => withSignedInCatalogue(import('./routes/buyer-profile')))
const BuyerProfileEdit = lazy(() => withSignedInCatalogue(import('./routes/buyer-profile-edit')))
const BuyerProfileCreate = lazy(() => withSignedInCatalogue(import('./routes/buyer-profile-create')))
const NotFound = lazy(() => import('./routes/not-found'))
// The operator's console: its own chunks and its own (English) catalogue, never fetched by a trader's visit.
const ConsoleArea = lazy(() => withAdminCatalogue(import('@/features/admin/components/console-area')))
const AdminSignIn = lazy(() => withAdminCatalogue(import('./routes/admin-signin')))
const AdminDashboard = lazy(() => withAdminCatalogue(import('./routes/admin-dashboard')))
const AdminVerification = lazy(() => withAdminCatalogue(import('./routes/admin-verification')))
const AdminReports = lazy(() => withAdminCatalogue(import('./routes/admin-reports')))
const AdminComplaints = lazy(() => withAdminCatalogue(import('./routes/admin-complaints')))
const AdminComplaint = lazy(() => withAdminCatalogue(import('./routes/admin-complaint')))
const AdminAudit = lazy(() => withAdminCatalogue(import('./routes/admin-audit')))

type Screen = ComponentType

function page(Page: Screen): Pick<RouteObject, 'element'> {
  return { element: <Page /> }
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

/** The console: operators only; anyone else is sent home and told why. */
const OPERATOR_RULES: RoleRules = { allow: ['admin'], otherwise: { to: paths.home, toast: { message: 'nav.operatorsOnly', type: 'info' } } }

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
function guarded(path: string, rules: RoleRules, area: ReactElement, Page: Screen): RouteObject {
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
          // Signed in or not: a link in a mail or an SMS may open in any browser.
          { path: paths.verifyEmail, ...page(VerifyEmail) },
          { path: paths.undoChange, ...page(UndoChange) },
        ],
      },
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
      { path: paths.weather, caseSensitive: true, ...page(Weather) },
      { path: paths.mandiPrices, caseSensitive: true, ...page(MandiPrices) },
      // The information pages, public. Case-sensitive like the server, which answers
      // /farmlaw with the 404 page rather than the portal.
      { path: paths.farmLaw, caseSensitive: true, ...page(FarmLaw) },
      { path: paths.seasonalGuide, caseSensitive: true, ...page(SeasonalGuide) },
      { path: paths.contactUs, caseSensitive: true, ...page(ContactUs) },
      // The operator's second sign-in step, before any session: outside the console's guard.
      { path: paths.adminSignIn, ...page(AdminSignIn) },
      {
        path: paths.adminDashboard,
        element: <RequireRole key={paths.adminDashboard} {...OPERATOR_RULES} />,
        children: [
          {
            element: <ConsoleArea />,
            // Each console screen is a child here: `{ path: paths.adminReports, ...page(AdminReports) }`.
            children: [
              { index: true, ...page(AdminDashboard) },
              { path: paths.adminVerification, ...page(AdminVerification) },
              { path: paths.adminReports, ...page(AdminReports) },
              { path: paths.adminComplaints, ...page(AdminComplaints) },
              { path: paths.adminComplaint, ...page(AdminComplaint) },
              { path: paths.adminAudit, ...page(AdminAudit) },
            ],
          },
        ],
      },
      { path: '*', ...page(NotFound) },
    ],
  },
]

export function AppRoutes() {
  return useRoutes(routes)
}
