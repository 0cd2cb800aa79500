/**
 * Build-time settings, read once (bulletproof `config/env.ts`). Checked by hand rather than with
 * Zod: this module sits on every page's critical path, and Zod would push the landing page's first
 * load past its size budget (scripts/check-budget.mjs).
 */
function readApiUrl(raw: string | undefined): string {
  if (raw === undefined || raw === '') return '/api'
  if (!raw.startsWith('/') && !/^https?:\/\//.test(raw)) {
    throw new Error(`VITE_API_URL must be a path such as /api or an http(s) address, got "${raw}"`)
  }
  return raw.replace(/\/+$/, '')
}

/**
 * The Contact Us map: an https page to embed, or null for none. Unset by default, so the
 * page asks no other site for anything. Setting it also needs the server's Content-Security-Policy
 * (apps/server/src/plugins/security.ts, `'self'` only today) to allow the map's origin in frame-src.
 */
function readMapEmbedUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null
  if (!/^https:\/\/[^\s]+$/.test(raw)) throw new Error(`VITE_MAP_EMBED_URL must be an https:// address, got "${raw}"`)
  return raw
}

/**
 * Where the server links photos when that is not the app's own address (its ASSETS_URL: a CDN or
 * a bucket), or null. Only used to find a stored photo's thumbnail beside it; without it, photos
 * on such an address are shown full size.
 */
function readAssetsUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null
  if (!/^https?:\/\/[^\s]+$/.test(raw)) throw new Error(`VITE_ASSETS_URL must be an http(s) address, got "${raw}"`)
  return raw.replace(/\/+$/, '')
}

export const env = {
  apiUrl: readApiUrl(import.meta.env.VITE_API_URL),
  mapEmbedUrl: readMapEmbedUrl(import.meta.env.VITE_MAP_EMBED_URL),
  assetsUrl: readAssetsUrl(import.meta.env.VITE_ASSETS_URL),
} as const
