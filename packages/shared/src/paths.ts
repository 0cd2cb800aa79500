import { DEFAULT_LOCALE, isLocale, type Locale } from './messages/locales'

/**
 * Client routes that the web app renders today. The server answers these
 * with the app's HTML (status 200) and every other non-API path with the app's 404 page (status 404).
 * Add a route here when its screen is built, never before: a link to it must lead somewhere real.
 */
export const paths = {
  home: '/',
  signIn: '/signin',
  signUp: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  resetPasswordLegacy: '/user/resetPassword',
  verifyEmail: '/verify-email',
  undoChange: '/undo-change',
  farmerDashboard: '/dashboard/farmer',
  farmerHome: '/dashboard/farmer/home',
  buyerDashboard: '/dashboard/buyer',
  productCreate: '/products/list',
  productDetails: '/products/details/:id',
  productEdit: '/products/edit/:id',
  farmerProfile: '/profile/farmer',
  farmerProfileEdit: '/profile/farmer/edit',
  productsBrowse: '/products/browse',
  product: '/products/:id',
  farmerStorefront: '/farmers/:id',
  myCart: '/mycart',
  checkout: '/checkout',
  orderHistory: '/orders/history',
  ordersReceived: '/orders/received',
  farmerOrders: '/orders/sales',
  orderDetails: '/orders/view/:id',
  orderReceipt: '/orders/receipt/:id',
  buyerProfile: '/profile/buyer',
  buyerProfileEdit: '/profile/buyer/edit',
  buyerProfileCreate: '/profile/buyer/create',
  weather: '/weather',
  mandiPrices: '/mandi-prices',
  farmLaw: '/FarmLaw',
  seasonalGuide: '/SeasonalGuide',
  contactUs: '/contact-us',
  // The operator's console (role admin), its own chunk of the web app.
  adminSignIn: '/admin/signin',
  adminDashboard: '/admin',
  adminVerification: '/admin/verification',
  adminReports: '/admin/reports',
  adminComplaints: '/admin/complaints',
  adminComplaint: '/admin/complaints/:id',
  adminAudit: '/admin/audit',
} as const

/** `/products/details/{id}`: a listing's read-only detail page. */
export function productDetailsPath(id: string): string {
  return paths.productDetails.replace(':id', encodeURIComponent(id))
}

/** `/products/edit/{id}`: the edit form of one of the farmer's listings. */
export function productEditPath(id: string): string {
  return paths.productEdit.replace(':id', encodeURIComponent(id))
}

/** `/products/{id}`: a listing's public page, for buyers and visitors alike. */
export function productPath(id: string): string {
  return paths.product.replace(':id', encodeURIComponent(id))
}

/** `/farmers/{id}`: a farmer's public storefront, their profile and their listings. */
export function farmerStorefrontPath(id: string): string {
  return paths.farmerStorefront.replace(':id', encodeURIComponent(id))
}

/** `/orders/view/{id}`: one order, its lines, payment and timeline, for its buyer or its farmer. */
export function orderDetailsPath(id: string): string {
  return paths.orderDetails.replace(':id', encodeURIComponent(id))
}

/** `/admin/complaints/{id}`: one complaint with its order's facts, for an operator. */
export function adminComplaintPath(id: string): string {
  return paths.adminComplaint.replace(':id', encodeURIComponent(id))
}

/** `/orders/receipt/{id}`: an order's printable receipt, for its buyer or its farmer. */
export function orderReceiptPath(id: string): string {
  return paths.orderReceipt.replace(':id', encodeURIComponent(id))
}

/** Patterns with `:param` segments, for the server's known-route check. */
export const CLIENT_ROUTE_PATTERNS: readonly string[] = Object.values(paths)

/** True when `pathname` is one of the client routes above (`:param` matches one segment). */
export function isClientRoute(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return CLIENT_ROUTE_PATTERNS.some((pattern) => {
    const re = new RegExp('^' + pattern.replace(/:[^/]+/g, '[^/]+') + '$')
    return re.test(clean)
  })
}

/**
 * Where a page lives in a language: English at the spec's own paths, every other language under
 * its code (`/hi/signin`), so a pre-rendered page is in its language before any script runs.
 */
export function localePath(locale: Locale, pathname: string): string {
  if (locale === DEFAULT_LOCALE) return pathname
  return pathname === '/' ? `/${locale}/` : `/${locale}${pathname}`
}

/** The language a path is in and the path without its language prefix. */
export function splitLocalePath(pathname: string): { locale: Locale; pathname: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname)
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) return { locale: match[1], pathname: match[2] || '/' }
  return { locale: DEFAULT_LOCALE, pathname }
}
