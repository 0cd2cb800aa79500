import type { farmerNavMessages as english } from '../farmer-nav'
import type { Translation } from '../locales'

export const farmerNavMessages: Translation<typeof english> = {
  'nav.listNewProduct': 'नवीन माल विक्रीस ठेवा',
  'nav.myProfile': 'माझे प्रोफाइल',
  'nav.farmerOrders': 'ऑर्डर',
  'nav.bottom.myCrops': 'माझी पिके',
  'nav.bottom.listNew': 'नवीन टाका',
}
