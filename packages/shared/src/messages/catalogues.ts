import bn from './locales/bn.json' with { type: 'json' }
import en from './locales/en.json' with { type: 'json' }
import hi from './locales/hi.json' with { type: 'json' }
import mr from './locales/mr.json' with { type: 'json' }
import ta from './locales/ta.json' with { type: 'json' }
import type { Catalogue, Locale } from './locales'

/** Every language's whole catalogue, for the server (answers and mail) and the web build. */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = { en, hi, mr, ta, bn }
