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
import bnSignedIn from './locales/signed-in/bn.json' with { type: 'json' }
import enSignedIn from './locales/signed-in/en.json' with { type: 'json' }
import hiSignedIn from './locales/signed-in/hi.json' with { type: 'json' }
import mrSignedIn from './locales/signed-in/mr.json' with { type: 'json' }
import taSignedIn from './locales/signed-in/ta.json' with { type: 'json' }
import ta from './locales/ta.json' with { type: 'json' }
import bnTrade from './locales/trade/bn.json' with { type: 'json' }
import enTrade from './locales/trade/en.json' with { type: 'json' }
import hiTrade from './locales/trade/hi.json' with { type: 'json' }
import mrTrade from './locales/trade/mr.json' with { type: 'json' }
import taTrade from './locales/trade/ta.json' with { type: 'json' }
import type { Catalogue, Locale } from './locales'

/**
 * Each language's five files: the app's messages; the information pages' long texts, which the
 * web app loads with those pages only; what only the server words (its answers' messages, mail,
 * SMS and notices), which no phone downloads; the checkout and order pages' own texts (what
 * happens next, each checkout choice), which the web app loads with those two pages only; and the
 * texts of the signed-in farmer's and buyer's own screens (listing form, profiles, cart, orders,
 * requests, dashboards), which it loads with those screens. So the public pages' first load
 * carries none of them. An id belongs in the same file in every language.
 */
export const CATALOGUE_FILES = {
  main: { en, hi, mr, ta, bn },
  info: { en: enInfo, hi: hiInfo, mr: mrInfo, ta: taInfo, bn: bnInfo },
  server: { en: enServer, hi: hiServer, mr: mrServer, ta: taServer, bn: bnServer },
  trade: { en: enTrade, hi: hiTrade, mr: mrTrade, ta: taTrade, bn: bnTrade },
  signedIn: { en: enSignedIn, hi: hiSignedIn, mr: mrSignedIn, ta: taSignedIn, bn: bnSignedIn },
} as const

/** Every language's whole catalogue, all of its files, for the server (answers and mail) and the tests. */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
  en: { ...en, ...enInfo, ...enServer, ...enTrade, ...enSignedIn },
  hi: { ...hi, ...hiInfo, ...hiServer, ...hiTrade, ...hiSignedIn },
  mr: { ...mr, ...mrInfo, ...mrServer, ...mrTrade, ...mrSignedIn },
  ta: { ...ta, ...taInfo, ...taServer, ...taTrade, ...taSignedIn },
  bn: { ...bn, ...bnInfo, ...bnServer, ...bnTrade, ...bnSignedIn },
}
