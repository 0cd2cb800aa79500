import { z } from 'zod'
import { requiredText } from './auth'
import {
  CoordinatesTextSchema,
  coordinatesToText,
  dateOnly,
  flag,
  fromFormText,
  linkList,
  nullableText,
  OptionalPointSchema,
  PIN_PATTERN,
  PointSchema,
  requiredNumber,
  toHundredths,
} from './fields'
import { PHONE_DIGITS } from './limits'
import { en } from './messages/en'

/** Bounds on a farmer profile beyond SPEC.md §5's rules. */
export const FARMER_PROFILE_LIMITS = {
  city: 60,
  state: 60,
  authority: 100,
  documents: 10,
  /** Acres. India's largest private farms are a few thousand acres. */
  farmSize: 100_000,
} as const

const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`)

/** SPEC.md §5: required, exactly 10 digits. */
export const PhoneSchema = requiredText(en['profile.phoneRequired']).regex(PHONE_PATTERN, en['profile.phoneInvalid'])

const CitySchema = requiredText(en['profile.cityRequired']).max(FARMER_PROFILE_LIMITS.city, en['profile.cityTooLong'])
const StateSchema = requiredText(en['profile.stateRequired']).max(FARMER_PROFILE_LIMITS.state, en['profile.stateTooLong'])
const PinSchema = requiredText(en['profile.pinRequired']).regex(PIN_PATTERN, en['profile.pinInvalid'])
const FarmSizeSchema = requiredNumber(
  {
    required: en['profile.farmSizeRequired'],
    notNumber: en['profile.farmSizeNotNumber'],
    negative: en['profile.farmSizeNegative'],
    tooLarge: en['profile.farmSizeTooLarge'],
  },
  FARMER_PROFILE_LIMITS.farmSize,
).transform(toHundredths)
const AuthoritySchema = nullableText(FARMER_PROFILE_LIMITS.authority, en['profile.authorityTooLong'])
const CertifiedOnSchema = dateOnly(en['profile.certifiedOnInvalid'])
const DocumentsSchema = linkList(en['profile.documentInvalid'], FARMER_PROFILE_LIMITS.documents, en['profile.documentsTooMany'])

/**
 * The body of POST add-farmerProfile and PATCH update-farmerProfile (SPEC.md §7). The spec's
 * `userId` may be present but is dropped: a profile always belongs to the signed-in user.
 * Coordinates are optional; certification details are kept only when `isCertifiedSustainable`.
 */
export const FarmerProfileInputSchema = z
  .object({
    phone: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), PhoneSchema),
    location: z.preprocess(
      (value) => value ?? {},
      z.object({ city: CitySchema, state: StateSchema, pin: PinSchema, coordinates: OptionalPointSchema }),
    ),
    farmSize: FarmSizeSchema,
    isCertifiedSustainable: flag(),
    certificationDetails: z.preprocess(
      (value) => value ?? {},
      z.object({
        authority: AuthoritySchema,
        certifiedOn: CertifiedOnSchema,
        documents: z.preprocess((value) => value ?? [], DocumentsSchema),
      }),
    ),
  })
  .transform((profile) => ({
    ...profile,
    certificationDetails: profile.isCertifiedSustainable
      ? profile.certificationDetails
      : { authority: null, certifiedOn: null, documents: [] },
  }))
export type FarmerProfileInput = z.input<typeof FarmerProfileInputSchema>
/** The profile's fields as the server stores them. */
export type FarmerProfileFields = z.output<typeof FarmerProfileInputSchema>

/** Document links typed into one box, one per line or separated by commas. */
function splitLinks(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((link) => link.trim())
    .filter((link) => link !== '')
}

/**
 * The farmer profile form (SPEC.md §2 "Farmer profile", §5) for `zodResolver`: every value is the
 * text or checkbox the form holds, each field carries the spec's message, and the output is the
 * API body above, ready to send. Coordinates are typed as "lng, lat"; documents one link a line.
 */
export const FarmerProfileFormSchema = z
  .object({
    phone: PhoneSchema,
    city: CitySchema,
    state: StateSchema,
    pin: PinSchema,
    coordinates: CoordinatesTextSchema,
    farmSize: fromFormText(FarmSizeSchema, en['profile.farmSizeRequired']),
    isCertifiedSustainable: z.boolean({ error: en['field.booleanInvalid'] }),
    certificationAuthority: fromFormText(AuthoritySchema, en['field.textInvalid']),
    certifiedOn: fromFormText(CertifiedOnSchema, en['profile.certifiedOnInvalid']),
    documents: z.string({ error: en['profile.documentInvalid'] }).transform(splitLinks).pipe(DocumentsSchema),
  })
  .transform(
    (form): FarmerProfileFields => ({
      phone: form.phone,
      location: { city: form.city, state: form.state, pin: form.pin, coordinates: form.coordinates },
      farmSize: form.farmSize,
      isCertifiedSustainable: form.isCertifiedSustainable,
      certificationDetails: form.isCertifiedSustainable
        ? { authority: form.certificationAuthority, certifiedOn: form.certifiedOn, documents: form.documents }
        : { authority: null, certifiedOn: null, documents: [] },
    }),
  )
/** The values the form holds (all text, except the checkbox). */
export type FarmerProfileFormValues = z.input<typeof FarmerProfileFormSchema>

/** A farmer profile as every answer shows it (SPEC.md §3 "Farmer profile"). */
export const FarmerProfileSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  phone: z.string(),
  location: z.object({
    city: z.string(),
    state: z.string(),
    pin: z.string(),
    coordinates: PointSchema.nullable(),
  }),
  /** Acres. */
  farmSize: z.number(),
  isCertifiedSustainable: z.boolean(),
  certificationDetails: z.object({
    authority: z.string().nullable(),
    certifiedOn: z.iso.date().nullable(),
    documents: z.array(z.string()),
  }),
  /** URL of the user's profile image (POST /setProfileImg/set-profile-image), or null. */
  profileImage: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type FarmerProfile = z.infer<typeof FarmerProfileSchema>

/** The form's values for a profile: empty for the create form, the profile's own for edit. */
export function toFarmerProfileFormValues(profile?: FarmerProfile | null): FarmerProfileFormValues {
  return {
    phone: profile?.phone ?? '',
    city: profile?.location.city ?? '',
    state: profile?.location.state ?? '',
    pin: profile?.location.pin ?? '',
    coordinates: coordinatesToText(profile?.location.coordinates),
    farmSize: profile ? String(profile.farmSize) : '',
    isCertifiedSustainable: profile?.isCertifiedSustainable ?? false,
    certificationAuthority: profile?.certificationDetails.authority ?? '',
    certifiedOn: profile?.certificationDetails.certifiedOn ?? '',
    documents: profile?.certificationDetails.documents.join('\n') ?? '',
  }
}

/** GET /farmerProfile/get-farmerProfile: the spec's list shape, holding the signed-in farmer's profile or nothing. */
export const GetFarmerProfileResponseSchema = z.object({ getFarmerProfile: z.array(FarmerProfileSchema) })
export type GetFarmerProfileResponse = z.infer<typeof GetFarmerProfileResponseSchema>

/** POST add-farmerProfile (201) and PATCH update-farmerProfile (200). */
export const FarmerProfileSavedResponseSchema = z.object({ message: z.string(), profile: FarmerProfileSchema })
export type FarmerProfileSavedResponse = z.infer<typeof FarmerProfileSavedResponseSchema>
