/**
 * The buyer's links in the navigation bars, and the farmer's
 * Orders Received. The bars belong to the app shell, so these stay in the catalogue every page
 * loads (unlike buyer-screens.ts).
 */
export const buyerNavMessages = {
  'nav.browseProducts': 'Browse Products',
  'nav.cart': 'Cart',
  'nav.myOrders': 'My Orders',
  'nav.ordersReceived': 'Orders Received',
  'nav.bottom.browse': 'Browse',
} as const
