import { z } from 'zod'
import { deliveryDateSchema, wholeNumberSchema } from './buyer-requests'
import { DeliveryAddressInputSchema, DeliveryAddressSchema, PickupPlaceSchema } from './delivery'
import { msg } from './messages/refs'
import { PAYMENT_METHODS, PaymentSchema, type PaymentStatus } from './payments'
import type { Role } from './roles'

/**
 * Orders: what a buyer bought from one farmer. A checkout makes one order per farmer in the cart;
 * a farmer's Confirm This Product makes an accepted order from a buyer's interest. Both end here,
 * and every later change of an order goes through the one state machine below.
 */

/**
 * Where an order is. placed → accepted (or rejected) → packed → out_for_delivery (delivery) or
 * ready_for_pickup (pickup) → delivered → completed; cancelled by the buyer before acceptance, by
 * the farmer after it while nothing is paid, or by the system when the reservation runs out.
 */
export const ORDER_STATUSES = [
  'placed',
  'accepted',
  'rejected',
  'packed',
  'out_for_delivery',
  'ready_for_pickup',
  'delivered',
  'completed',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Statuses an order never leaves. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['rejected', 'completed', 'cancelled']

/** Statuses whose stock is still held for the order (returned when it is rejected or cancelled). */
export const STOCK_HOLDING_STATUSES: readonly OrderStatus[] = ['placed', 'accepted', 'packed', 'out_for_delivery', 'ready_for_pickup']

/** Statuses in which the buyer pays and the farmer confirms payment: accepted and not yet final. */
export const PAYABLE_ORDER_STATUSES: readonly OrderStatus[] = ['accepted', 'packed', 'out_for_delivery', 'ready_for_pickup', 'delivered']

/** How the goods reach the buyer. */
export const FULFILMENTS = ['pickup', 'delivery'] as const
export type Fulfilment = (typeof FULFILMENTS)[number]

/** Who acts on an order: its buyer, its farmer, or the server on its own (reservation expiry, refused payments). */
export type OrderActor = Extract<Role, 'buyer' | 'farmer'> | 'system'

/** What can be done to an order; each moves it from some statuses to one. */
export const ORDER_ACTIONS = [
  'accept',
  'reject',
  'cancel',
  'pack',
  'withdraw',
  'dispatch',
  'ready',
  'deliver',
  'complete',
  'expire',
  'suspend',
] as const
export type OrderAction = (typeof ORDER_ACTIONS)[number]

export interface OrderTransition {
  from: readonly OrderStatus[]
  to: OrderStatus
  by: OrderActor
  /** Only for orders with this fulfilment. */
  fulfilment?: Fulfilment
  /** The action needs a note (the reason for a rejection or a withdrawal). */
  noteRequired?: boolean
  /** Only while the order's payment is in one of these statuses. */
  payment?: readonly PaymentStatus[]
}

/** The state machine: every legal move, and nothing else. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderAction, OrderTransition>> = {
  accept: { from: ['placed'], to: 'accepted', by: 'farmer' },
  reject: { from: ['placed'], to: 'rejected', by: 'farmer', noteRequired: true },
  cancel: { from: ['placed'], to: 'cancelled', by: 'buyer' },
  pack: { from: ['accepted'], to: 'packed', by: 'farmer' },
  // The farmer ends an accepted order nobody has paid for (a buyer who never pays would otherwise
  // hold the stock until the window ends). A UTR awaiting the farmer must be answered first: the
  // money may have come.
  withdraw: { from: ['accepted'], to: 'cancelled', by: 'farmer', noteRequired: true, payment: ['pending', 'not_received'] },
  dispatch: { from: ['packed'], to: 'out_for_delivery', by: 'farmer', fulfilment: 'delivery' },
  ready: { from: ['packed'], to: 'ready_for_pickup', by: 'farmer', fulfilment: 'pickup' },
  deliver: { from: ['out_for_delivery', 'ready_for_pickup'], to: 'delivered', by: 'farmer' },
  complete: { from: ['delivered'], to: 'completed', by: 'buyer' },
  // A placed order the farmer never answered by its deadline; an accepted UPI order not paid within
  // its window, or whose payment the farmer refused MAX_PAYMENT_REFUSALS times.
  expire: { from: ['placed', 'accepted'], to: 'cancelled', by: 'system' },
  // An operator suspended the farmer's or the buyer's account: every order still holding stock ends.
  // A delivered order is left to its buyer and any complaint: the goods have changed hands.
  suspend: { from: STOCK_HOLDING_STATUSES, to: 'cancelled', by: 'system' },
}

/**
 * Why the system cancelled an order, kept on the cancellation's event so both sides are told what
 * happened: a placed order the farmer did not answer in time; an accepted UPI order no payment
 * reached within its payment window; one whose payment the farmer refused MAX_PAYMENT_REFUSALS times;
 * or any open order of an account an operator suspended.
 */
export const SYSTEM_CANCEL_CAUSES = ['not_accepted', 'not_paid', 'payment_refused', 'account_suspended'] as const
export type SystemCancelCause = (typeof SYSTEM_CANCEL_CAUSES)[number]

export type TransitionProblem = 'notYours' | 'illegal' | 'payment' | 'noteRequired'

/** What the state machine reads of an order: its status, its fulfilment and how far its payment is. */
export interface OrderForTransition {
  status: OrderStatus
  fulfilment: Fulfilment
  payment: { status: PaymentStatus }
}

/**
 * The status `action` takes an order to, or why it may not: the actor is not the one the action
 * belongs to, the order is not in a status the action leaves from (or has the other fulfilment),
 * its payment is too far along, or a required reason is missing (a preset `reasonCode` or a note).
 */
export function applyOrderAction(
  order: OrderForTransition,
  action: OrderAction,
  actor: OrderActor,
  note = '',
  reasonCode: OrderReasonCode | null = null,
): { ok: true; to: OrderStatus } | { ok: false; problem: TransitionProblem } {
  const transition = ORDER_TRANSITIONS[action]
  if (transition.by !== actor) return { ok: false, problem: 'notYours' }
  if (!transition.from.includes(order.status)) return { ok: false, problem: 'illegal' }
  if (transition.fulfilment && transition.fulfilment !== order.fulfilment) return { ok: false, problem: 'illegal' }
  if (transition.payment && !transition.payment.includes(order.payment.status)) return { ok: false, problem: 'payment' }
  if (transition.noteRequired && note.trim() === '' && !reasonCode) return { ok: false, problem: 'noteRequired' }
  return { ok: true, to: transition.to }
}

/** The actions `actor` may take on the order now: the buttons a screen shows. */
export function availableOrderActions(order: OrderForTransition, actor: OrderActor): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => {
    const transition = ORDER_TRANSITIONS[action]
    return (
      transition.by === actor &&
      transition.from.includes(order.status) &&
      (!transition.fulfilment || transition.fulfilment === order.fulfilment) &&
      (!transition.payment || transition.payment.includes(order.payment.status))
    )
  })
}

