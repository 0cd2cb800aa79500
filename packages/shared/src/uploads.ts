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

/** A product photo made by the server's image pipeline (uploads and demo photos alike), as its path. */
const OWN_PRODUCT_IMAGE = /^\/uploads\/products\/([0-9a-f]{32,64})\.webp$/

/** The path of a stored file: `/uploads/` and a key as the server makes them (lower case, no `..`). */
const UPLOAD_PATH = /^\/uploads\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\.[a-z0-9]+$/

/** The storage key of a product photo whose content hashes to `hash`. */
export function productImageKey(hash: string): string {
  return `products/${hash}.webp`
}

/** The storage key of that photo's thumbnail. */
export function productThumbnailKey(hash: string): string {
  return `products/${hash}${THUMBNAIL_SUFFIX}.webp`
}

/** The thumbnail's key beside a product photo's key, or null for any other key (a profile image has none). */
export function thumbnailKeyOf(key: string): string | null {
  const match = OWN_PRODUCT_IMAGE.exec(uploadUrl(key))
  return match ? productThumbnailKey(match[1]!) : null
}

/** The path at which the app serves the stored file `key`; answers carry it made absolute (`absoluteUploadUrl`). */
export function uploadUrl(key: string): string {
  return UPLOADS_PREFIX + key
}

/** True when `value` is the path of a file the app stores (`/uploads/products/….webp`). */
export function isUploadPath(value: string): boolean {
  return UPLOAD_PATH.test(value)
}

/**
 * The link clients get for an upload path: the base photos are served from (ASSETS_URL, by
 * default the server's PUBLIC_URL) in front, so a page or app on any other origin can show it.
 * The database keeps the path, so a new base changes every answer without rewriting a row.
 * Anything else is returned unchanged.
 */
export function absoluteUploadUrl(assetsUrl: string, value: string): string {
  return isUploadPath(value) ? assetsUrl + value : value
}

/**
 * The form the database keeps for a link a client sends: one of our own upload links on any of
 * `bases` (ASSETS_URL, and PUBLIC_URL for links given out before photos moved) becomes its path,
 * as the relative path itself stays; links to other sites are kept as they are.
 */
export function storedUploadPath(bases: string | readonly string[], value: string): string {
  for (const base of typeof bases === 'string' ? [bases] : bases) {
    if (!value.startsWith(base + UPLOADS_PREFIX)) continue
    const path = value.slice(base.length)
    if (isUploadPath(path)) return path
  }
  return value
}

/**
 * The URL of the small version of a product image, for cards and gallery thumbnails. A photo the
 * app stored has a 480 px thumbnail beside it: its path, or its absolute link on one of
 * `uploadOrigins` (where this app's uploads are served from). An image URL the farmer pasted
 * (another site, or any other path) has none, and is returned unchanged.
 */
export function thumbnailUrl(url: string, uploadOrigins: readonly string[] = []): string {
  const pathStart = url.startsWith('/') ? 0 : originLength(url, uploadOrigins)
  if (pathStart === -1) return url
  const match = OWN_PRODUCT_IMAGE.exec(url.slice(pathStart))
  return match ? url.slice(0, pathStart) + uploadUrl(productThumbnailKey(match[1]!)) : url
}

/** The length of the origin of `uploadOrigins` that `url` starts with (followed by its path), or -1. */
function originLength(url: string, uploadOrigins: readonly string[]): number {
  const origin = uploadOrigins.find((candidate) => url.startsWith(candidate + '/'))
  return origin === undefined ? -1 : origin.length
}
