import { describe, expect, it } from 'vitest'
import { FULFILMENTS, ORDER_STATUSES, PAYABLE_ORDER_STATUSES, type OrderStatus } from '@app/shared/orders'
import { PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentMethod, type PaymentStatus } from '@app/shared/payments'
import { nextStep, type NextStep, type NextStepOrder, type Side } from './next-step'

/** 9:16 pm on 2 December in India: how every deadline below is written. */
const DEADLINE = '2026-12-02T15:46:00.000Z'
const UPI = { uri: 'upi://pay?pa=ramlal%40sbi', qrSvg: '<svg/>', payeeId: 'ramlal@sbi', payeeName: 'Ramlal' }

/**
 * An order as the server answers it: the hold runs for a placed order (the farmer's time to
 * answer) and for an accepted UPI one not paid yet (the buyer's window); the UPI details come once
 * the order is payable and until the money is received.
 */
function order(
  status: OrderStatus,
  method: PaymentMethod = 'upi',
  paymentStatus: PaymentStatus = 'pending',
  fulfilment: 'pickup' | 'delivery' = 'pickup',
): NextStepOrder {
  const payable = PAYABLE_ORDER_STATUSES.includes(status)
  const held =
    status === 'placed' || (status === 'accepted' && method === 'upi' && paymentStatus !== 'submitted' && paymentStatus !== 'received')
  return {
    status,
    fulfilment,
    total: 115,
    holdUntil: held ? DEADLINE : null,
    payment: {
      method,
      status: paymentStatus,
      utr: paymentStatus === 'pending' ? null : '512345678901',
      refusals: paymentStatus === 'not_received' ? 1 : 0,
      upi: method === 'upi' && payable && paymentStatus !== 'received' ? UPI : null,
    },
  }
}

function step(tone: NextStep['tone'], text: string, detail: string | null = null, action: NextStep['action'] = null): NextStep {
  return { tone, text, detail, action }
}

type Case = [side: Side, status: OrderStatus, method: PaymentMethod, payment: PaymentStatus, fulfilment: 'pickup' | 'delivery', NextStep]

const PAY = 'Pay ₹115.00 to ramlal@sbi by 2 Dec, 9:16 pm, or the order is cancelled.'

const CASES: Case[] = [
  // Placed: the farmer's time to answer, both sides.
  [
    'buyer',
    'placed',
    'upi',
    'pending',
    'pickup',
    step('wait', 'The farmer has until 2 Dec, 9:16 pm to accept. You’ll be told by SMS and here.'),
  ],
  ['farmer', 'placed', 'cod', 'pending', 'delivery', step('act', 'Accept or reject this order by 2 Dec, 9:16 pm, or it is cancelled.')],

  // Accepted, paid by UPI.
  ['buyer', 'accepted', 'upi', 'pending', 'pickup', step('act', PAY, null, 'pay')],
  [
    'buyer',
    'accepted',
    'upi',
    'not_received',
    'pickup',
    step(
      'act',
      'The farmer did not receive your payment. Pay ₹115.00 to ramlal@sbi by 2 Dec, 9:16 pm and enter the new UTR, or the order is cancelled.',
      null,
      'pay',
    ),
  ],
  ['buyer', 'accepted', 'upi', 'submitted', 'pickup', step('wait', 'The farmer is checking your payment (UTR 512345678901)…')],
  ['buyer', 'accepted', 'upi', 'received', 'delivery', step('wait', 'The farmer is getting your order ready.')],
  [
    'farmer',
    'accepted',
    'upi',
    'pending',
    'pickup',
    step(
      'act',
      'Pack the order, then mark it packed.',
      'The buyer has until 2 Dec, 9:16 pm to pay ₹115.00 by UPI, or the order is cancelled.',
    ),
  ],
  [
    'farmer',
    'accepted',
    'upi',
    'submitted',
    'pickup',
    step('act', 'Check your UPI app for ₹115.00 with UTR 512345678901, then confirm.', null, 'payment'),
  ],
  ['farmer', 'accepted', 'upi', 'received', 'pickup', step('act', 'Pack the order, then mark it packed.')],

  // Accepted, cash.
  [
    'buyer',
    'accepted',
    'cod',
    'pending',
    'pickup',
    step('wait', 'The farmer is getting your order ready.', 'Pay ₹115.00 in cash when you collect it.'),
  ],
  [
    'buyer',
    'accepted',
    'cod',
    'pending',
    'delivery',
    step('wait', 'The farmer is getting your order ready.', 'Pay ₹115.00 in cash on delivery.'),
  ],
  [
    'farmer',
    'accepted',
    'cod',
    'pending',
    'delivery',
    step('act', 'Pack the order, then mark it packed.', 'Collect ₹115.00 in cash, then confirm the payment.'),
  ],

  // Packed: the window is over; an unpaid UPI order still asks for the money, without a deadline.
  ['buyer', 'packed', 'upi', 'received', 'pickup', step('wait', 'Your order is packed. You’ll be told when it is ready for pickup.')],
  ['buyer', 'packed', 'upi', 'received', 'delivery', step('wait', 'Your order is packed. You’ll be told when it is on its way.')],
  [
    'buyer',
    'packed',
    'upi',
    'pending',
    'delivery',
    step('act', 'Pay ₹115.00 to ramlal@sbi, then enter the UTR your UPI app shows.', null, 'pay'),
  ],
  ['farmer', 'packed', 'upi', 'received', 'pickup', step('act', 'Mark the order ready for pickup once the buyer can collect it.')],
  ['farmer', 'packed', 'upi', 'received', 'delivery', step('act', 'Send the order out, then mark it out for delivery.')],
  [
    'farmer',
    'packed',
    'upi',
    'not_received',
    'delivery',
    step(
      'act',
      'Send the order out, then mark it out for delivery.',
      'The buyer has not paid ₹115.00 yet: you’ll be told when they send the UTR.',
    ),
  ],

  // On the way, ready, delivered.
  [
    'buyer',
    'out_for_delivery',
    'cod',
    'pending',
    'delivery',
    step('wait', 'Your order is on its way to you.', 'Pay ₹115.00 in cash on delivery.'),
  ],
  ['farmer', 'out_for_delivery', 'upi', 'received', 'delivery', step('act', 'Mark the order delivered once the buyer has it.')],
  [
    'buyer',
    'ready_for_pickup',
    'cod',
    'pending',
    'pickup',
    step('act', 'Your order is ready. Collect it at the farm’s pickup address.', 'Pay ₹115.00 in cash when you collect it.'),
  ],
  ['farmer', 'ready_for_pickup', 'upi', 'received', 'pickup', step('act', 'Mark the order delivered once the buyer has collected it.')],
  [
    'buyer',
    'delivered',
    'upi',
    'received',
    'pickup',
    step('act', 'Your order was delivered. Once you have checked it, mark it received below.'),
  ],
  ['farmer', 'delivered', 'upi', 'received', 'delivery', step('wait', 'The buyer now confirms they received the order.')],
  [
    'farmer',
    'delivered',
    'cod',
    'pending',
    'delivery',
    step('act', 'The buyer now confirms they received the order.', 'Collect ₹115.00 in cash, then confirm the payment.', 'payment'),
  ],

  // Final.
  ['buyer', 'completed', 'upi', 'received', 'pickup', step('done', 'This order is complete. Thank you for buying from the farmer.')],
  ['farmer', 'completed', 'cod', 'received', 'pickup', step('done', 'This order is complete.')],
  ['buyer', 'cancelled', 'upi', 'not_received', 'pickup', step('ended', 'This order was cancelled. Nothing more happens with it.')],
  ['farmer', 'cancelled', 'upi', 'pending', 'pickup', step('ended', 'This order was cancelled. Its stock went back to your listings.')],
  ['buyer', 'rejected', 'cod', 'pending', 'delivery', step('ended', 'The farmer could not take this order. You pay nothing.')],
  ['farmer', 'rejected', 'upi', 'pending', 'delivery', step('ended', 'You rejected this order. Its stock went back to your listings.')],
]

