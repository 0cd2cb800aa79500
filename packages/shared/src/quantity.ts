import { msg, unitRef } from './messages/refs'

/**
 * How much of a listing one order may take. A buyer orders the minimum, or the minimum plus whole
 * steps, and never more than is left: with a minimum of 5 kg and a step of 0.5 kg, 5, 5.5 and 6 kg
 * are orders and 5.2 kg is not. Quantities carry at most 2 decimals (numeric(12,2) in the
 * database), so every check works in hundredths, where the arithmetic is exact.
 */
export interface OrderRules {
  minOrderQuantity: number
  orderStep: number
  quantityAvailable: number
}

export type QuantityProblem =
  | { kind: 'notPositive' }
  | { kind: 'belowMinimum'; min: number }
  | { kind: 'offStep'; min: number; step: number }
  | { kind: 'aboveStock'; available: number }

function hundredths(value: number): number {
  return Math.round(value * 100)
}

/** The largest order the stock allows, or null when even the minimum is more than is left. */
export function largestOrderQuantity(rules: OrderRules): number | null {
  const min = hundredths(rules.minOrderQuantity)
  const step = Math.max(1, hundredths(rules.orderStep))
  const available = hundredths(rules.quantityAvailable)
  if (available < min) return null
  return (min + Math.floor((available - min) / step) * step) / 100
}

/** What is wrong with ordering `quantity`, or null when it is a valid order. */
export function quantityProblem(rules: OrderRules, quantity: number): QuantityProblem | null {
  if (!Number.isFinite(quantity) || quantity <= 0) return { kind: 'notPositive' }
  const wanted = hundredths(quantity)
  const min = hundredths(rules.minOrderQuantity)
  const step = Math.max(1, hundredths(rules.orderStep))
  if (wanted < min) return { kind: 'belowMinimum', min: rules.minOrderQuantity }
  if ((wanted - min) % step !== 0) return { kind: 'offStep', min: rules.minOrderQuantity, step: rules.orderStep }
  if (wanted > hundredths(rules.quantityAvailable)) return { kind: 'aboveStock', available: rules.quantityAvailable }
  return null
}

/**
 * The next valid quantity from `quantity` one step up (+1) or down (-1), kept between the minimum
 * and the largest order the stock allows; a quantity between two valid ones moves to the nearer
 * one in that direction. With nothing orderable left, the minimum.
 */
export function stepQuantity(rules: OrderRules, quantity: number, direction: 1 | -1): number {
  const min = hundredths(rules.minOrderQuantity)
  const step = Math.max(1, hundredths(rules.orderStep))
  const largest = largestOrderQuantity(rules)
  if (largest === null) return rules.minOrderQuantity
  const top = hundredths(largest)
  const from = Number.isFinite(quantity) ? hundredths(quantity) : min
  const stepsAbove = (from - min) / step
  const next = direction === 1 ? Math.floor(stepsAbove) + 1 : Math.ceil(stepsAbove) - 1
  return Math.min(top, Math.max(min, min + next * step)) / 100
}

/** The problem as the user reads it, with the listing's unit. */
export function quantityProblemMessage(problem: QuantityProblem, unit: string): string {
  switch (problem.kind) {
    case 'notPositive':
      return msg('quantity.notPositive')
    case 'belowMinimum':
      return msg('quantity.belowMinimum', { min: problem.min, unit: unitRef(unit) })
    case 'offStep':
      return msg('quantity.offStep', { min: problem.min, step: problem.step, unit: unitRef(unit) })
    case 'aboveStock':
      return msg('quantity.aboveStock', { available: problem.available, unit: unitRef(unit) })
  }
}
