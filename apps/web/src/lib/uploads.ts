import { thumbnailUrl } from '@app/shared/uploads'
import { env } from '@/config/env'

/**
 * Where this app's uploads may be linked from: the API answers absolute links on the server's
 * ASSETS_URL, which by default is its PUBLIC_URL: the page's own origin when the server serves the
 * app, or the API's origin when the app calls it on another one (VITE_API_URL); or a CDN's
 * address, which the build is told (VITE_ASSETS_URL).
 */
function uploadOrigins(): string[] {
  const origins: string[] = []
  if (typeof window !== 'undefined') origins.push(window.location.origin)
  if (/^https?:\/\//.test(env.apiUrl)) origins.push(new URL(env.apiUrl).origin)
  if (env.assetsUrl) origins.push(env.assetsUrl)
  return origins
}

const ORIGINS = uploadOrigins()

/** The small version of a listing photo for cards and galleries; a pasted link to another site is shown as it is. */
export function thumbnailSrc(url: string): string {
  return thumbnailUrl(url, ORIGINS)
}
