import { i18n, type Messages } from '@lingui/core'
import type { MessageId } from '@app/shared/messages/en'
import enMessages from 'virtual:messages/en'

i18n.loadAndActivate({ locale: 'en', messages: enMessages })

export { i18n }

/** Adds a lazily loaded part of the catalogue (vite.config.ts LAZY_CATALOGUES) to the active one. */
export function addMessages(messages: Messages) {
  i18n.load('en', messages)
}

export type MessageValues = Record<string, string | number>

/**
 * Looks up a catalogue entry. Every user-visible string goes through here (or `<Trans>`-free
 * `t()` calls in components), so an Indian-language catalogue can follow.
 */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values)
}
