import { msg } from './messages/refs'
import { pinCodeOf } from './pin-code'
import { PRODUCT_UNITS, type ProductUnit } from './units'

// The Mandi Prices page's search as its address holds it (`?crop=&pin=&unit=`), without Zod: the
// page reads it as it loads, and the server reads it the same way to render the page with its data
// (apps/server/src/plugins/ssr.ts), so both ask the same question and the browser finds the answer
// under its own query's key. The checks are PriceQuerySchema's (mandi.ts).

/** The most characters of a crop the API reads (PriceQuerySchema). */
export const MANDI_CROP_MAX_LENGTH = 60

/** The units the page's form offers: the weights mandi rates are quoted in. Others come only from a hand-written address. */
export const MANDI_PAGE_UNITS = ['kg', 'quintal', 'tonne'] as const satisfies readonly ProductUnit[]

export interface MandiSearch {
  /** The text of each field as the address has it, for the form to show again. */
  text: { crop: string; pin: string; unit: ProductUnit }
  /** The question for the API, or null when there is none (no crop) or a field is wrong. */
  query: { crop: string; pin?: string; unit: ProductUnit } | null
  /** Each wrong field's message (a catalogue reference, `msg`). */
  problems: { crop?: string; pin?: string }
}

/**
 * The search in `params`. A unit the app does not know reads as kg, as the API's default; a crop
 * sent empty or too long, or a PIN code that is not one, is a problem the form shows, and nothing
 * is asked.
 */
export function mandiSearchFromUrl(params: { get(name: string): string | null; has(name: string): boolean }): MandiSearch {
  const crop = (params.get('crop') ?? '').trim()
  const pin = (params.get('pin') ?? '').trim()
  const unitText = params.get('unit') ?? ''
  const unit = (PRODUCT_UNITS as readonly string[]).includes(unitText) ? (unitText as ProductUnit) : 'kg'
  const problems: MandiSearch['problems'] = {}
  // A form sent empty says so; an address without a crop is the empty search.
  if (params.has('crop') && crop === '') problems.crop = msg('prices.cropRequired')
  if (crop.length > MANDI_CROP_MAX_LENGTH) problems.crop = msg('prices.cropTooLong')
  const pinCode = pin === '' ? undefined : pinCodeOf(pin)
  if (pin !== '' && pinCode === undefined) problems.pin = msg('places.pinInvalid')
  const text = { crop, pin, unit }
  if (crop === '' || problems.crop !== undefined || problems.pin !== undefined) return { text, query: null, problems }
  return { text, query: { crop, ...(pinCode === undefined ? {} : { pin: pinCode }), unit }, problems }
}
