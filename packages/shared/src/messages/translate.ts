import { setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { MessageId } from './en'
import { intlLocale, type Catalogue, type Locale } from './locales'
import { translateRef, type MessageValues } from './refs'

export interface Translator {
  readonly locale: Locale
  /** A catalogue entry in this language, ICU plurals and all. */
  t(id: MessageId, values?: MessageValues): string
  /** Text that may be a message reference (`msg()`), in this language; other text as it is. */
  text(text: string): string
}

/**
 * Words in one language from its catalogue, for code that runs outside the browser (the server's
 * answers and mail). The browser uses the compiled catalogue of the web build instead.
 */
export function createTranslator(locale: Locale, catalogue: Catalogue): Translator {
  const i18n = setupI18n({ locale, locales: [intlLocale(locale)], messages: { [locale]: catalogue } })
  i18n.setMessagesCompiler(compileMessage)
  const has = (id: string) => Object.hasOwn(catalogue, id)
  const lookup = (id: string, values: Record<string, string | number>) => i18n._(id, values)
  return {
    locale,
    t: (id, values) => i18n._(id, values),
    text: (text) => translateRef(text, has, lookup),
  }
}
