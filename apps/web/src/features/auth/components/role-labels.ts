/** The catalogue's name of each role, for the Role select of both sign-up forms. */
export const ROLE_LABELS = { farmer: 'auth.role.farmer', buyer: 'auth.role.buyer' } as const