/**
 * Why a farmer rejects a placed order or cancels an accepted one: a preset the buyer reads in their
 * own language, with an optional note in the farmer's words. `other` says nothing by itself, so it
 * needs the note.
 */
export const ORDER_REASON_CODES = [
  'out_of_stock',
  'quality_not_ready',
  'cannot_deliver_there',
  'price_changed',
  'quantity_too_small',
  'other',
] as const
export type OrderReasonCode = (typeof ORDER_REASON_CODES)[number]

export const OrderReasonCodeSchema = z.enum(ORDER_REASON_CODES, { error: msg('orders.reasonCodeInvalid') })

/** The actions that take a reason (preset, note or both): the buyer is told why. */
export const REASON_ACTIONS: readonly OrderAction[] = ['reject', 'withdraw']

/** Longest note on a transition (a rejection's or withdrawal's reason, a dispatch remark). */
export const MAX_ORDER_NOTE_LENGTH = 500

/** Hours a placed order holds its stock for the farmer to accept it. */
export const ACCEPT_WITHIN_HOURS = 48
/** Hours an accepted UPI order holds its stock for the buyer to pay and enter the UTR. */
export const PAY_WITHIN_HOURS = 24
/**
 * Hours before an unpaid UPI order's payment window ends that its buyer is reminded to pay: late
 * enough to catch a buyer who forgot, early enough to pay from a village with a slow connection.
 */
export const PAYMENT_REMINDER_HOURS = 3

/** The farmer's delivery fee when the farmer has set none: the spec's fixed ₹49. */
export { DELIVERY_CHARGE_RUPEES as DEFAULT_DELIVERY_FEE_RUPEES } from './limits'

/**
 * POST /requests/{requestId}/products/{productId}/confirm: the quantity to sell (a whole number of
 * the product's unit, at most what the buyer asked for and what is available) and, optionally,
 * when it will be delivered.
 */
