/**
 * The farmer's own links in the navigation bars. The bars belong to the
 * app shell, on every page, so these stay in the catalogue every page loads (unlike farmer-screens.ts).
 */
export const farmerNavMessages = {
  'nav.listNewProduct': 'List New Product',
  'nav.myProfile': 'My Profile',
  'nav.farmerOrders': 'Orders',
  'nav.bottom.myCrops': 'My Crops',
  'nav.bottom.listNew': 'List New',
} as const
