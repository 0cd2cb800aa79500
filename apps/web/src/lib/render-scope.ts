import type { I18n } from '@lingui/core'
import type { Locale } from '@app/shared/messages/locales'

/** What one server render draws with: its language, and that language's catalogue. */
export type RenderScope = { locale: Locale; i18n: I18n }

let readScope: (() => RenderScope | undefined) | undefined

/**
 * The server renders pages in several languages at once, each render awaiting its lazily loaded
 * routes in between: the language cannot be one global there. The server's entry hands over a
 * reader of the current render's scope (an AsyncLocalStorage); the browser never sets one.
 */
export function setRenderScopeReader(read: () => RenderScope | undefined) {
  readScope = read
}

export function renderScope(): RenderScope | undefined {
  return readScope?.()
}
