import { z } from 'zod'
import { requiredText } from './auth'
import { PhoneSchema } from './farmer-profile'
import { OptionalPointSchema, PointSchema, type Point } from './fields'
import { en, format } from './messages/en'

/** Bounds on a buyer profile beyond SPEC.md §5's rules. */
export const BUYER_PROFILE_LIMITS = {
  address: 300,
  city: 60,
  state: 60,
  preference: 50,
  preferences: 20,
} as const

const AddressSchema = requiredText(en['buyerProfile.addressRequired']).max(
  BUYER_PROFILE_LIMITS.address,
  format('buyerProfile.addressTooLong', { max: BUYER_PROFILE_LIMITS.address }),
)
const CitySchema = requiredText(en['profile.cityRequired']).max(BUYER_PROFILE_LIMITS.city, en['profile.cityTooLong'])
const StateSchema = requiredText(en['profile.stateRequired']).max(BUYER_PROFILE_LIMITS.state, en['profile.stateTooLong'])

/**
 * Preferences typed as "vegetables, organic fruit, pulses": split at commas, trimmed, empty
 * pieces dropped and repeats (ignoring case) kept once.
 */
export function splitPreferences(text: string): string[] {
  return uniquePreferences(text.split(',')).filter((item): item is string => typeof item === 'string')
}

function uniquePreferences(items: readonly unknown[]): unknown[] {
  const seen = new Set<string>()
  const kept: unknown[] = []
  for (const item of items) {
    if (typeof item !== 'string') {
      kept.push(item)
      continue
    }
    const text = item.trim()
    if (text === '' || seen.has(text.toLowerCase())) continue
    seen.add(text.toLowerCase())
    kept.push(text)
  }
  return kept
}

/**
 * SPEC.md §5: at least one non-empty preference. The spec's body sends a list; the comma-separated
 * text the form holds is read the same way, so either reaches the same stored list.
 */
const PreferenceListSchema = z
  .array(
    z
      .string({ error: en['buyerProfile.preferencesRequired'] })
      .max(BUYER_PROFILE_LIMITS.preference, format('buyerProfile.preferenceTooLong', { max: BUYER_PROFILE_LIMITS.preference })),
    { error: en['buyerProfile.preferencesRequired'] },
  )
  .min(1, en['buyerProfile.preferencesRequired'])
  .max(BUYER_PROFILE_LIMITS.preferences, format('buyerProfile.preferencesTooMany', { max: BUYER_PROFILE_LIMITS.preferences }))

const PreferencesSchema = z.preprocess(
  (value) =>
    typeof value === 'string' ? splitPreferences(value) : Array.isArray(value) ? uniquePreferences(value) : (value ?? []),
  PreferenceListSchema,
)

/**
 * The body of POST add-buyerProfile and PATCH update-buyerProfile (SPEC.md §7): phone, address,
 * location {city, state, coordinates {coordinates [lng, lat]} optional}, preferences (a list).
 * The spec's `userId` may be present but is dropped: a profile always belongs to the signed-in user.
 */
export const BuyerProfileInputSchema = z.object({
  phone: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), PhoneSchema),
  address: AddressSchema,
  preferences: PreferencesSchema,
  location: z.preprocess(
    (value) => value ?? {},
    z.object({ city: CitySchema, state: StateSchema, coordinates: OptionalPointSchema }),
  ),
})
export type BuyerProfileInput = z.input<typeof BuyerProfileInputSchema>
/** The profile's fields as the server stores them. */
export type BuyerProfileFields = z.output<typeof BuyerProfileInputSchema>

/**
 * One coordinate box of the form: empty, or a number in range. The range is the API's own
 * (OptionalPointSchema), checked with the other coordinate at a value that is always valid.
 */
function coordinateBox(index: 0 | 1, invalid: string) {
  return z
    .string({ error: invalid })
    .trim()
    .refine((text) => {
      if (text === '') return true
      const coordinates = index === 0 ? [text, '0'] : ['0', text]
      return OptionalPointSchema.safeParse({ coordinates }).success
    }, invalid)
}

function toPoint(longitude: string, latitude: string): Point | null {
  if (longitude === '') return null
  return OptionalPointSchema.parse({ coordinates: [longitude, latitude] })
}

/**
 * The buyer profile form (SPEC.md §2 "Buyer profile", §5) for `zodResolver`: every value is the
 * text the form holds, each field carries the spec's message, and the output is the API body
 * above, ready to send. Longitude and latitude are two optional boxes: both or neither.
 */
export const BuyerProfileFormSchema = z
  .object({
    phone: PhoneSchema,
    address: AddressSchema,
    preferences: z.string({ error: en['buyerProfile.preferencesRequired'] }).transform(splitPreferences).pipe(PreferenceListSchema),
    city: CitySchema,
    state: StateSchema,
    longitude: coordinateBox(0, en['location.longitudeInvalid']),
    latitude: coordinateBox(1, en['location.latitudeInvalid']),
  })
  .transform((form, ctx): BuyerProfileFields => {
    if ((form.longitude === '') !== (form.latitude === '')) {
      const empty = form.longitude === '' ? 'longitude' : 'latitude'
      ctx.addIssue({ code: 'custom', path: [empty], message: en['buyerProfile.coordinatesIncomplete'] })
      return z.NEVER
    }
    return {
      phone: form.phone,
      address: form.address,
      preferences: form.preferences,
      location: { city: form.city, state: form.state, coordinates: toPoint(form.longitude, form.latitude) },
    }
  })
/** The values the form holds (all text). */
export type BuyerProfileFormValues = z.input<typeof BuyerProfileFormSchema>

/** A buyer profile as every answer shows it (SPEC.md §3 "Buyer profile"). */
export const BuyerProfileSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  phone: z.string(),
  address: z.string(),
  preferences: z.array(z.string()),
  location: z.object({
    city: z.string(),
    state: z.string(),
    coordinates: PointSchema.nullable(),
  }),
  /** URL of the user's profile image (POST /setProfileImg/set-profile-image), or null. */
  profileImage: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  /** When the account was created (ISO 8601): the view's "Member Since" month and year. */
  memberSince: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type BuyerProfile = z.infer<typeof BuyerProfileSchema>

/** The form's values for a profile: empty for the create form, the profile's own for edit. */
export function toBuyerProfileFormValues(profile?: BuyerProfile | null): BuyerProfileFormValues {
  const coordinates = profile?.location.coordinates?.coordinates
  return {
    phone: profile?.phone ?? '',
    address: profile?.address ?? '',
    preferences: profile?.preferences.join(', ') ?? '',
    city: profile?.location.city ?? '',
    state: profile?.location.state ?? '',
    longitude: coordinates ? String(coordinates[0]) : '',
    latitude: coordinates ? String(coordinates[1]) : '',
  }
}

/** GET /buyerProfile/get-buyerProfile: the spec's list, holding the signed-in buyer's profile or nothing. */
export const GetBuyerProfileResponseSchema = z.object({ getBuyerProfile: z.array(BuyerProfileSchema) })
export type GetBuyerProfileResponse = z.infer<typeof GetBuyerProfileResponseSchema>

/** POST add-buyerProfile (201) and PATCH update-buyerProfile (200). */
export const BuyerProfileSavedResponseSchema = z.object({ message: z.string(), profile: BuyerProfileSchema })
export type BuyerProfileSavedResponse = z.infer<typeof BuyerProfileSavedResponseSchema>