export const ConfirmOrderInputSchema = z.object({
  quantity: wholeNumberSchema(msg('orders.quantityInvalid'), 1),
  expectedDeliveryDate: deliveryDateSchema(),
})
export type ConfirmOrderInput = z.input<typeof ConfirmOrderInputSchema>
export type ConfirmOrderFields = z.output<typeof ConfirmOrderInputSchema>

/**
 * POST /orders/{orderId}/transitions: an action, and for a rejection or withdrawal its reason: a
 * preset `reasonCode` with an optional `note`, or (as clients written before the presets send) the
 * `note` alone. `other` needs the note; a preset on any other action is refused.
 */
export const OrderTransitionInputSchema = z
  .object({
    action: z
      .enum(ORDER_ACTIONS, { error: msg('orders.actionInvalid') })
      .refine((action) => action !== 'expire', msg('orders.actionInvalid')),
    note: z
      .string({ error: msg('orders.noteTooLong') })
      .trim()
      .max(MAX_ORDER_NOTE_LENGTH, msg('orders.noteTooLong'))
      .default(''),
    reasonCode: OrderReasonCodeSchema.optional(),
  })
  .superRefine((input, context) => {
    if (input.reasonCode === undefined) return
    if (!REASON_ACTIONS.includes(input.action)) {
      context.addIssue({ code: 'custom', path: ['reasonCode'], message: msg('orders.reasonCodeNotTaken') })
    } else if (input.reasonCode === 'other' && input.note === '') {
      context.addIssue({ code: 'custom', path: ['note'], message: msg('orders.otherReasonNeedsNote') })
    }
  })
export type OrderTransitionInput = z.input<typeof OrderTransitionInputSchema>

/** One farmer's part of a checkout: how the goods travel and how the buyer pays. */
export const CheckoutChoiceSchema = z.object({
  farmerId: z.uuid({ error: msg('checkout.farmerInvalid') }),
  fulfilment: z.enum(FULFILMENTS, { error: msg('checkout.fulfilmentInvalid') }),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: msg('checkout.paymentMethodInvalid') }),
})
export type CheckoutChoice = z.infer<typeof CheckoutChoiceSchema>

/**
 * POST /me/checkout: a choice for every farmer in the cart, and the total the buyer saw and
 * confirmed (in rupees). The server recomputes the total from the cart as it is; any difference
 * (a price, fee or quantity changed in between) answers 409 and places nothing.
 */
export const CheckoutInputSchema = z.object({
  orders: z.array(CheckoutChoiceSchema).min(1, msg('checkout.empty')).max(100),
  confirmedTotal: z.number({ error: msg('checkout.totalInvalid') }).nonnegative(msg('checkout.totalInvalid')),
  /**
   * Where delivered orders go, typed in checkout; saved on the account for the next checkout.
   * Left out: the saved address, else the buyer profile's.
   */
  deliveryAddress: DeliveryAddressInputSchema.optional(),
})
export type CheckoutInput = z.input<typeof CheckoutInputSchema>

/** One line of an order: the product as it was sold (name, unit and price copied at the sale). */
export const OrderLineSchema = z.object({
  productId: z.string().nullable(),
  productName: z.string(),
  unit: z.string(),
  quantity: z.number(),
  pricePerUnit: z.number(),
  amount: z.number(),
})
export type OrderLine = z.infer<typeof OrderLineSchema>

/** One recorded change: a status transition or a payment step, by whom, when, with the note. */
export const OrderEventSchema = z.object({
  at: z.string(),
  actor: z.enum(['buyer', 'farmer', 'system']),
  /** The status the order moved to; null for a payment step. */
  status: z.enum(ORDER_STATUSES).nullable(),
  /** The payment status it moved to; null for a status transition. */
  paymentStatus: PaymentSchema.shape.status.nullable(),
  note: z.string(),
  /** Why the system cancelled the order; null for every other event. */
  cause: z.enum(SYSTEM_CANCEL_CAUSES).nullable(),
  /**
   * The farmer's preset reason for a rejection or cancellation (`note` then holds the farmer's own
   * words, or nothing); null for every other event and for reasons given as a note alone.
   */
  reasonCode: z.enum(ORDER_REASON_CODES).nullable().optional(),
})
export type OrderEvent = z.infer<typeof OrderEventSchema>

/** The other side's phone: shown only once the order is accepted (null before, and when unknown). */
const PartySchema = z.object({ _id: z.string(), name: z.string(), phone: z.string().nullable() })

