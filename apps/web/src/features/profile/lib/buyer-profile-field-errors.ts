import type { BuyerProfileFormValues } from '@app/shared/buyer-profile'
import type { FieldErrors } from '@app/shared/errors'

export type BuyerProfileFormField = keyof BuyerProfileFormValues

/** The server names fields by their place in the body (`location.city`); the form's are flat. */
const FIELD_BY_PREFIX: readonly [string, BuyerProfileFormField][] = [
  ['phone', 'phone'],
  ['address', 'address'],
  ['preferences', 'preferences'],
  ['location.city', 'city'],
  ['location.state', 'state'],
  ['location.coordinates', 'longitude'],
]

/** The server's field errors as the form's, the first message of each field. */
export function buyerProfileFieldErrors(fieldErrors: FieldErrors): Partial<Record<BuyerProfileFormField, string>> {
  const shown: Partial<Record<BuyerProfileFormField, string>> = {}
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const match = FIELD_BY_PREFIX.find(([prefix]) => key === prefix || key.startsWith(`${prefix}.`))
    const message = messages[0]
    if (match && message && !shown[match[1]]) shown[match[1]] = message
  }
  return shown
}
