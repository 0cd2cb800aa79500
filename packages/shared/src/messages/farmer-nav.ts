/**
 * The farmer's links that issue 3 adds to the navigation bars (SPEC.md §2). The bars belong to the
 * app shell, on every page, so these stay in the catalogue every page loads (unlike farmer-screens.ts).
 */
export const farmerNavMessages = {
  'nav.listNewProduct': 'List New Product',
  'nav.myProfile': 'My Profile',
} as const
