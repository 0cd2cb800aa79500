import { z } from 'zod'
import { requiredText } from './required-text'
import {
  dateOnly,
  fieldGroup,
  flag,
  linkList,
  nullableText,
  PIN_PATTERN,
  PointOrTextSchema,
  PointSchema,
  requiredNumber,
  toHundredths,
  type NumberInput,
  type TextInput,
} from './fields'
import { DELIVERY_CHARGE_RUPEES, PHONE_DIGITS } from './limits'
import { msg } from './messages/refs'
import { PIN_CODE_PATTERN } from './pin-code'
import { upiIdSchema } from './payments'
import { toMobileDigits } from './phone'

/** Bounds on a farmer profile beyond the required fields. */
export const FARMER_PROFILE_LIMITS = {
  city: 60,
  state: 60,
  authority: 100,
  documents: 10,
  /** Acres. India's largest private farms are a few thousand acres. */
  farmSize: 100_000,
  /** Rupees per order: far above any real village delivery, low enough to catch a slipped digit. */
  deliveryFee: 10_000,
  /** Km: a day's round trip by a farm's vehicle. */
  deliveryRadiusKm: 500,
  deliveryPins: 50,
  pickupAddress: 200,
} as const

const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`)

/** Required, exactly 10 digits; a JSON number is read as its digits. */
export const PhoneSchema = z.preprocess(
  (value: string | number | null | undefined) => (typeof value === 'number' ? String(value) : value),
  requiredText(msg('profile.phoneRequired')).regex(PHONE_PATTERN, msg('profile.phoneInvalid')),
)

/**
 * The farmer's phone: a mobile number in any form sign-up takes ("+91 98765 43210",
 * "098765-43210") is stored as its 10 digits, as the spec keeps a phone; anything else must be
 * exactly 10 digits, as before.
 */
const FarmerPhoneSchema = z.preprocess(
  (value: string | number | null | undefined) => (typeof value === 'string' ? (toMobileDigits(value) ?? value) : value),
  PhoneSchema,
)

const CitySchema = requiredText(msg('profile.cityRequired')).max(FARMER_PROFILE_LIMITS.city, msg('profile.cityTooLong'))
const StateSchema = requiredText(msg('profile.stateRequired')).max(FARMER_PROFILE_LIMITS.state, msg('profile.stateTooLong'))
const PinSchema = requiredText(msg('profile.pinRequired')).regex(PIN_PATTERN, msg('profile.pinInvalid'))
const FarmSizeSchema = requiredNumber(
  {
    required: msg('profile.farmSizeRequired'),
    notNumber: msg('profile.farmSizeNotNumber'),
    negative: msg('profile.farmSizeNegative'),
    tooLarge: msg('profile.farmSizeTooLarge'),
  },
  FARMER_PROFILE_LIMITS.farmSize,
).transform(toHundredths)

/**
 * Where buyers pay the farmer by UPI. Left out of the body: unchanged (so clients that do not know
 * the field keep it as it is); '' or null: no UPI ID.
 */
const UpiIdFieldSchema = z
  .preprocess((value: TextInput) => value ?? '', upiIdSchema)
  .transform((upiId) => (upiId === '' ? null : upiId))
  .optional()

/**
 * The farmer's delivery fee in rupees, to the paisa. Left out of the body: unchanged (a new profile
 * starts at the spec's ₹49); an emptied box or null: back to ₹49.
 */
const DeliveryFeeSchema = z
  .preprocess(
    (value: NumberInput) => (value === null || (typeof value === 'string' && value.trim() === '') ? DELIVERY_CHARGE_RUPEES : value),
    requiredNumber(
      {
        required: msg('payments.deliveryFeeInvalid'),
        notNumber: msg('payments.deliveryFeeInvalid'),
        negative: msg('payments.deliveryFeeInvalid'),
        tooLarge: msg('payments.deliveryFeeInvalid'),
      },
      FARMER_PROFILE_LIMITS.deliveryFee,
    ).transform(toHundredths),
  )
  .optional()

/**
 * How far from the farm the farmer delivers, in whole km. Left out of the body: unchanged; an
 * emptied box or null: no distance limit.
 */
const DeliveryRadiusSchema = z
  .preprocess(
    (value: NumberInput) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : value),
    z
      .preprocess(
        (value: NumberInput) => (typeof value === 'string' ? Number(value.trim()) : value),
        z
          .number({ error: msg('profile.deliveryRadiusInvalid', { max: FARMER_PROFILE_LIMITS.deliveryRadiusKm }) })
          .int(msg('profile.deliveryRadiusInvalid', { max: FARMER_PROFILE_LIMITS.deliveryRadiusKm }))
          .min(1, msg('profile.deliveryRadiusInvalid', { max: FARMER_PROFILE_LIMITS.deliveryRadiusKm }))
          .max(
            FARMER_PROFILE_LIMITS.deliveryRadiusKm,
            msg('profile.deliveryRadiusInvalid', { max: FARMER_PROFILE_LIMITS.deliveryRadiusKm }),
          ),
      )
      .nullable(),
  )
  .optional()

/** PIN codes typed into one box, separated by commas, spaces or lines. */
function splitPins(text: string): string[] {
  return text.split(/[\s,;]+/).filter((pin) => pin !== '')
}

/**
 * PIN codes the farmer delivers to, whatever their distance: a list, or the form's text of them;
 * each of 6 digits, kept once, in the order given. Left out of the body: unchanged; null or empty: none.
 */
const DeliveryPinsSchema = z.preprocess(
  (value: readonly string[] | string | null | undefined) =>
    value === undefined ? undefined : typeof value === 'string' ? splitPins(value) : (value ?? []),
  z
    // Checked as one list: the form has one box for them all, where the message shows.
    .array(z.unknown(), { error: msg('profile.deliveryPinsInvalid') })
    .refine(
      (pins): pins is string[] => pins.every((pin) => typeof pin === 'string' && PIN_CODE_PATTERN.test(pin)),
      msg('profile.deliveryPinsInvalid'),
    )
    .refine(
      (pins) => new Set(pins).size <= FARMER_PROFILE_LIMITS.deliveryPins,
      msg('profile.deliveryPinsTooMany', { max: FARMER_PROFILE_LIMITS.deliveryPins }),
    )
    .transform((pins) => [...new Set(pins as string[])])
    .optional(),
)

/** Where buyers collect a pickup order. Left out of the body: unchanged; '' or null: none. */
const PickupAddressSchema = nullableText(
  FARMER_PROFILE_LIMITS.pickupAddress,
  msg('profile.pickupAddressTooLong', { max: FARMER_PROFILE_LIMITS.pickupAddress }),
).optional()

/** Document links typed into one box, one per line or separated by commas. */
function splitLinks(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((link) => link.trim())
    .filter((link) => link !== '')
}

/** The certificate's links: a list, or the text of the form's box; absent or null is none. */
const DocumentsSchema = z.preprocess(
  (value: readonly string[] | string | null | undefined) => (typeof value === 'string' ? splitLinks(value) : (value ?? [])),
  linkList(msg('profile.documentInvalid'), FARMER_PROFILE_LIMITS.documents, msg('profile.documentsTooMany')),
)

/**
 * The body of POST add-farmerProfile and PATCH update-farmerProfile, and the profile form's check:
 * the form holds the profile in this shape and submits what this schema returns. The `userId` a
 * client sends is dropped: a profile always belongs to the signed-in user. Coordinates are
 * optional, as a point or as the form's "lng, lat" text; documents are a list of links or the
 * form's text of them. Certification details are kept only when `isCertifiedSustainable`.
 * `upiId`, `deliveryFee` and the delivery area and pickup address come out undefined when the body
 * leaves them out: the server then keeps what is stored, so a client written before them cannot wipe them.
 */
export const FarmerProfileInputSchema = z
  .object({
    phone: FarmerPhoneSchema,
    location: fieldGroup(z.object({ city: CitySchema, state: StateSchema, pin: PinSchema, coordinates: PointOrTextSchema })),
    farmSize: FarmSizeSchema,
    isCertifiedSustainable: flag(),
    certificationDetails: fieldGroup(
      z.object({
        authority: nullableText(FARMER_PROFILE_LIMITS.authority, msg('profile.authorityTooLong')),
        certifiedOn: dateOnly(msg('profile.certifiedOnInvalid')),
        documents: DocumentsSchema,
      }),
    ),
    upiId: UpiIdFieldSchema,
    deliveryFee: DeliveryFeeSchema,
    deliveryRadiusKm: DeliveryRadiusSchema,
    deliveryPins: DeliveryPinsSchema,
    pickupAddress: PickupAddressSchema,
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

/** A farmer profile as every answer shows it. */
export const FarmerProfileSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  phone: z.string(),
  location: z.object({
    city: z.string(),
    state: z.string(),
    pin: z.string(),
    /** `coordinates: []` when none were given. */
    coordinates: PointSchema,
  }),
  /** Acres. */
  farmSize: z.number(),
  isCertifiedSustainable: z.boolean(),
  certificationDetails: z.object({
    authority: z.string().nullable(),
    certifiedOn: z.iso.date().nullable(),
    documents: z.array(z.string()),
  }),
  /** Where buyers pay this farmer by UPI; null: UPI is not offered. */
  upiId: z.string().nullable(),
  /** Rupees charged to deliver one order. */
  deliveryFee: z.number(),
  /** Km from the farm within which the farmer delivers; null: no distance limit. */
  deliveryRadiusKm: z.number().nullable(),
  /** PIN codes delivered to whatever their distance. With no radius and no PIN codes, the farmer delivers anywhere. */
  deliveryPins: z.array(z.string()),
  /** Where buyers collect pickup orders; only the farmer and, once an order is accepted, its buyer see it. */
  pickupAddress: z.string().nullable(),
  /** URL of the user's profile image (POST /setProfileImg/set-profile-image), or null. */
  profileImage: z.string().nullable(),
  name: z.string(),
  /** Null for an account made with a mobile number alone. */
  email: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type FarmerProfile = z.infer<typeof FarmerProfileSchema>

/** GET /farmerProfile/get-farmerProfile: the spec's list shape, holding the signed-in farmer's profile or nothing. */
export const GetFarmerProfileResponseSchema = z.object({ getFarmerProfile: z.array(FarmerProfileSchema) })
export type GetFarmerProfileResponse = z.infer<typeof GetFarmerProfileResponseSchema>

/** POST add-farmerProfile (201) and PATCH update-farmerProfile (200). */
export const FarmerProfileSavedResponseSchema = z.object({ message: z.string(), profile: FarmerProfileSchema })
export type FarmerProfileSavedResponse = z.infer<typeof FarmerProfileSavedResponseSchema>