/**
 * An order as both sides see it. Money is in rupees: `subtotal` = Σ line amounts, `total` =
 * subtotal + deliveryFee (0 for pickup). `reference` is short and unique: the UPI transaction
 * reference and what a person reads out on the phone. `holdUntil` is when an unanswered or unpaid
 * order gives its stock back (null once nothing is waiting).
 */
export const OrderSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  fulfilment: z.enum(FULFILMENTS),
  /** For delivery: the buyer's address; for pickup: the farm's. */
  address: z.string(),
  deliveryFee: z.number(),
  subtotal: z.number(),
  total: z.number(),
  lines: z.array(OrderLineSchema),
  payment: PaymentSchema,
  expectedDeliveryDate: z.iso.date().nullable(),
  holdUntil: z.string().nullable(),
  createdAt: z.string(),
  farmer: PartySchema,
  buyer: PartySchema,
  events: z.array(OrderEventSchema),
  /**
   * A pickup order's farm address and point, for its two sides once accepted; null otherwise. The
   * server always sends it; optional so that orders written before it still read.
   */
  pickup: PickupPlaceSchema.nullable().optional(),
})
export type Order = z.infer<typeof OrderSchema>

/** POST …/confirm: 201 with the new (accepted) order. */
export const OrderCreatedResponseSchema = z.object({ message: z.string(), order: OrderSchema })
export type OrderCreatedResponse = z.infer<typeof OrderCreatedResponseSchema>

/** POST /me/checkout: 201 with the orders placed, one per farmer. */
export const CheckoutResponseSchema = z.object({ message: z.string(), orders: z.array(OrderSchema) })
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>

/** GET /orders: a buyer's orders, or the orders a farmer received; newest first. */
export const OrdersResponseSchema = z.object({ orders: z.array(OrderSchema) })
export type OrdersResponse = z.infer<typeof OrdersResponseSchema>

/** GET /orders/{orderId}, POST …/transitions and the payment calls: the order as it now is. */
export const OrderResponseSchema = z.object({ message: z.string(), order: OrderSchema })
export type OrderResponse = z.infer<typeof OrderResponseSchema>

/**
 * GET /me/checkout: the cart grouped by farmer, with what each farmer offers (pickup address,
 * delivery and its fee, UPI), so the buyer can choose and see the total before placing.
 * `ready` is false while the cart is empty or any line is flagged (see cartLineIssue). A buyer
 * with no address may still check out for pickup; delivery needs the address.
 */
export const CheckoutPreviewGroupSchema = z.object({
  farmer: z.object({ _id: z.string(), name: z.string() }),
  pickupAddress: z.string(),
  /** Delivery is offered when every product of the group offers it. */
  deliveryAvailable: z.boolean(),
  deliveryFee: z.number(),
  upiAvailable: z.boolean(),
  lines: z.array(OrderLineSchema),
  subtotal: z.number(),
  /** Where the farmer delivers: km from the farm's town and PIN codes; null: anywhere. */
  deliveryArea: z.object({ radiusKm: z.number().nullable(), place: z.string(), pins: z.array(z.string()) }).nullable(),
  /** Km from the farm to the address checked (the `pin` asked, else the saved one); null when unknown. */
  distanceKm: z.number().nullable(),
  /** Why the farmer does not deliver to that address, in the caller's language; null when they do or no address is known. */
  deliveryRefusal: z.string().nullable(),
})
export const CheckoutPreviewSchema = z.object({
  groups: z.array(CheckoutPreviewGroupSchema),
  /** The address delivery goes to when checkout names none, on one line; null when there is none yet. */
  deliveryAddress: z.string().nullable(),
  ready: z.boolean(),
  /** The address to fill checkout's form with: the last one delivered to, else the buyer profile's (no PIN code). */
  savedAddress: DeliveryAddressSchema.nullable(),
})
export type CheckoutPreview = z.infer<typeof CheckoutPreviewSchema>
export type CheckoutPreviewGroup = z.infer<typeof CheckoutPreviewGroupSchema>

/** The total of a checkout as the buyer chose it: each group's subtotal plus its fee when delivered. */
export function checkoutTotal(
  groups: readonly Pick<CheckoutPreviewGroup, 'farmer' | 'subtotal' | 'deliveryFee'>[],
  choices: readonly Pick<CheckoutChoice, 'farmerId' | 'fulfilment'>[],
): number {
  let paise = 0
  for (const group of groups) {
    const choice = choices.find((c) => c.farmerId === group.farmer._id)
    paise += Math.round(group.subtotal * 100)
    if (choice?.fulfilment === 'delivery') paise += Math.round(group.deliveryFee * 100)
  }
  return paise / 100
}
