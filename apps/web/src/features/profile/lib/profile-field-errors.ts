import type { FieldErrors } from '@app/shared/errors'
import type { FarmerProfileFormValues } from '@app/shared/farmer-profile'

export type ProfileFormField = keyof FarmerProfileFormValues

/** The server names fields by their place in the body (`location.city`); the form's are flat. */
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

/** The server's field errors as the form's, the first message of each field. */
export function profileFieldErrors(fieldErrors: FieldErrors): Partial<Record<ProfileFormField, string>> {
  const shown: Partial<Record<ProfileFormField, string>> = {}
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const match = FIELD_BY_PREFIX.find(([prefix]) => key === prefix || key.startsWith(`${prefix}.`))
    const message = messages[0]
    if (match && message && !shown[match[1]]) shown[match[1]] = message
  }
  return shown
}
