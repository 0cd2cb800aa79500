/**
 * Build-time settings, read once (bulletproof `config/env.ts`). Checked by hand rather than with
 * Zod: this module sits on every page's critical path and Zod must stay off it (issue 2 item 9).
 */
function readApiUrl(raw: string | undefined): string {
  if (raw === undefined || raw === '') return '/api'
  if (!raw.startsWith('/') && !/^https?:\/\//.test(raw)) {
    throw new Error(`VITE_API_URL must be a path such as /api or an http(s) address, got "${raw}"`)
  }
  return raw.replace(/\/+$/, '')
}

export const env = {
  apiUrl: readApiUrl(import.meta.env.VITE_API_URL),
} as const
