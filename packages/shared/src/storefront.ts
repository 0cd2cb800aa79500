import { z } from 'zod'
import { FarmerBadgesSchema } from './browse'

/**
 * A farmer's public storefront: who sells, from where, how buyers rate them, and how many listings
 * they have (the listings themselves come from Browse with `farmer={id}`). Only what a buyer needs to
 * trust a seller: never a phone number or an email, which an order's parties see once it is accepted.
 */
export const FarmerStorefrontSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** An absolute link to the farmer's photo, or null. */
  profileImage: z.string().nullable(),
  /** From the farmer's profile; empty texts when the farmer has not written one. */
  location: z.object({ city: z.string(), state: z.string() }),
  /** Acres, or null without a profile. */
  farmSize: z.number().nullable(),
  isCertifiedSustainable: z.boolean(),
  certificationAuthority: z.string().nullable(),
  /** When the farmer joined, ISO 8601. */
  memberSince: z.string(),
  /** Buyers' reviews of the farmer: the average to one decimal (null with none) and how many. */
  rating: z.object({ average: z.string().nullable(), count: z.number().int() }),
  /** How many listings the farmer has, of every status. */
  listingCount: z.number().int(),
  /** Verified farmer, and the organic certificate valid today. */
  badges: FarmerBadgesSchema,
  /** A demo farm (the public demo accounts' sandbox). */
  demo: z.boolean(),
})
export type FarmerStorefront = z.infer<typeof FarmerStorefrontSchema>

/** GET /farmers/{farmerId}. */
export const FarmerStorefrontResponseSchema = z.object({ farmer: FarmerStorefrontSchema })
export type FarmerStorefrontResponse = z.infer<typeof FarmerStorefrontResponseSchema>
