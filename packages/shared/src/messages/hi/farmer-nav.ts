import type { farmerNavMessages as english } from '../farmer-nav'
import type { Translation } from '../locales'

/** The farmer's own links in the navigation bars. */
export const farmerNavMessages: Translation<typeof english> = {
  'nav.listNewProduct': 'नया सामान डालें',
  'nav.myProfile': 'मेरी प्रोफ़ाइल',
  'nav.farmerOrders': 'ऑर्डर',
  'nav.bottom.myCrops': 'मेरी फ़सलें',
  'nav.bottom.listNew': 'नया डालें',
}
