import type { AdminMessageId, MessageId } from './en'

/** The languages KisanSetu speaks, English first (the default and the spec's own). */
export const LOCALES = ['en', 'hi', 'mr', 'ta', 'bn'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** Each language's name in its own script, as the chooser shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  hi: 'हिन्दी',
  mr: 'मराठी',
  ta: 'தமிழ்',
  bn: 'বাংলা',
}

/** The cookie that remembers the language chosen on a browser: the web app writes it, the server reads it. */
export const LANGUAGE_COOKIE = 'kisansetu_lang'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** A whole catalogue in one language: every id English has, and no other, but the English-only console's. */
export type Catalogue = Readonly<Record<Exclude<MessageId, AdminMessageId>, string>>

/**
 * The Intl locale for a language: Indian conventions (₹, lakh grouping) with Latin digits, which
 * are what buyers and farmers type into forms and read on price boards in every one of these languages.
 */
export function intlLocale(locale: Locale): string {
  return locale === 'en' ? 'en-IN' : `${locale}-IN-u-nu-latn`
}
