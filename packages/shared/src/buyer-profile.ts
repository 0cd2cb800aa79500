import { z } from 'zod'
import { requiredText } from './required-text'
import { PhoneSchema } from './farmer-profile'
import { fieldGroup, optionalPoint, PointSchema } from './fields'
import { msg } from './messages/refs'

/** Bounds on a buyer profile beyond the required fields. */
export const BUYER_PROFILE_LIMITS = {
  address: 300,
  city: 60,
  state: 60,
  preference: 50,
  preferences: 20,
} as const

const AddressSchema = requiredText(msg('buyerProfile.addressRequired')).max(
  BUYER_PROFILE_LIMITS.address,
  msg('buyerProfile.addressTooLong', { max: BUYER_PROFILE_LIMITS.address }),
)
const CitySchema = requiredText(msg('profile.cityRequired')).max(BUYER_PROFILE_LIMITS.city, msg('profile.cityTooLong'))
const StateSchema = requiredText(msg('profile.stateRequired')).max(BUYER_PROFILE_LIMITS.state, msg('profile.stateTooLong'))

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
 * At least one non-empty preference. A body may send a list; the comma-separated text the form
 * holds is read the same way, so either reaches the same stored list.
 */
const PreferenceListSchema = z
  .array(
    z
      .string({ error: msg('buyerProfile.preferencesRequired') })
      .max(BUYER_PROFILE_LIMITS.preference, msg('buyerProfile.preferenceTooLong', { max: BUYER_PROFILE_LIMITS.preference })),
    { error: msg('buyerProfile.preferencesRequired') },
  )
  .min(1, msg('buyerProfile.preferencesRequired'))
  .max(BUYER_PROFILE_LIMITS.preferences, msg('buyerProfile.preferencesTooMany', { max: BUYER_PROFILE_LIMITS.preferences }))

const PreferencesSchema = z.preprocess(
  (value: readonly string[] | string | null | undefined) =>
    typeof value === 'string' ? splitPreferences(value) : Array.isArray(value) ? uniquePreferences(value) : (value ?? []),
  PreferenceListSchema,
)

/**
 * The body of POST add-buyerProfile and PATCH update-buyerProfile, and the profile form's check:
 * the form holds the profile in this shape and submits what this schema returns. Preferences are
 * a list or the form's comma-separated text; coordinates are optional, both or neither. The
 * `userId` a client sends is dropped: a profile always belongs to the signed-in user.
 */
export const BuyerProfileInputSchema = z.object({
  phone: PhoneSchema,
  address: AddressSchema,
  preferences: PreferencesSchema,
  location: fieldGroup(
    z.object({ city: CitySchema, state: StateSchema, coordinates: optionalPoint(msg('buyerProfile.coordinatesIncomplete')) }),
  ),
})
export type BuyerProfileInput = z.input<typeof BuyerProfileInputSchema>
/** The profile's fields as the server stores them. */
export type BuyerProfileFields = z.output<typeof BuyerProfileInputSchema>

/** A buyer profile as every answer shows it. */
export const BuyerProfileSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  phone: z.string(),
  address: z.string(),
  preferences: z.array(z.string()),
  location: z.object({
    city: z.string(),
    state: z.string(),
    /** `coordinates: []` when none were given. */
    coordinates: PointSchema,
  }),
  /** URL of the user's profile image (POST /setProfileImg/set-profile-image), or null. */
  profileImage: z.string().nullable(),
  name: z.string(),
  /** Null for an account made with a mobile number alone. */
  email: z.string().nullable(),
  /** When the account was created (ISO 8601): the view's "Member Since" month and year. */
  memberSince: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type BuyerProfile = z.infer<typeof BuyerProfileSchema>

/** GET /buyerProfile/get-buyerProfile: the spec's list, holding the signed-in buyer's profile or nothing. */
export const GetBuyerProfileResponseSchema = z.object({ getBuyerProfile: z.array(BuyerProfileSchema) })
export type GetBuyerProfileResponse = z.infer<typeof GetBuyerProfileResponseSchema>

/** POST add-buyerProfile (201) and PATCH update-buyerProfile (200). */
export const BuyerProfileSavedResponseSchema = z.object({ message: z.string(), profile: BuyerProfileSchema })
export type BuyerProfileSavedResponse = z.infer<typeof BuyerProfileSavedResponseSchema>
