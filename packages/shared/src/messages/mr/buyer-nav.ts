import type { buyerNavMessages as english } from '../buyer-nav'
import type { Translation } from '../locales'

export const buyerNavMessages: Translation<typeof english> = {
  'nav.browseProducts': 'माल पाहा',
  'nav.cart': 'कार्ट',
  'nav.myOrders': 'माझ्या ऑर्डर',
  'nav.ordersReceived': 'आलेल्या ऑर्डर',
  'nav.bottom.browse': 'माल पाहा',
}
