import bn from './locales/bn.json' with { type: 'json' }
import en from './locales/en.json' with { type: 'json' }
import hi from './locales/hi.json' with { type: 'json' }
import bnInfo from './locales/info/bn.json' with { type: 'json' }
import enInfo from './locales/info/en.json' with { type: 'json' }
import hiInfo from './locales/info/hi.json' with { type: 'json' }
import mrInfo from './locales/info/mr.json' with { type: 'json' }
import taInfo from './locales/info/ta.json' with { type: 'json' }
import mr from './locales/mr.json' with { type: 'json' }
import bnServer from './locales/server/bn.json' with { type: 'json' }
import enServer from './locales/server/en.json' with { type: 'json' }
import hiServer from './locales/server/hi.json' with { type: 'json' }
import mrServer from './locales/server/mr.json' with { type: 'json' }
import taServer from './locales/server/ta.json' with { type: 'json' }
import ta from './locales/ta.json' with { type: 'json' }
import type { Catalogue, Locale } from './locales'

/**
 * Each language's three files: the app's messages; the information pages' long texts, which the
 * web app loads with those pages only; and what only the server words (its answers' messages, mail,
 * SMS and notices), which no phone downloads. An id belongs in the same file in every language.
 */
export const CATALOGUE_FILES = {
  main: { en, hi, mr, ta, bn },
  info: { en: enInfo, hi: hiInfo, mr: mrInfo, ta: taInfo, bn: bnInfo },
  server: { en: enServer, hi: hiServer, mr: mrServer, ta: taServer, bn: bnServer },
} as const

/** Every language's whole catalogue, all of its files, for the server (answers and mail) and the tests. */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
  en: { ...en, ...enInfo, ...enServer },
  hi: { ...hi, ...hiInfo, ...hiServer },
  mr: { ...mr, ...mrInfo, ...mrServer },
  ta: { ...ta, ...taInfo, ...taServer },
  bn: { ...bn, ...bnInfo, ...bnServer },
}
