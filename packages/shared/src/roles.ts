/**
 * Every role an account can have. The operator (`admin`) runs the marketplace: the spec's sign-up
 * knows only the two trading roles (SIGN_UP_ROLES), and operators are made from the command line.
 */
export const ROLES = ['farmer', 'buyer', 'admin'] as const
export type Role = (typeof ROLES)[number]

/** The roles a person may choose at sign-up: the two sides of a trade. */
export const SIGN_UP_ROLES = ['farmer', 'buyer'] as const satisfies readonly Role[]
export type SignUpRole = (typeof SIGN_UP_ROLES)[number]

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}
