import type { farmerNavMessages as english } from '../farmer-nav'
import type { Translation } from '../locales'

/**
 * The farmer's own links in the navigation bars. The bars belong to the
 * app shell, on every page, so these stay in the catalogue every page loads (unlike farmer-screens.ts).
 */
export const farmerNavMessages: Translation<typeof english> = {
  'nav.listNewProduct': 'নতুন পণ্য দিন',
  'nav.myProfile': 'আমার প্রোফাইল',
  'nav.farmerOrders': 'অর্ডার',
  'nav.bottom.myCrops': 'আমার ফসল',
  'nav.bottom.listNew': 'নতুন দিন',
}
