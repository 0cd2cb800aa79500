import { i18n, type Messages } from '@lingui/core'
import { LOCALES, type Locale } from '@app/shared/messages/locales'
import { translateRef } from '@app/shared/messages/refs'
import type { MessageId } from '@app/shared/messages/en'
import mainCatalogue from 'virtual:messages/main'
import { currentIntlLocale, currentLocale, setRenderLocale } from './locale'

/** One part of the compiled catalogue: a dynamic import of it per language (vite.config.ts). */
export type CatalogueLoaders = Readonly<Record<Locale, () => Promise<{ default: Messages }>>>

/**
 * Loads a part of the catalogue into the active one: in the browser the page's language only; in
 * the build's renderer every language, since it renders each page in each of them.
 */
async function addMessages(loaders: CatalogueLoaders): Promise<void> {
  const locales = import.meta.env.SSR ? LOCALES : [currentLocale()]
  const parts = await Promise.all(locales.map(async (locale) => [locale, (await loaders[locale]()).default] as const))
  for (const [locale, messages] of parts) i18n.load(locale, messages)
}

/**
 * The part of the catalogue every page shows, in the page's language. The app renders once it has
 * arrived (main.tsx); a pre-rendered page preloads it with the page.
 */
export const catalogueReady: Promise<void> = addMessages(mainCatalogue).then(() => {
  i18n.activate(currentLocale(), [currentIntlLocale()])
})

const requested = new Map<CatalogueLoaders, Promise<void>>()

/**
 * Starts fetching a part of the catalogue that lazily loaded screens show (once per part). The
 * module of each part calls it when it is first imported, so importing the part is how a component
 * says it shows that text; `lazyPage` renders a screen once `messagesLoaded()` says every part
 * requested so far is in. (No top-level await: the bundler would split the shell into many small
 * chunks to honour it.)
 */
export function requireMessages(loaders: CatalogueLoaders): void {
  if (requested.has(loaders)) return
  const part = addMessages(loaders)
  requested.set(loaders, part)
  // A part that failed to arrive is asked for again by the next screen that needs it.
  part.catch(() => requested.delete(loaders))
}

/** Resolves once every part of the catalogue requested so far is loaded; rejects if one failed to arrive. */
export async function messagesLoaded(): Promise<void> {
  await Promise.all([catalogueReady, ...requested.values()])
}

/** Build-time rendering only: renders what follows in `locale`. */
export function activateRenderLocale(locale: Locale) {
  setRenderLocale(locale)
  i18n.activate(locale, [currentIntlLocale()])
}

export { i18n }

export type MessageValues = Record<string, string | number>

/**
 * Looks up a catalogue entry in the page's language. Every user-visible string goes through here
 * (or `tText` for text that may arrive as a message reference).
 */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values)
}

const hasMessage = (id: string) => typeof i18n.messages[id] !== 'undefined'

/**
 * Text that may be a message reference (a shared schema's check, `msg(...)`) in the page's
 * language; anything else, such as a message the server already put into words, as it is.
 */
export function tText(text: string): string {
  return translateRef(text, hasMessage, (id, values) => i18n._(id, values))
}
