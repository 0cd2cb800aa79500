import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { parse, type Token } from '@messageformat/parser'
import { describe, expect, it } from 'vitest'
import { CATALOGUE_FILES, CATALOGUES } from './catalogues'
import { en, type MessageId } from './en'
import { LOCALES, type Locale } from './locales'

/** The script each language is written in, to catch a string left in English. */
const SCRIPTS: Record<Exclude<Locale, 'en'>, RegExp> = {
  hi: /[\u0900-\u097F]/,
  mr: /[\u0900-\u097F]/,
  ta: /[\u0B80-\u0BFF]/,
  bn: /[\u0980-\u09FF]/,
}

/** Ids whose text stays as English writes it in every language: the product's name. */
const SAME_IN_EVERY_LANGUAGE = new Set(['brand.first', 'brand.second', 'brand.name'])

/** The names of a message's arguments (`{name}`, `{count, plural, …}`, inside branches too), sorted. */
function argumentNames(message: string): string[] {
  const names = new Set<string>()
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg)
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg)
        for (const branch of token.cases) visit(branch.tokens)
      }
    }
  }
  visit(parse(message))
  return [...names].sort()
}

/** Latin words of three letters or more, outside placeholders. */
function latinWords(message: string): string[] {
  return message.replace(/\{[^{}]*\}/g, ' ').match(/[A-Za-z]{3,}/g) ?? []
}

/** English's ids in every file the five languages share (the operator's console is English only). */
const englishIds = Object.keys(CATALOGUES.en).sort()

describe.each(LOCALES.filter((locale) => locale !== 'en'))('the %s catalogue', (locale) => {
  const catalogue: Record<string, string> = CATALOGUES[locale]

  it('has exactly the ids English has', () => {
    expect(Object.keys(catalogue).sort()).toEqual(englishIds)
  })

  it('keeps each id in the same file as English does, as the web app loads each file with its own pages', () => {
    for (const files of Object.values(CATALOGUE_FILES)) expect(Object.keys(files[locale])).toEqual(Object.keys(files.en))
  })

  it('uses the same placeholders as English in every message', () => {
    const differing = englishIds.filter((id) => {
      try {
        return JSON.stringify(argumentNames(catalogue[id] ?? '')) !== JSON.stringify(argumentNames(en[id as keyof typeof en]))
      } catch {
        return true
      }
    })
    expect(differing).toEqual([])
  })

  it('is valid ICU MessageFormat throughout', () => {
    const broken = englishIds.filter((id) => {
      try {
        compileMessageOrThrow(catalogue[id] ?? '')
        return false
      } catch {
        return true
      }
    })
    expect(broken).toEqual([])
  })

  it('writes every message with words in its own script', () => {
    const script = SCRIPTS[locale as Exclude<Locale, 'en'>]
    const untranslated = englishIds.filter((id) => {
      if (SAME_IN_EVERY_LANGUAGE.has(id)) return false
      const text = catalogue[id] ?? ''
      return latinWords(en[id as keyof typeof en]).length > 0 && (text === en[id as keyof typeof en] || !script.test(text))
    })
    expect(untranslated).toEqual([])
  })
})

describe('the placeholder check', () => {
  it('reads arguments inside plural and select branches, and not the branches’ own words', () => {
    expect(argumentNames('{a} {b, plural, one {# {c}} other {x}} {role, select, farmer {farmer} other {{role}}}')).toEqual([
      'a',
      'b',
      'c',
      'role',
    ])
  })
})

describe('MessageId', () => {
  it('is the catalogue’s own ids, so the type checker refuses any other', () => {
    const known: MessageId = 'brand.name'
    // @ts-expect-error an id en.json does not have; were MessageId plain string, tsc would fail on this line
    const unknown: MessageId = 'brand.unknown'
    expect(Object.hasOwn(en, known)).toBe(true)
    expect(Object.hasOwn(en, unknown)).toBe(false)
  })
})
