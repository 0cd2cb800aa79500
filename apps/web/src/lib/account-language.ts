import type { Locale } from '@app/shared/messages/locales'
import { apiRequest } from './api-client'
import { rememberedLocale, rememberLocale } from './locale'
import { getSession } from './session'

/** Saves the language in the signed-in account, so its other devices, its mail and its SMS follow it. */
export async function saveLanguageInAccount(locale: Locale): Promise<void> {
  if (!getSession()) return
  try {
    await apiRequest('/me/language', { method: 'PATCH', body: { language: locale }, redirectOnUnauthorized: false })
  } catch {
    // The browser remembers the choice anyway; the account keeps its earlier language until the next choice.
  }
}

/**
 * After sign-in, agrees the browser and the account on one language. A language chosen on this
 * browser wins and the account learns it; a browser that never chose takes the account's. Returns
 * the language the page must switch to, or null when it stays as it is.
 */
export function languageAfterSignIn(accountLanguage: Locale, pageLanguage: Locale): Locale | null {
  const chosen = rememberedLocale()
  if (chosen !== undefined) {
    if (chosen !== accountLanguage) void saveLanguageInAccount(chosen)
    return null
  }
  rememberLocale(accountLanguage)
  return accountLanguage === pageLanguage ? null : accountLanguage
}
