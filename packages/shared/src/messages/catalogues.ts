import { bn } from './bn'
import { en } from './en'
import { hi } from './hi'
import type { Catalogue, Locale } from './locales'
import { mr } from './mr'
import { ta } from './ta'

/** Every language's whole catalogue, for the server (answers and mail) and the web build. */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = { en, hi, mr, ta, bn }