describe('nextStep', () => {
  it.each(CASES)('%s, %s, %s %s, %s', (side, status, method, payment, fulfilment, expected) => {
    expect(nextStep(order(status, method, payment, fulfilment), side)).toEqual(expected)
  })

  it('without a hold, a placed order names no deadline', () => {
    const placed = { ...order('placed'), holdUntil: null }
    expect(nextStep(placed, 'buyer').text).toBe('The farmer will accept or reject your order. You’ll be told by SMS and here.')
    expect(nextStep(placed, 'farmer').text).toBe('Accept or reject this order.')
  })

  // Every status, payment method, payment status, fulfilment and side the API can answer.
  const combinations = ORDER_STATUSES.flatMap((status) =>
    PAYMENT_METHODS.flatMap((method) =>
      PAYMENT_STATUSES.filter((payment) => method === 'upi' || payment === 'pending' || payment === 'received').flatMap((payment) =>
        FULFILMENTS.flatMap((fulfilment) => (['buyer', 'farmer'] as const).map((side) => ({ status, method, payment, fulfilment, side }))),
      ),
    ),
  )

  it.each(combinations)('$side, $status, $method $payment, $fulfilment: says something whole, and pays only what is due', (c) => {
    const next = nextStep(order(c.status, c.method, c.payment, c.fulfilment), c.side)
    expect(next.text).not.toBe('')
    // Every placeholder was filled.
    expect(`${next.text} ${next.detail ?? ''}`).not.toMatch(/[{}]/)
    const owesUpi =
      c.side === 'buyer' &&
      c.method === 'upi' &&
      PAYABLE_ORDER_STATUSES.includes(c.status) &&
      (c.payment === 'pending' || c.payment === 'not_received')
    expect(next.action === 'pay').toBe(owesUpi)
    // The deadline is shown exactly where one runs: a placed order, and an accepted UPI order not paid yet.
    const deadline =
      c.status === 'placed' ||
      (owesUpi && c.status === 'accepted') ||
      (c.side === 'farmer' && c.status === 'accepted' && c.method === 'upi' && (c.payment === 'pending' || c.payment === 'not_received'))
    expect(`${next.text} ${next.detail ?? ''}`.includes('2 Dec, 9:16 pm')).toBe(deadline)
  })
})
