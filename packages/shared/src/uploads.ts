import { z } from 'zod'

/**
 * Uploaded images: where the app serves them, what it accepts, and how a product photo's URL
 * leads to its thumbnail. The server writes files by these rules; the web app reads URLs by them.
 */

/** Every uploaded file is served under this path, with year-long immutable caching. */
export const UPLOADS_PREFIX = '/uploads/'

/** Image types an upload may be; judged by the file's bytes on the server, never by its name. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/** The `accept` attribute for a file input (the camera or the gallery on a phone). */
export const IMAGE_INPUT_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',')

/** A product photo may be at most 10 MB as sent (phone cameras write 3–8 MB JPEGs). */
export const MAX_PRODUCT_IMAGE_BYTES = 10 * 1024 * 1024

/** Product photos are stored to fit a 1600 px square; thumbnails, for cards, a 480 px square. */
export const PRODUCT_IMAGE_MAX_PX = 1600
export const PRODUCT_THUMBNAIL_MAX_PX = 480

/** Profile images are stored as a 256 px square. */
export const PROFILE_IMAGE_PX = 256

/** Suffix of a product thumbnail's file name: `products/<hash>.webp` → `products/<hash>-thumb.webp`. */
const THUMBNAIL_SUFFIX = '-thumb'

/** A product photo made by the server's image pipeline (uploads and demo photos alike). */
const OWN_PRODUCT_IMAGE = /^\/uploads\/products\/([0-9a-f]{32,64})\.webp$/

/** The storage key of a product photo whose content hashes to `hash`. */
export function productImageKey(hash: string): string {
  return `products/${hash}.webp`
}

/** The storage key of that photo's thumbnail. */
export function productThumbnailKey(hash: string): string {
  return `products/${hash}${THUMBNAIL_SUFFIX}.webp`
}

/** The URL at which the app serves the stored file `key`. */
export function uploadUrl(key: string): string {
  return UPLOADS_PREFIX + key
}

/**
 * The URL of the small version of a product image, for cards and gallery thumbnails. A photo the
 * app stored has a 480 px thumbnail beside it; an image URL the farmer pasted (another site, or
 * any other path) has none, and is returned unchanged.
 */
export function thumbnailUrl(url: string): string {
  const match = OWN_PRODUCT_IMAGE.exec(url)
  return match ? uploadUrl(productThumbnailKey(match[1]!)) : url
}

/** True when `url` names a file the app serves from its own uploads. */
export function isUploadUrl(url: string): boolean {
  return url.startsWith(UPLOADS_PREFIX)
}

/** POST /product-images (201): the stored photo, for the product's `images`, and its thumbnail. */
export const ProductImageResponseSchema = z.object({ url: z.string(), thumbnailUrl: z.string() })
export type ProductImageResponse = z.infer<typeof ProductImageResponseSchema>

/** POST /setProfileImg/set-profile-image: the stored image's URL and the toast to show. */
export const ProfileImageResponseSchema = z.object({ optimizedUrl: z.string(), message: z.string() })
export type ProfileImageResponse = z.infer<typeof ProfileImageResponseSchema>
