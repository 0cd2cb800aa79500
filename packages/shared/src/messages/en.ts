import english from './locales/en.json' with { type: 'json' }

/**
 * The English catalogue: every user-visible string, keyed by id, in ICU MessageFormat. The text
 * lives in ./locales/en.json (Lingui's JSON format, which the web build compiles); importing it
 * here gives the ids their literal types, so `MessageId` names only ids the catalogue has.
 */
export const en: Readonly<typeof english> = english

export type MessageId = keyof typeof english
