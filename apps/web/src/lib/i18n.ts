import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { translateRef } from '@app/shared/messages/refs'
import type { MessageId } from '@app/shared/messages/en'
import { intlLocale, type Locale } from '@app/shared/messages/locales'
import { renderScope } from './render-scope'

i18n.setMessagesCompiler(compileMessage)

/** Each language's catalogue, a chunk of its own: a page fetches its own language only. */
const catalogues: Readonly<Record<Locale, () => Promise<Messages>>> = {
  en: () => import('@app/shared/messages/en').then((module) => module.en),
  hi: () => import('@app/shared/messages/hi/index').then((module) => module.hi),
  mr: () => import('@app/shared/messages/mr/index').then((module) => module.mr),
  ta: () => import('@app/shared/messages/ta/index').then((module) => module.ta),
  bn: () => import('@app/shared/messages/bn/index').then((module) => module.bn),
}

/** The catalogue of `locale` in Lingui's global instance, activated: what the browser renders with. */
export async function activateCatalogue(locale: Locale): Promise<void> {
  i18n.loadAndActivate({ locale, locales: [intlLocale(locale)], messages: await catalogues[locale]() })
}

/** A Lingui instance of its own for `locale`, for the server, which renders every language. */
export async function createLocaleI18n(locale: Locale): Promise<I18n> {
  const instance = setupI18n({ locale, locales: [intlLocale(locale)], messages: { [locale]: await catalogues[locale]() } })
  instance.setMessagesCompiler(compileMessage)
  return instance
}

/** The catalogue this render speaks: the server render's own, or the page's. */
function active(): I18n {
  return renderScope()?.i18n ?? i18n
}

/** A catalogue entry whose id is built at run time (`unit.kg`, a state's), or undefined when there is none. */
export function tKnown(id: string): string | undefined {
  const instance = active()
  return typeof instance.messages[id] === 'undefined' ? undefined : instance._(id)
}

export type MessageValues = Record<string, string | number>

/**
 * Looks up a catalogue entry in the page's language. Every user-visible string goes through here
 * (or `tText` for text that may arrive as a message reference).
 */
export function t(id: MessageId, values?: MessageValues): string {
  return active()._(id, values)
}

/**
 * Text that may be a message reference (a shared schema's check, `msg(...)`) in the page's
 * language; anything else, such as a message the server already put into words, as it is.
 */
export function tText(text: string): string {
  const instance = active()
  return translateRef(
    text,
    (id) => typeof instance.messages[id] !== 'undefined',
    (id, values) => instance._(id, values),
  )
}
