import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { english } from './messages/english'
import { PAYMENT_STATUSES } from './payments'
import {
  applyOrderAction,
  availableOrderActions,
  checkoutTotal,
  ConfirmOrderInputSchema,
  FINAL_ORDER_STATUSES,
  FULFILMENTS,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  OrderTransitionInputSchema,
  PAYABLE_ORDER_STATUSES,
  STOCK_HOLDING_STATUSES,
  type Fulfilment,
  type OrderAction,
  type OrderActor,
  type OrderStatus,
} from './orders'

describe('ConfirmOrderInputSchema', () => {
  it('takes a whole quantity of at least 1 and an optional delivery date', () => {
    expect(ConfirmOrderInputSchema.parse({ quantity: 3 })).toEqual({ quantity: 3, expectedDeliveryDate: null })
    expect(ConfirmOrderInputSchema.parse({ quantity: '7', expectedDeliveryDate: '2999-01-01' })).toEqual({
      quantity: 7,
      expectedDeliveryDate: '2999-01-01',
    })
  })

  it.each([{ quantity: 0 }, { quantity: -1 }, { quantity: 0.5 }, { quantity: 'lots' }, {}])('refuses %j', (body) => {
    const result = ConfirmOrderInputSchema.safeParse(body)
    expect(result.error?.issues.map((issue) => english.text(issue.message))).toEqual(['Quantity must be a whole number of at least 1'])
  })
})

const statuses = fc.constantFrom(...ORDER_STATUSES)
const fulfilments = fc.constantFrom(...FULFILMENTS)
const actions = fc.constantFrom(...ORDER_ACTIONS)
const actors = fc.constantFrom<OrderActor>('buyer', 'farmer', 'system')
const payments = fc.constantFrom(...PAYMENT_STATUSES).map((status) => ({ status }))
const notes = fc.oneof(fc.constant(''), fc.constant('   '), fc.string({ maxLength: 20 }))

describe('the order state machine', () => {
  it('applyOrderAction agrees with ORDER_TRANSITIONS for every status, fulfilment, payment, action, actor and note', () => {
    fc.assert(
      fc.property(statuses, fulfilments, payments, actions, actors, notes, (status, fulfilment, payment, action, actor, note) => {
        const transition = ORDER_TRANSITIONS[action]
        const result = applyOrderAction({ status, fulfilment, payment }, action, actor, note)
        const legal = transition.from.includes(status) && (!transition.fulfilment || transition.fulfilment === fulfilment)
        let expected: ReturnType<typeof applyOrderAction> = { ok: true, to: transition.to }
        if (transition.by !== actor) expected = { ok: false, problem: 'notYours' }
        else if (!legal) expected = { ok: false, problem: 'illegal' }
        else if (transition.payment && !transition.payment.includes(payment.status)) expected = { ok: false, problem: 'payment' }
        else if (transition.noteRequired && note.trim() === '') expected = { ok: false, problem: 'noteRequired' }
        expect(result).toEqual(expected)
      }),
    )
  })

  it('offers exactly the actions applyOrderAction allows with a note, and none on a final status', () => {
    fc.assert(
      fc.property(statuses, fulfilments, payments, actors, (status, fulfilment, payment, actor) => {
        const order = { status, fulfilment, payment }
        const offered = availableOrderActions(order, actor)
        const allowed = ORDER_ACTIONS.filter((action) => applyOrderAction(order, action, actor, 'a reason').ok)
        expect(offered).toEqual(allowed)
        if (FINAL_ORDER_STATUSES.includes(status)) expect(offered).toEqual([])
      }),
    )
  })

  it('lets the farmer withdraw exactly an accepted order whose payment is neither reported nor received, with a reason', () => {
    fc.assert(
      fc.property(statuses, fulfilments, payments, actors, notes, (status, fulfilment, payment, actor, note) => {
        const result = applyOrderAction({ status, fulfilment, payment }, 'withdraw', actor, note)
        const unpaid = payment.status === 'pending' || payment.status === 'not_received'
        const allowed = actor === 'farmer' && status === 'accepted' && unpaid && note.trim() !== ''
        expect(result.ok).toBe(allowed)
        if (result.ok) expect(result.to).toBe('cancelled')
        // A UTR awaiting the farmer, or money received, is answered as the payment's problem, not the status's.
        if (actor === 'farmer' && status === 'accepted' && !unpaid) expect(result).toEqual({ ok: false, problem: 'payment' })
      }),
    )
  })

  it('ends a stock-holding order without a sale only through reject, cancel, withdraw, expire or a suspension, each by its own side', () => {
    const ending = Object.entries(ORDER_TRANSITIONS).filter(
      ([, transition]) => transition.to === 'cancelled' || transition.to === 'rejected',
    )
    expect(Object.fromEntries(ending.map(([action, transition]) => [action, transition.by]))).toEqual({
      reject: 'farmer',
      cancel: 'buyer',
      withdraw: 'farmer',
      expire: 'system',
      suspend: 'system',
    })
  })

  it('never leaves a final status, and every move changes the status', () => {
    for (const [action, transition] of Object.entries(ORDER_TRANSITIONS)) {
      for (const from of transition.from) expect(FINAL_ORDER_STATUSES, action).not.toContain(from)
      expect(transition.from, action).not.toContain(transition.to)
    }
  })

  it('reaches completed from placed by the farmer’s and buyer’s steps, for pickup and for delivery', () => {
    const walk = (fulfilment: Fulfilment, steps: [OrderAction, OrderActor][]) =>
      steps.reduce<OrderStatus>((status, [action, actor]) => {
        const result = applyOrderAction({ status, fulfilment, payment: { status: 'pending' } }, action, actor)
        if (!result.ok) throw new Error(`${action} by ${actor} from ${status}: ${result.problem}`)
        return result.to
      }, 'placed')
    const common: [OrderAction, OrderActor][] = [
      ['accept', 'farmer'],
      ['pack', 'farmer'],
    ]
    const end: [OrderAction, OrderActor][] = [
      ['deliver', 'farmer'],
      ['complete', 'buyer'],
    ]
    expect(walk('pickup', [...common, ['ready', 'farmer'], ...end])).toBe('completed')
    expect(walk('delivery', [...common, ['dispatch', 'farmer'], ...end])).toBe('completed')
  })

  it('holds stock exactly in the statuses between placing and the end, and is payable only once accepted', () => {
    for (const status of ORDER_STATUSES) {
      const final = FINAL_ORDER_STATUSES.includes(status)
      expect(STOCK_HOLDING_STATUSES.includes(status), status).toBe(!final && status !== 'delivered')
      expect(PAYABLE_ORDER_STATUSES.includes(status), status).toBe(!final && status !== 'placed')
    }
  })

  it('lets the system only expire an order or end it for a suspended account, and nobody else do either', () => {
    fc.assert(
      fc.property(statuses, fulfilments, payments, actions, (status, fulfilment, payment, action) => {
        const result = applyOrderAction({ status, fulfilment, payment }, action, 'system')
        if (action === 'expire') expect(result.ok).toBe(status === 'placed' || status === 'accepted')
        else if (action === 'suspend') expect(result.ok).toBe(STOCK_HOLDING_STATUSES.includes(status))
        else expect(result).toEqual({ ok: false, problem: 'notYours' })
      }),
    )
    for (const actor of ['buyer', 'farmer'] as const) {
      for (const action of ['expire', 'suspend'] as const) {
        expect(applyOrderAction({ status: 'placed', fulfilment: 'pickup', payment: { status: 'pending' } }, action, actor)).toEqual({
          ok: false,
          problem: 'notYours',
        })
      }
    }
  })
})

