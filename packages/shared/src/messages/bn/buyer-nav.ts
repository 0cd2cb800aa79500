import type { buyerNavMessages as english } from '../buyer-nav'
import type { Translation } from '../locales'

/**
 * The buyer's links in the navigation bars, and the farmer's
 * Orders Received. The bars belong to the app shell, so these stay in the catalogue every page
 * loads (unlike buyer-screens.ts).
 */
export const buyerNavMessages: Translation<typeof english> = {
  'nav.browseProducts': 'পণ্য দেখুন',
  'nav.cart': 'কার্ট',
  'nav.myOrders': 'আমার অর্ডার',
  'nav.ordersReceived': 'পাওয়া অর্ডার',
  'nav.bottom.browse': 'পণ্য দেখুন',
}
