import type { FastifyReply } from 'fastify'
import { CATALOGUES } from '@app/shared/messages/catalogues'
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@app/shared/messages/locales'
import { createTranslator, type Translator } from '@app/shared/messages/translate'

/**
 * The server's words in every language: one translator per language, made once, for answers (the
 * request's language, plugins/locale) and for mail, SMS and notices (the recipient's language).
 */
const translators = new Map<Locale, Translator>(LOCALES.map((locale) => [locale, createTranslator(locale, CATALOGUES[locale])]))

export function translator(locale: Locale): Translator {
  return translators.get(locale) ?? translators.get(DEFAULT_LOCALE)!
}

/** Ranges past this many are not read: no browser sends more, and a padded header stays cheap to read. */
const MAX_LANGUAGE_RANGES = 30

/**
 * The first language we speak among those an `Accept-Language` header asks for, in the order of
 * their q-values (ties keep the header's order); a regional tag counts for its language (`hi-IN`
 * is Hindi). `*`, languages we do not speak and ranges refused with `q=0` are passed over;
 * undefined when nothing is left, so the caller falls back to the account's language or English.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined
  const ranges = header
    .split(',')
    .slice(0, MAX_LANGUAGE_RANGES)
    .map((range, index) => {
      const [tag = '', ...parameters] = range.split(';')
      const q = parameters.map((parameter) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(parameter)).find(Boolean)
      const weight = q ? Number(q[1]) : parameters.some((parameter) => /^\s*q\s*=/i.test(parameter)) ? 0 : 1
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', weight: Math.min(weight, 1), index }
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  for (const range of ranges) if (isLocale(range.language)) return range.language
  return undefined
}

/**
 * The language to answer a request in: the first one its `Accept-Language` asks for that we speak;
 * without one, the signed-in account's language when it is known; English otherwise.
 */
export function requestLocale(acceptLanguage: string | undefined, accountLanguage?: Locale): Locale {
  return localeFromAcceptLanguage(acceptLanguage) ?? accountLanguage ?? DEFAULT_LOCALE
}

/**
 * Marks an answer as depending on the caller's `Accept-Language`, so a shared cache never hands one
 * language's words to a caller who asked for another. Adds to whatever Vary already holds.
 */
export function varyOnLanguage(reply: FastifyReply): void {
  const current = reply.getHeader('vary')
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '')
  if (values.some((value) => value === '*' || value.toLowerCase() === 'accept-language')) return
  reply.header('vary', [...values, 'Accept-Language'].join(', '))
}
