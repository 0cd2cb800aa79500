import { DEFAULT_LOCALE, intlLocale, isLocale, LANGUAGE_COOKIE, type Locale } from '@app/shared/messages/locales'
import { localePath, splitLocalePath } from '@app/shared/paths'
import { renderScope } from './render-scope'

/**
 * The language this page is shown in. It is part of the address (`/hi/…`; English at the spec's
 * own paths), so a pre-rendered page, a shared link and the browser's history all keep their
 * language, and a choice made on one page holds on every page the router reaches.
 */
const pageLocale: Locale = typeof window === 'undefined' ? DEFAULT_LOCALE : splitLocalePath(window.location.pathname).locale

/** The language of the page, or of the page the server is rendering. */
export function currentLocale(): Locale {
  return renderScope()?.locale ?? pageLocale
}

/** The Intl locale of the page's language (Indian grouping, Latin digits). */
export function currentIntlLocale(): string {
  return intlLocale(currentLocale())
}

/** The router's basename: the language prefix, or none for English. */
export function routerBasename(locale: Locale = currentLocale()): string | undefined {
  return locale === DEFAULT_LOCALE ? undefined : `/${locale}`
}

/** A path of the app in the page's language, for links the router does not build (plain `<a>`). */
export function localeHref(pathname: string): string {
  return localePath(currentLocale(), pathname)
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/** The language chosen earlier on this browser, if any. */
export function rememberedLocale(): Locale | undefined {
  if (typeof document === 'undefined') return undefined
  const match = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie)
  return match && isLocale(match[1]) ? match[1] : undefined
}

export function rememberLocale(locale: Locale) {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`
}

const ASKED_KEY = 'kisansetu_language_asked'

/** True once the chooser was shown on this browser, chosen from or closed. */
export function wasLanguageAsked(): boolean {
  try {
    return localStorage.getItem(ASKED_KEY) !== null
  } catch {
    return false
  }
}

export function markLanguageAsked() {
  try {
    localStorage.setItem(ASKED_KEY, '1')
  } catch {
    // Storage blocked: the chooser may open again on the next visit, which does no harm.
  }
}

/** The first of the browser's languages KisanSetu speaks (`hi-IN` → hi), English when none. */
export function guessLocale(languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages): Locale {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0]
    if (isLocale(base)) return base
  }
  return DEFAULT_LOCALE
}

/** The same screen in another language: the current address under that language's prefix. */
export function switchedLocation(locale: Locale, location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  return localePath(locale, splitLocalePath(location.pathname).pathname) + location.search + location.hash
}
