import { describe, expect, it } from 'vitest'
import { containsPattern, wordPatterns } from './like'

describe('containsPattern', () => {
  it('wraps plain text in wildcards', () => {
    expect(containsPattern('rice')).toBe('%rice%')
  })

  it('escapes the wildcards and the escape character itself', () => {
    expect(containsPattern('50%')).toBe('%50\\%%')
    expect(containsPattern('A_1')).toBe('%A\\_1%')
    expect(containsPattern('a\\b')).toBe('%a\\\\b%')
  })
})

describe('wordPatterns', () => {
  it('matches the word as the whole name or as its first, last or a middle word, wildcards taken literally', () => {
    expect(wordPatterns('aam')).toEqual(['aam', 'aam %', '% aam', '% aam %'])
    expect(wordPatterns('5%')).toEqual(['5\\%', '5\\% %', '% 5\\%', '% 5\\% %'])
  })
})
