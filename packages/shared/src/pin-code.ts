/**
 * An Indian PIN code: six digits, the first 1 to 9 (India Post's nine PIN zones; no code starts
 * with 0). Spaces are dropped first, as people often write "411 001".
 */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/

/** The PIN code `text` names, spaces dropped; undefined when it is not one. */
export function pinCodeOf(text: string): string | undefined {
  const pin = text.replace(/\s+/g, '')
  return PIN_CODE_PATTERN.test(pin) ? pin : undefined
}
