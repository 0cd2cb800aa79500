import { randomInt } from 'node:crypto'

/** Letters and digits a person reads out without confusion: no 0/O, 1/I/L, U. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789'
const REFERENCE_LENGTH = 10

/** 'KS' and 10 characters drawn by crypto random: about 49 bits, so a collision is rare, and retried. */
export function newOrderReference(): string {
  let reference = 'KS'
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]
  return reference
}
