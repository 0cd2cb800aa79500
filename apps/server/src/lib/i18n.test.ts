import { describe, expect, it } from 'vitest'
import { localeFromAcceptLanguage, requestLocale } from './i18n'

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['hi', 'hi'],
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['HI-in', 'hi'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR, fr;q=0.9, ta;q=0.5', 'ta'],
    ['en;q=0.5, mr', 'mr'],
    ['bn;q=0.8, ta;q=0.8', 'bn'],
    ['*, bn;q=0.1', 'bn'],
    ['hi;q=0, ta', 'ta'],
    [' mr-IN ; q = 0.7 ', 'mr'],
  ])('reads %j as %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale)
  })

  it.each([undefined, '', 'fr', 'fr-FR, de;q=0.9', '*', 'hi;q=0', 'hi;q=banana', ',,;;', 'x'.repeat(5000)])(
    'finds no language we speak in %j',
    (header) => {
      expect(localeFromAcceptLanguage(header)).toBeUndefined()
    },
  )

  it('reads no further than the first 30 ranges', () => {
    expect(localeFromAcceptLanguage(`${'fr, '.repeat(30)}hi`)).toBeUndefined()
  })
})

describe('requestLocale', () => {
  it('takes the header first, then the account’s language, then English', () => {
    expect(requestLocale('ta', 'bn')).toBe('ta')
    expect(requestLocale('fr', 'bn')).toBe('bn')
    expect(requestLocale(undefined, 'mr')).toBe('mr')
    expect(requestLocale('fr')).toBe('en')
    expect(requestLocale(undefined)).toBe('en')
  })
})
