import type { FieldErrors } from '@app/shared/errors'
import type { FarmerProfileFormValues } from '@app/shared/farmer-profile'

/**
 * The server's field errors as a form's, the first message of each field. The server names
 * fields by their place in the body (`location.city`); the forms' are flat, so `byPrefix` maps
 * each body path to its form field.
 */
export function formFieldErrors<Field extends string>(
  byPrefix: readonly (readonly [string, Field])[],
  fieldErrors: FieldErrors,
): Partial<Record<Field, string>> {
  const shown: Partial<Record<Field, string>> = {}
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const match = byPrefix.find(([prefix]) => key === prefix || key.startsWith(`${prefix}.`))
    const message = messages[0]
    if (match && message && !shown[match[1]]) shown[match[1]] = message
  }
  return shown
}

export type ProfileFormField = keyof FarmerProfileFormValues

const FIELD_BY_PREFIX: readonly [string, ProfileFormField][] = [
  ['phone', 'phone'],
  ['location.city', 'city'],
  ['location.state', 'state'],
  ['location.pin', 'pin'],
  ['location.coordinates', 'coordinates'],
  ['farmSize', 'farmSize'],
  ['isCertifiedSustainable', 'isCertifiedSustainable'],
  ['certificationDetails.authority', 'certificationAuthority'],
  ['certificationDetails.certifiedOn', 'certifiedOn'],
  ['certificationDetails.documents', 'documents'],
]

/** The farmer profile form's fields for the server's field errors. */
export function profileFieldErrors(fieldErrors: FieldErrors): Partial<Record<ProfileFormField, string>> {
  return formFieldErrors(FIELD_BY_PREFIX, fieldErrors)
}
