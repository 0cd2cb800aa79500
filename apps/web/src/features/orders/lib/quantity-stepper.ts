/**
 * The quantity to offer: a whole number from 0 to the product's available quantity, prefilled
 * with what the buyer asked for.
 * Typing is only floored at 0; the plus button is capped at the maximum and minus floored at 0.
 */

/** What a typed value becomes: its whole part, never below 0 (an empty or unreadable entry is 0). */
export function typedQuantity(text: string): number {
  const value = Math.floor(Number(text))
  return Number.isFinite(value) && value > 0 ? value : 0
}

/** The + button: one more, but not past `max` (itself taken as a whole number). */
export function stepUp(value: number, max: number): number {
  return Math.min(value + 1, Math.max(0, Math.floor(max)))
}

/** The − button: one less, but not below 0. */
export function stepDown(value: number): number {
  return Math.max(0, value - 1)
}

/** The most the stepper offers: the product's available quantity, as a whole number. */
export function largestOffer(available: number): number {
  return Math.max(0, Math.floor(available))
}

/**
 * The prefilled value: what the buyer asked for, capped by what is available. The offer is whole
 * units, so a part unit asked for rounds up (2.5 kg asked prefills 3), never below the request.
 */
export function initialQuantity(asked: number, available: number): number {
  return Math.min(largestOffer(available), Math.max(0, Math.ceil(Math.round(asked * 100) / 100)))
}
