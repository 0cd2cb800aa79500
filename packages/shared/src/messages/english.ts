import { en } from './en'
import { createTranslator } from './translate'

/** English words, for tests and tools that read what an English-speaking client sees. */
export const english = createTranslator('en', en)
