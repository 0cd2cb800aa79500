import englishAdmin from './locales/admin/en.json' with { type: 'json' }
import english from './locales/en.json' with { type: 'json' }
import englishInfo from './locales/info/en.json' with { type: 'json' }
import englishServer from './locales/server/en.json' with { type: 'json' }
import englishSignedIn from './locales/signed-in/en.json' with { type: 'json' }
import englishTrade from './locales/trade/en.json' with { type: 'json' }

/**
 * The English catalogue: every user-visible string, keyed by id, in ICU MessageFormat. The text
 * lives in ./locales/en.json and, for the long texts of the information pages (the farm law
 * portal, the seasonal guide), ./locales/info/en.json, and for what only the server words (its
 * answers, mail, SMS and notices), ./locales/server/en.json: Lingui's JSON format, which the web
 * build compiles, so a page fetches the information pages' text only with those pages and the
 * server's never; the signed-in screens' texts, ./locales/signed-in/en.json, come with those
 * screens, and the checkout and order pages' with those, ./locales/trade/en.json. The operator's console speaks English only, from ./locales/admin/en.json, which no
 * other language has (catalogues.ts). Importing them here gives the ids their literal types, so
 * `MessageId` names only ids the catalogue has.
 */
export const en: Readonly<
  typeof english & typeof englishInfo & typeof englishServer & typeof englishTrade & typeof englishSignedIn & typeof englishAdmin
> = {
  ...english,
  ...englishInfo,
  ...englishServer,
  ...englishTrade,
  ...englishSignedIn,
  ...englishAdmin,
}

export type MessageId = keyof typeof en

/** The operator's console's ids: English only, so no language's whole catalogue (catalogues.ts) has them. */
export type AdminMessageId = keyof typeof englishAdmin
