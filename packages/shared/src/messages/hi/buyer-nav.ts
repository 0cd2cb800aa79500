import type { buyerNavMessages as english } from '../buyer-nav'
import type { Translation } from '../locales'

/** The buyer's links in the navigation bars, and the farmer's Orders Received. */
export const buyerNavMessages: Translation<typeof english> = {
  'nav.browseProducts': 'सामान देखें',
  'nav.cart': 'कार्ट',
  'nav.myOrders': 'मेरे ऑर्डर',
  'nav.ordersReceived': 'मिले हुए ऑर्डर',
  'nav.bottom.browse': 'सामान देखें',
}
