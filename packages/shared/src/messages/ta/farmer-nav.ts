import type { farmerNavMessages as english } from '../farmer-nav'
import type { Translation } from '../locales'

export const farmerNavMessages: Translation<typeof english> = {
  'nav.listNewProduct': 'புதிய பொருளைச் சேர்',
  'nav.myProfile': 'என் சுயவிவரம்',
  'nav.farmerOrders': 'ஆர்டர்கள்',
  'nav.bottom.myCrops': 'என் பயிர்கள்',
  'nav.bottom.listNew': 'புதியது',
}
