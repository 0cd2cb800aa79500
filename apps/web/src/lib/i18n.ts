import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core'
import { translateRef } from '@app/shared/messages/refs'
import type { MessageId } from '@app/shared/messages/en'
import { intlLocale, type Locale } from '@app/shared/messages/locales'
import { renderScope } from './render-scope'

/**
 * A language's catalogue, compiled by Lingui's Vite plugin (lingui.config.ts) and a chunk of its
 * own: a page fetches its own language only, and the browser ships no message parser.
 */
async function loadMessages(locale: Locale): Promise<Messages> {
  const { messages } = (await import(`../../../../packages/shared/src/messages/locales/${locale}.json?lingui`)) as { messages: Messages }
  return messages
}

/** The information pages' long texts (the farm law portal, the seasonal guide): a catalogue of their own. */
async function loadInfoMessages(locale: Locale): Promise<Messages> {
  const { messages } = (await import(`../../../../packages/shared/src/messages/locales/info/${locale}.json?lingui`)) as {
    messages: Messages
  }
  return messages
}

/** The checkout and order pages' own texts (what happens next, each checkout choice): a catalogue of their own. */
async function loadTradeMessages(locale: Locale): Promise<Messages> {
  const { messages } = (await import(`../../../../packages/shared/src/messages/locales/trade/${locale}.json?lingui`)) as {
    messages: Messages
  }
  return messages
}

/** The signed-in farmer's and buyer's own screens' texts (listing form, profiles, cart, orders): a catalogue of their own. */
async function loadSignedInMessages(locale: Locale): Promise<Messages> {
  const { messages } = (await import(`../../../../packages/shared/src/messages/locales/signed-in/${locale}.json?lingui`)) as {
    messages: Messages
  }
  return messages
}

/**
 * The operator's console's texts: English whatever the page's language, as the console is written
 * for the people who run the market before it is translated.
 */
async function loadAdminMessages(): Promise<Messages> {
  const locale: Locale = 'en'
  const { messages } = (await import(`../../../../packages/shared/src/messages/locales/admin/${locale}.json?lingui`)) as {
    messages: Messages
  }
  return messages
}

/** Resolves to `module` once `extra`'s catalogue of the page's language is in the page's. A server render has every one already. */
async function withCatalogue<T>(module: Promise<T>, extra: (locale: Locale) => Promise<Messages>): Promise<T> {
  if (renderScope()) return module
  const [loaded, messages] = await Promise.all([module, extra(i18n.locale as Locale)])
  i18n.load(i18n.locale, messages)
  return loaded
}

/**
 * Resolves to `module` once the information pages' catalogue is in the page's, for a route that
 * shows their texts (`lazy(() => withInfoCatalogue(import(…)))`).
 */
export function withInfoCatalogue<T>(module: Promise<T>): Promise<T> {
  return withCatalogue(module, loadInfoMessages)
}

/** Resolves to `module` once the checkout and order pages' catalogue is in the page's, for those two routes. */
export function withTradeCatalogue<T>(module: Promise<T>): Promise<T> {
  return withCatalogue(module, loadTradeMessages)
}

/** Resolves to `module` once the signed-in screens' catalogue is in the page's, for a farmer's or buyer's own screen. */
export function withSignedInCatalogue<T>(module: Promise<T>): Promise<T> {
  return withCatalogue(module, loadSignedInMessages)
}

/** Resolves to `module` once the operator's console's catalogue is in the page's, for the console's routes. */
export function withAdminCatalogue<T>(module: Promise<T>): Promise<T> {
  return withCatalogue(module, loadAdminMessages)
}

/** The catalogue of `locale` in Lingui's global instance, activated: what the browser renders with. */
export async function activateCatalogue(locale: Locale): Promise<void> {
  i18n.loadAndActivate({ locale, locales: [intlLocale(locale)], messages: await loadMessages(locale) })
}

/** A Lingui instance of its own for `locale`, for the server, which renders every language. */
export async function createLocaleI18n(locale: Locale): Promise<I18n> {
  const [messages, info, trade, signedIn] = await Promise.all([
    loadMessages(locale),
    loadInfoMessages(locale),
    loadTradeMessages(locale),
    loadSignedInMessages(locale),
  ])
  return setupI18n({ locale, locales: [intlLocale(locale)], messages: { [locale]: { ...messages, ...info, ...trade, ...signedIn } } })
}

/**
 * One entry in another language than the page's, its catalogue loaded for it (the language chooser's
 * title in the language suggested for the phone, which is also the catalogue a choice would load).
 */
export async function tIn(locale: Locale, id: MessageId): Promise<string> {
  const messages = await loadMessages(locale)
  return setupI18n({ locale, locales: [intlLocale(locale)], messages: { [locale]: messages } })._(id)
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
