import type { BuyerProfileFormValues } from '@app/shared/buyer-profile'
import type { FieldErrors } from '@app/shared/errors'
import { formFieldErrors } from './profile-field-errors'

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

/** The buyer profile form's fields for the server's field errors. */
export function buyerProfileFieldErrors(fieldErrors: FieldErrors): Partial<Record<BuyerProfileFormField, string>> {
  return formFieldErrors(FIELD_BY_PREFIX, fieldErrors)
}
