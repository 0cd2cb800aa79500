import { z } from 'zod'

// Apart from uploads.ts, which every page showing a photo loads: these only come with an upload.

/** POST /product-images (201): the stored photo, for the product's `images`, and its thumbnail. */
export const ProductImageResponseSchema = z.object({ url: z.string(), thumbnailUrl: z.string() })
export type ProductImageResponse = z.infer<typeof ProductImageResponseSchema>

/** POST /setProfileImg/set-profile-image: the stored image's URL and the toast to show. */
export const ProfileImageResponseSchema = z.object({ optimizedUrl: z.string(), message: z.string() })
export type ProfileImageResponse = z.infer<typeof ProfileImageResponseSchema>
