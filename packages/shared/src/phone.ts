import { parsePhoneNumberFromString } from 'libphonenumber-js/core'
import { z } from 'zod'
import { OTP_LENGTH } from './limits'
import { msg } from './messages/refs'
import { INDIA_PHONE_METADATA } from './phone-metadata'
import { requiredText } from './required-text'

const MOBILE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE'])

/**
 * An Indian mobile number in any common form ("98765 12345", "+91 98765 12345", "09876512345",
 * "919876512345", with spaces, dashes or brackets) as E.164 ("+919876512345"), or undefined when
 * it is not one. Accounts are for Indian mobiles only: the SMS codes go to them.
 */
export function toIndianMobile(input: string): string | undefined {
  const parsed = parsePhoneNumberFromString(input, { defaultCountry: 'IN' }, INDIA_PHONE_METADATA)
  if (!parsed || parsed.country !== 'IN' || !parsed.isValid()) return undefined
  const type = parsed.getType()
  return type && MOBILE_TYPES.has(type) ? parsed.number : undefined
}

/**
 * The 10 digits of an Indian mobile number typed in any form sign-up takes ("+91 98765 12345",
 * "098765-12345"), or undefined when it is not one. Profiles keep a phone as these 10 digits.
 */
export function toMobileDigits(input: string): string | undefined {
  return toIndianMobile(input)?.slice('+91'.length)
}

/** An E.164 Indian mobile as people write it: "+91 98765 12345". */
export function formatIndianMobile(e164: string): string {
  return parsePhoneNumberFromString(e164, INDIA_PHONE_METADATA)?.formatInternational() ?? e164
}

/** A mobile number field: any common Indian form in, E.164 out. */
export const MobileSchema = requiredText(msg('account.mobileRequired'))
  .max(30, msg('account.mobileInvalid'))
  .transform((value, ctx) => {
    const mobile = toIndianMobile(value)
    if (mobile === undefined) {
      ctx.addIssue({ code: 'custom', message: msg('account.mobileInvalid') })
      return z.NEVER
    }
    return mobile
  })

/** The one-time code from an SMS: 6 digits; spaces people type between them are dropped. */
export const CodeSchema = requiredText(msg('account.codeRequired'))
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), msg('account.codeInvalid')))
