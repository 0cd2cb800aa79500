import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { largestOrderQuantity, quantityProblem, quantityProblemMessage, stepQuantity, type OrderRules } from './quantity'
import { english } from './messages/english'

const tomatoes: OrderRules = { minOrderQuantity: 5, orderStep: 0.5, quantityAvailable: 12.3 }

describe('order quantities', () => {
  it('accepts the minimum and whole steps above it, up to the stock', () => {
    expect(quantityProblem(tomatoes, 5)).toBeNull()
    expect(quantityProblem(tomatoes, 5.5)).toBeNull()
    expect(quantityProblem(tomatoes, 12)).toBeNull()
  })

  it('names what is wrong with any other quantity', () => {
    expect(quantityProblem(tomatoes, 0)).toEqual({ kind: 'notPositive' })
    expect(quantityProblem(tomatoes, Number.NaN)).toEqual({ kind: 'notPositive' })
    expect(quantityProblem(tomatoes, 4.5)).toEqual({ kind: 'belowMinimum', min: 5 })
    expect(quantityProblem(tomatoes, 5.2)).toEqual({ kind: 'offStep', min: 5, step: 0.5 })
    expect(quantityProblem(tomatoes, 12.5)).toEqual({ kind: 'aboveStock', available: 12.3 })
  })

  it('works exactly with decimal steps that binary floating point cannot hold', () => {
    const rules = { minOrderQuantity: 0.1, orderStep: 0.1, quantityAvailable: 1 }
    expect(quantityProblem(rules, 0.3)).toBeNull()
    expect(quantityProblem(rules, 0.7)).toBeNull()
    expect(stepQuantity(rules, 0.2, 1)).toBe(0.3)
  })

  it('knows the largest order the stock allows', () => {
    expect(largestOrderQuantity(tomatoes)).toBe(12)
    expect(largestOrderQuantity({ ...tomatoes, quantityAvailable: 4 })).toBeNull()
  })

  it('steps between the minimum and the largest order', () => {
    expect(stepQuantity(tomatoes, 5, 1)).toBe(5.5)
    expect(stepQuantity(tomatoes, 5, -1)).toBe(5)
    expect(stepQuantity(tomatoes, 12, 1)).toBe(12)
    expect(stepQuantity(tomatoes, 5.2, 1)).toBe(5.5)
    expect(stepQuantity(tomatoes, 5.2, -1)).toBe(5)
    expect(stepQuantity(tomatoes, 100, -1)).toBe(12)
  })

  it('always steps to a valid order when one exists', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 1_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: -1_000, max: 200_000 }),
        fc.boolean(),
        (min, step, available, from, up) => {
          const rules = { minOrderQuantity: min / 100, orderStep: step / 100, quantityAvailable: available / 100 }
          const next = stepQuantity(rules, from / 100, up ? 1 : -1)
          if (largestOrderQuantity(rules) === null) expect(next).toBe(rules.minOrderQuantity)
          else expect(quantityProblem(rules, next)).toBeNull()
        },
      ),
    )
  })

  it('says the problem with the unit', () => {
    expect(english.text(quantityProblemMessage({ kind: 'belowMinimum', min: 5 }, 'kg'))).toBe('The minimum order is 5 kg')
    expect(english.text(quantityProblemMessage({ kind: 'aboveStock', available: 12.3 }, 'kg'))).toBe('Only 12.3 kg left')
  })
})
