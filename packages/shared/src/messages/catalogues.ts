import bn from './locales/bn.json' with { type: 'json' }
import en from './locales/en.json' with { type: 'json' }
import hi from './locales/hi.json' with { type: 'json' }
import bnInfo from './locales/info/bn.json' with { type: 'json' }
import enInfo from './locales/info/en.json' with { type: 'json' }
import hiInfo from './locales/info/hi.json' with { type: 'json' }
import mrInfo from './locales/info/mr.json' with { type: 'json' }
import taInfo from './locales/info/ta.json' with { type: 'json' }
import mr from './locales/mr.json' with { type: 'json' }
import ta from './locales/ta.json' with { type: 'json' }
import type { Catalogue, Locale } from './locales'

/**
 * Each language's two files: the app's messages, and the information pages' long texts, which the
 * web app loads with those pages only (so an id belongs in the same file in every language).
 */
export const CATALOGUE_FILES = {
  main: { en, hi, mr, ta, bn },
  info: { en: enInfo, hi: hiInfo, mr: mrInfo, ta: taInfo, bn: bnInfo },
} as const

/** Every language's whole catalogue, both of its files, for the server (answers and mail) and the tests. */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
  en: { ...en, ...enInfo },
  hi: { ...hi, ...hiInfo },
  mr: { ...mr, ...mrInfo },
  ta: { ...ta, ...taInfo },
  bn: { ...bn, ...bnInfo },
}
