import { describe, expect, it } from 'vitest'
import { containsPattern } from './like'

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
