/** The cart's place in the data cache: every screen that reads or changes the cart names it. */
export const cartQueryKey = ['cart'] as const
