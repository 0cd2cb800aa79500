import type { buyerNavMessages as english } from '../buyer-nav'
import type { Translation } from '../locales'

export const buyerNavMessages: Translation<typeof english> = {
  'nav.browseProducts': 'பொருட்களைப் பாருங்கள்',
  'nav.cart': 'கூடை',
  'nav.myOrders': 'என் ஆர்டர்கள்',
  'nav.ordersReceived': 'வந்த ஆர்டர்கள்',
  'nav.bottom.browse': 'பொருட்கள்',
}
