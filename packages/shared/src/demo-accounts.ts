/**
 * The two guest accounts, one per role. Defined once: the demo data creates them and the
 * Sign-in screen's Guest Buyer Login / Guest Farmer Login buttons fill the form with them.
 * They are public on purpose (anyone may try the product); never give them real data.
 */
export const GUEST_ACCOUNTS = {
  farmer: { name: 'Guest Farmer', email: 'guest.farmer@kisansetu.in', password: 'guestfarmer123' },
  buyer: { name: 'Guest Buyer', email: 'guest.buyer@kisansetu.in', password: 'guestbuyer123' },
} as const