describe('OrderTransitionInputSchema', () => {
  it('takes an action and a trimmed note, refusing expire (the system’s) and long notes', () => {
    expect(OrderTransitionInputSchema.parse({ action: 'reject', note: '  No stock  ' })).toEqual({ action: 'reject', note: 'No stock' })
    expect(OrderTransitionInputSchema.parse({ action: 'withdraw', note: ' Buyer unreachable ' })).toEqual({
      action: 'withdraw',
      note: 'Buyer unreachable',
    })
    expect(OrderTransitionInputSchema.parse({ action: 'accept' })).toEqual({ action: 'accept', note: '' })
    for (const body of [{ action: 'expire' }, { action: 'fly' }, {}]) {
      expect(OrderTransitionInputSchema.safeParse(body).error?.issues.map((issue) => english.text(issue.message))).toEqual([
        'Choose an action this order allows',
      ])
    }
    expect(OrderTransitionInputSchema.safeParse({ action: 'pack', note: 'x'.repeat(501) }).success).toBe(false)
  })
})

describe('checkoutTotal', () => {
  const group = (farmerId: string, subtotal: number, deliveryFee: number) => ({
    farmer: { _id: farmerId, name: farmerId },
    pickupAddress: '',
    deliveryAvailable: true,
    deliveryFee,
    upiAvailable: false,
    lines: [],
    subtotal,
    deliveryArea: null,
    distanceKm: null,
    deliveryRefusal: null,
  })

  it('adds each group’s subtotal and its fee only when delivered, exact to the paisa', () => {
    const groups = [group('a', 0.1, 49), group('b', 0.2, 30.05)]
    expect(
      checkoutTotal(groups, [
        { farmerId: 'a', fulfilment: 'pickup' },
        { farmerId: 'b', fulfilment: 'delivery' },
      ]),
    ).toBe(30.35)
    expect(checkoutTotal(groups, [])).toBe(0.3)
  })
})
