import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without types; its one export is read here.
import { indiaMetadata } from '../scripts/make-phone-metadata.mjs'
import { CodeSchema, formatIndianMobile, MobileSchema, toIndianMobile } from './phone'
import { INDIA_PHONE_METADATA } from './phone-metadata'

describe('toIndianMobile', () => {
  it.each(['98765 12345', '+91 98765 12345', '09876512345', '919876512345', '+919876512345', '098765-12345', '(+91) 98765-12345'])(
    'reads %s as +919876512345',
    (input) => {
      expect(toIndianMobile(input)).toBe('+919876512345')
    },
  )

  it.each([
    ['a landline', '022 2345 6789'],
    ['too few digits', '98765 1234'],
    ['too many digits', '98765 123456'],
    ['a number outside India', '+1 202 555 0100'],
    ['a number no mobile begins with', '12345 67890'],
    ['letters', 'ninety-eight'],
  ])('refuses %s', (_name, input) => {
    expect(toIndianMobile(input)).toBeUndefined()
  })

  it('formats a stored number as people write it', () => {
    expect(formatIndianMobile('+919876512345')).toBe('+91 98765 12345')
  })

  it('uses the installed libphonenumber-js metadata for India (run scripts/make-phone-metadata.mjs when this fails)', () => {
    expect(INDIA_PHONE_METADATA).toEqual(indiaMetadata())
  })
})

describe('MobileSchema and CodeSchema', () => {
  it('answers E.164 or the field’s message', () => {
    expect(MobileSchema.parse(' 98765 12345 ')).toBe('+919876512345')
    expect(MobileSchema.safeParse('').error?.issues[0]?.message).toBe('account.mobileRequired')
    expect(MobileSchema.safeParse('12345').error?.issues[0]?.message).toBe('account.mobileInvalid')
  })

  it('takes six digits, with the spaces people type between them', () => {
    expect(CodeSchema.parse('123 456')).toBe('123456')
    expect(CodeSchema.safeParse('').error?.issues[0]?.message).toBe('account.codeRequired')
    expect(CodeSchema.safeParse('12345').error?.issues[0]?.message).toBe('account.codeInvalid')
    expect(CodeSchema.safeParse('12345a').error?.issues[0]?.message).toBe('account.codeInvalid')
  })
})
