import { todayInIndia } from '@app/shared/buyer-requests'
import { cartLineIssue, lineAmount } from '@app/shared/cart'
import {
  DeliveryAddressInputSchema,
  deliveryAddressText,
  deliveryAreaLimited,
  type DeliveryAddress,
  type DeliveryAddressFields,
  type PickupPlace,
} from '@app/shared/delivery'
import type { MessageId } from '@app/shared/messages/en'
import { msg, unitRef } from '@app/shared/messages/refs'
import {
  ACCEPT_WITHIN_HOURS,
  applyOrderAction,
  checkoutTotal,
  DEFAULT_DELIVERY_FEE_RUPEES,
  PAYABLE_ORDER_STATUSES,
  type CheckoutInput,
  type CheckoutPreview,
  type CheckoutPreviewGroup,
  type ConfirmOrderFields,
  type Order,
  type OrderAction,
  type OrderLine,
  type OrderReasonCode,
  type OrderStatus,
} from '@app/shared/orders'
import type { ProductStatus } from '@app/shared/products'
import type { Role } from '@app/shared/roles'
import { UUID_PATTERN } from '@app/shared/browse-filters'
import type { AppDeps } from '#src/app-deps'
import type { Db } from '#src/db/client'
import type { OrderPaymentRow } from '#src/db/schema/index'
import { AppError } from '#src/lib/app-error'
import { latLngOf } from '#src/lib/geo'
import { tradeRefusal } from '#src/lib/sandbox'
import {
  deleteCartEntries,
  findCartForCheckout,
  findCartLine,
  lockCartForCheckout,
  sellCartLines,
  type CheckoutCart,
  type CheckoutCartLine,
} from '#src/modules/cart/cart.repository'
import { findFarmerProfileOfUser } from '#src/modules/farmer-profile/farmer-profile.repository'
import { queueOrderEventNotifications, queueOrderEventsNotifications } from '#src/modules/notifications/notifications.service'
import { findPayment, findPaymentsByOrderIds } from '#src/modules/payments/payments.repository'
import { toPaymentDto } from '#src/modules/payments/payments.service'
import { findProductById, takeStock } from '#src/modules/products/products.repository'
import { claimConfirmation, setResponseOrder } from '#src/modules/requests/requests.repository'
import { alreadyConfirmed, findRequestProduct } from '#src/modules/requests/requests.service'
import { deliveryVerdict, farmDeliveryOf, placeOfPin, type AddressPlace, type FarmDelivery } from './delivery-area'
import { saveDeliveryAddress } from './delivery-address.repository'
import * as repo from './orders.repository'
import { applyTransition } from './orders.transition'

const HOUR_MS = 60 * 60 * 1000
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })

function notFound(): AppError {
  return new AppError(404, 'NOT_FOUND', msg('orders.notFound'))
}

function conflict(message: string): AppError {
  return new AppError(409, 'CONFLICT', message)
}

/**
 * The other side's phone is shown once the farmer has accepted (the two must then talk about
 * pickup, delivery and payment) and until the order ends well; before acceptance, and after a
 * rejection or cancellation, neither side learns the other's number. One's own phone is always shown.
 */
function phonesShown(status: OrderStatus): boolean {
  return PAYABLE_ORDER_STATUSES.includes(status) || status === 'completed'
}

async function toOrderDtos(db: Db, rows: repo.OrderWithDetails[], viewerId: string): Promise<Order[]> {
  const payments = await findPaymentsByOrderIds(
    db,
    rows.map((row) => row.order.id),
  )
  return Promise.all(
    rows.map((row) => {
      const payment = payments.get(row.order.id)
      // Every order is made with its payment row, the migrated ones included.
      if (!payment) throw new Error(`order ${row.order.id} has no payment row`)
      return toOrderDto(row, payment, viewerId)
    }),
  )
}

async function toOrderDto(
  { order, lines, events, farmer, buyer, farm }: repo.OrderWithDetails,
  payment: OrderPaymentRow,
  viewerId: string,
): Promise<Order> {
  const shown = phonesShown(order.status)
  const party = (side: repo.OrderParty) => ({
    _id: side.id,
    name: side.name,
    phone: shown || side.id === viewerId ? side.phone : null,
  })
  return {
    _id: order.id,
    reference: order.reference,
    status: order.status,
    fulfilment: order.fulfilment,
    address: order.address,
    deliveryFee: order.deliveryFee,
    subtotal: order.subtotal,
    total: order.total,
    lines: lines.map((line) => ({
      productId: line.productId,
      productName: line.productName,
      unit: line.unit,
      quantity: line.quantity,
      pricePerUnit: line.pricePerUnit,
      amount: line.amount,
    })),
    payment: await toPaymentDto(payment, {
      reference: order.reference,
      total: order.total,
      status: order.status,
      farmerName: farmer.name,
    }),
    expectedDeliveryDate: order.expectedDeliveryDate,
    holdUntil: order.holdUntil?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    farmer: party(farmer),
    buyer: party(buyer),
    pickup: order.fulfilment === 'pickup' && shown ? pickupPlaceOf(farm) : null,
    events: events.map((event) => ({
      at: event.createdAt.toISOString(),
      actor: event.actor,
      status: event.status,
      paymentStatus: event.paymentStatus,
      note: event.note,
      cause: event.cause,
      reasonCode: event.reasonCode,
    })),
  }
}

/**
 * Where a pickup order is collected: the farm's pickup address and town, and its point for a map
 * link. Given only to the order's two sides once it is accepted (as the phones are): a buyer
 * who has not been accepted learns the farm's town, never its gate.
 */
function pickupPlaceOf(farm: repo.FarmPlace | null): PickupPlace | null {
  if (!farm) return null
  const address = [farm.pickupAddress ?? '', farm.city, `${farm.state} ${farm.pin}`.trim()].filter((part) => part.trim() !== '').join(', ')
  return { address, lat: farm.latitude, lng: farm.longitude }
}

/** One order as its buyer or its farmer sees it; 404 for anyone else (and for an id that is not one). */
export async function getOrderForViewer(deps: Pick<AppDeps, 'db'>, viewer: { id: string; role: Role }, orderId: string): Promise<Order> {
  if (!UUID_PATTERN.test(orderId)) throw notFound()
  const row = await repo.findOrderWithDetails(deps.db, orderId)
  if (!row || (row.order.buyerId !== viewer.id && row.order.farmerId !== viewer.id)) throw notFound()
  const [order] = await toOrderDtos(deps.db, [row], viewer.id)
  return order!
}

/**
 * One order as an operator settling a complaint reads it: its lines, payment with the UTR, and
 * events. Phones follow the sides' own rule (an operator is neither side); undefined for no order.
 */
export async function getOrderForOperator(deps: Pick<AppDeps, 'db'>, orderId: string): Promise<Order | undefined> {
  const row = await repo.findOrderWithDetails(deps.db, orderId)
  if (!row) return undefined
  const [order] = await toOrderDtos(deps.db, [row], '')
  return order
}

/** A buyer's orders, or the orders a farmer received; newest first. */
export async function listOrders(deps: Pick<AppDeps, 'db'>, user: { id: string; role: Role }): Promise<Order[]> {
  const rows = user.role === 'farmer' ? await repo.findOrdersOfFarmer(deps.db, user.id) : await repo.findOrdersOfBuyer(deps.db, user.id)
  return toOrderDtos(deps.db, rows, user.id)
}

/** A farm's pickup address as buyers read it: city, state and PIN ('' without a profile). */
function pickupAddressOf(profile: { city: string; state: string; pin: string } | undefined): string {
  if (!profile) return ''
  return [profile.city, profile.state, profile.pin].filter((part) => part.trim() !== '').join(', ')
}

interface CheckoutGroup extends Omit<CheckoutPreviewGroup, 'deliveryArea' | 'distanceKm' | 'deliveryRefusal'> {
  upiId: string | null
  /** Where the farmer delivers, to judge an address against. */
  delivery: FarmDelivery
  /** The farmer as the order shows them, and the farm as its profile says (pickup place). */
  party: repo.OrderParty
  farm: repo.FarmPlace | null
  /** Whether the farm is a demo one (lib/sandbox). */
  isDemo: boolean
  /** The cart lines behind `lines`, same order: what checkout takes from stock and removes. */
  entries: {
    productId: string
    productName: string
    unit: string
    quantity: number
    priceSeen: number
    flagged: boolean
    /** The listing's stock as read, under checkout's lock: what a refusal for too little stock tells. */
    listing: { status: ProductStatus; quantityAvailable: number }
  }[]
}

interface CheckoutState {
  groups: CheckoutGroup[]
  deliveryAddress: string | null
  /** The address delivery goes to when checkout names none: the saved one, else the buyer profile's. */
  defaultAddress: { fields: DeliveryAddress; place: AddressPlace } | null
  flagged: boolean
  /** The buyer as the order shows them, and whether a demo account (lib/sandbox). */
  buyer: repo.OrderParty & { isDemo: boolean }
}

/** The farm as an order shows its pickup place: the profile's address, town and point (its own, else its PIN code's). */
function farmPlaceOf(line: CheckoutCartLine): repo.FarmPlace | null {
  const profile = line.farmerProfile
  if (!profile) return null
  return {
    pickupAddress: profile.pickupAddress ?? null,
    city: profile.city,
    state: profile.state,
    pin: profile.pin,
    latitude: profile.latitude ?? line.farmPin?.latitude ?? null,
    longitude: profile.longitude ?? line.farmPin?.longitude ?? null,
  }
}

/**
 * The buyer's cart as checkout sees it, read in one query: grouped by farmer in the order the
 * farmers' first lines were added, each line at the listing's current price, with what each farmer offers.
 */
async function readCheckout(db: Db, buyerId: string): Promise<CheckoutState> {
  const cart = await findCartForCheckout(db, buyerId)
  if (!cart) throw new Error(`buyer ${buyerId} not found`)
  const groups = new Map<string, CheckoutGroup>()
  let flagged = false
  for (const line of cart.lines) {
    const { entry, product, farmer, farmerProfile: profile } = line
    // A listing an operator hid is unavailable, as one its farmer took off sale.
    const issue = cartLineIssue(entry, product.hiddenAt ? undefined : product)
    if (issue) flagged = true
    let group = groups.get(product.farmerId)
    if (!group) {
      group = {
        farmer: { _id: product.farmerId, name: farmer.name },
        pickupAddress: pickupAddressOf(profile ?? undefined),
        deliveryAvailable: true,
        deliveryFee: profile?.deliveryFee ?? DEFAULT_DELIVERY_FEE_RUPEES,
        upiAvailable: Boolean(profile?.upiId),
        upiId: profile?.upiId ?? null,
        lines: [],
        subtotal: 0,
        entries: [],
        delivery: farmDeliveryOf(farmer.name, profile, line.farmPin),
        party: { id: product.farmerId, name: farmer.name, phone: profile?.phone ?? farmer.phone },
        farm: farmPlaceOf(line),
        isDemo: farmer.isDemo,
      }
      groups.set(product.farmerId, group)
    }
    group.deliveryAvailable &&= product.deliveryAvailable
    const orderLine: OrderLine = {
      productId: product.id,
      productName: product.name,
      unit: product.unit,
      quantity: entry.quantity,
      pricePerUnit: product.pricePerUnit,
      amount: lineAmount({ pricePerUnit: product.pricePerUnit, quantity: entry.quantity }),
    }
    group.lines.push(orderLine)
    group.subtotal = Math.round(group.subtotal * 100 + orderLine.amount * 100) / 100
    group.entries.push({
      productId: product.id,
      productName: product.name,
      unit: product.unit,
      quantity: entry.quantity,
      priceSeen: entry.priceSeen,
      flagged: issue !== null,
      listing: { status: product.status, quantityAvailable: product.quantityAvailable },
    })
  }
  const defaultAddress = defaultDeliveryAddress(cart)
  const deliveryAddress = defaultAddress ? deliveryAddressText(defaultAddress.fields) : null
  const buyer = { id: cart.buyer.id, name: cart.buyer.name, phone: cart.buyer.phone, isDemo: cart.buyer.isDemo }
  return { groups: [...groups.values()], deliveryAddress, defaultAddress, flagged, buyer }
}

/**
 * The address checkout starts from: the one the buyer last had delivered to, else the buyer
 * profile's (no PIN code there; its point only when the profile has one).
 */
function defaultDeliveryAddress({ savedAddress: saved, buyerProfile: profile }: CheckoutCart): CheckoutState['defaultAddress'] {
  if (saved) {
    return {
      fields: { line: saved.line, town: saved.town, pin: saved.pin, state: saved.state },
      place: { pin: saved.pin, point: latLngOf(saved) },
    }
  }
  if (!profile) return null
  return {
    fields: { line: profile.address, town: profile.city, pin: '', state: profile.state },
    place: { pin: null, point: latLngOf(profile) },
  }
}

/** GET /me/checkout: the cart grouped by farmer, with each farmer's offer, for the buyer to choose. */
export async function checkoutPreview(
  deps: Pick<AppDeps, 'db'>,
  buyerId: string,
  query: { pin?: string | undefined } = {},
): Promise<CheckoutPreview> {
  const state = await readCheckout(deps.db, buyerId)
  // The PIN code the buyer is typing is judged before the saved address; one the directory lacks judges nothing.
  const at = query.pin !== undefined ? ((await placeOfPin(deps.db, query.pin)) ?? null) : (state.defaultAddress?.place ?? null)
  return {
    groups: state.groups.map(({ farmer, pickupAddress, deliveryAvailable, deliveryFee, upiAvailable, lines, subtotal, delivery }) => {
      const verdict = deliveryAvailable ? deliveryVerdict(delivery, at) : { distanceKm: null, refusal: null }
      return {
        farmer,
        pickupAddress,
        deliveryAvailable,
        deliveryFee,
        upiAvailable,
        lines,
        subtotal,
        deliveryArea: deliveryAreaLimited(delivery.area)
          ? { radiusKm: delivery.area.radiusKm, place: delivery.place, pins: [...delivery.area.pins] }
          : null,
        distanceKm: verdict.distanceKm,
        deliveryRefusal: verdict.refusal,
      }
    }),
    deliveryAddress: state.deliveryAddress,
    ready: state.groups.length > 0 && !state.flagged,
    savedAddress: state.defaultAddress?.fields ?? null,
  }
}

interface ResolvedAddress {
  text: string
  place: AddressPlace
  /** The address as typed in checkout, to keep for the next one; undefined when it came from the account. */
  typed?: DeliveryAddressFields
}

/**
 * Where delivered orders of this checkout go: the address typed in checkout (its PIN code must be in
 * the directory: 400 on `deliveryAddress.pin` otherwise), else the saved one, else the buyer
 * profile's; null when there is none, which only a checkout without delivery may have.
 */
async function deliveryAddressOf(db: Db, state: CheckoutState, input: CheckoutInput): Promise<ResolvedAddress | null> {
  const typed = input.deliveryAddress
  if (!typed || !input.orders.some((choice) => choice.fulfilment === 'delivery')) {
    return state.defaultAddress ? { text: deliveryAddressText(state.defaultAddress.fields), place: state.defaultAddress.place } : null
  }
  const fields = DeliveryAddressInputSchema.parse(typed)
  const place = await placeOfPin(db, fields.pin)
  if (!place) {
    const message = msg('places.pinUnknown')
    throw new AppError(400, 'VALIDATION_FAILED', message, { 'deliveryAddress.pin': [message] })
  }
  return { text: deliveryAddressText(fields), place, typed: fields }
}

/**
 * Refuses, placing nothing, delivery by a farmer whose area does not reach the address: 409 with
 * the first reason as the message and each refused farmer's reason on its choice
 * (`orders.{index}.fulfilment`), so the buyer can switch those to pickup.
 */
function assertDelivers(groups: readonly CheckoutGroup[], choices: CheckoutInput['orders'], address: ResolvedAddress | null): void {
  const fieldErrors: Record<string, string[]> = {}
  let first: string | null = null
  choices.forEach((choice, index) => {
    if (choice.fulfilment !== 'delivery') return
    const group = groups.find((g) => g.farmer._id === choice.farmerId)
    if (!group) return
    const { refusal } = deliveryVerdict(group.delivery, address?.place ?? { pin: null, point: null })
    if (refusal === null) return
    first ??= refusal
    fieldErrors[`orders.${index}.fulfilment`] = [refusal]
  })
  if (first !== null) throw new AppError(409, 'CONFLICT', first, fieldErrors)
}

/** Order references drawn at most this many times for one transaction (a collision is rare). */
const REFERENCE_ATTEMPTS = 5

/**
 * Runs `work` in a transaction, again in a new one when an order reference it drew was already
 * taken (repo.isReferenceTaken): the failed attempt wrote nothing, and the next draws afresh.
 */
async function inOrderTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work)
    } catch (error) {
      if (attempt >= REFERENCE_ATTEMPTS || !repo.isReferenceTaken(error)) throw error
    }
  }
}

/**
 * POST /me/checkout: one order per farmer of the cart, in one transaction; any refusal places
 * nothing. Locks come in one order everywhere a cart and its listings meet (listings, then the
 * cart), so a buyer's add to cart during a checkout waits instead of deadlocking. Each line is sold
 * at the price the buyer saw and confirmed (a line whose listing changed price since is flagged,
 * and the whole checkout refused until the buyer accepts the new one); the stock of every line is
 * taken by one conditional UPDATE (which removes the lines from the cart too), and the checkout
 * refused unless each line got its stock, so two checkouts never sell the same units. A checkout costs a fixed handful of statements whatever
 * its size: the cart is read in one query, and the orders with their lines, payments and first
 * events written in one and their notifications queued in one.
 */
export async function checkout(deps: Pick<AppDeps, 'db' | 'jobs'>, buyerId: string, input: CheckoutInput): Promise<Order[]> {
  return inOrderTransaction(deps.db, async (tx) => {
    const lockedIds = new Set(await lockCartForCheckout(tx, buyerId))
    const state = await readCheckout(tx, buyerId)
    const { groups, buyer } = state
    // No line across the demo sandbox's edge (lib/sandbox), before anything else is told.
    for (const group of groups) {
      const refusal = tradeRefusal(buyer.isDemo, group.isDemo)
      if (refusal) throw refusal
    }
    if (groups.length === 0) throw conflict(msg('checkout.empty'))
    // A line added between the listings' lock and the cart's is not locked: the cart changed.
    const changed = groups.some((group) => group.entries.some((entry) => !lockedIds.has(entry.productId)))
    if (state.flagged) throw conflict(msg('checkout.linesFlagged'))

    const choices = input.orders
    const chosen = new Set(choices.map((choice) => choice.farmerId))
    if (changed || chosen.size !== choices.length || chosen.size !== groups.length || groups.some((g) => !chosen.has(g.farmer._id))) {
      throw conflict(msg('checkout.choicesMismatch'))
    }
    for (const group of groups) {
      const choice = choices.find((c) => c.farmerId === group.farmer._id)!
      if (choice.fulfilment === 'delivery' && !group.deliveryAvailable) {
        throw conflict(msg('checkout.deliveryUnavailable', { farmer: group.farmer.name }))
      }
      if (choice.paymentMethod === 'upi' && !group.upiAvailable) {
        throw conflict(msg('checkout.upiUnavailable', { farmer: group.farmer.name }))
      }
      if (choice.fulfilment === 'delivery' && state.deliveryAddress === null && !input.deliveryAddress) {
        throw conflict(msg('checkout.addressRequired'))
      }
    }
    const address = await deliveryAddressOf(tx, state, input)
    assertDelivers(groups, choices, address)
    const total = checkoutTotal(groups, choices)
    if (Math.round(total * 100) !== Math.round(input.confirmedTotal * 100)) {
      throw conflict(msg('checkout.totalChanged', { total: rupees.format(total) }))
    }

    // Stock first, the lines leaving the cart with it; the listings are locked, so what was read
    // of them is what the update finds.
    const sold = groups.flatMap((group) => group.entries).sort((a, b) => a.productId.localeCompare(b.productId))
    const taken = await sellCartLines(tx, buyerId, sold)
    const short = sold.find((entry) => !taken.has(entry.productId))
    if (short) {
      throw conflict(
        msg('checkout.outOfStock', {
          quantity: short.listing.status === 'available' ? short.listing.quantityAvailable : 0,
          unit: unitRef(short.unit),
          product: short.productName,
        }),
      )
    }

    const holdUntil = new Date(Date.now() + ACCEPT_WITHIN_HOURS * HOUR_MS)
    const made = await repo.insertOrders(
      tx,
      groups.map((group) => {
        const choice = choices.find((c) => c.farmerId === group.farmer._id)!
        const delivery = choice.fulfilment === 'delivery'
        return {
          buyerId,
          farmerId: group.farmer._id,
          status: 'placed',
          fulfilment: choice.fulfilment,
          address: delivery ? address!.text : group.pickupAddress,
          deliveryFee: delivery ? group.deliveryFee : 0,
          expectedDeliveryDate: null,
          holdUntil,
          lines: group.entries.map((entry) => ({
            productId: entry.productId,
            productName: entry.productName,
            unit: entry.unit,
            quantity: entry.quantity,
            pricePerUnit: entry.priceSeen,
          })),
          payment: { method: choice.paymentMethod, payeeUpiId: choice.paymentMethod === 'upi' ? group.upiId : null },
          madeBy: { actor: 'buyer', actorId: buyerId },
        }
      }),
    )
    await queueOrderEventsNotifications(
      deps,
      tx,
      made.map(({ event }) => event.id),
    )

    // The address typed in checkout is kept for the next one, once something goes there.
    if (address?.typed) {
      const point = address.place.point
      await saveDeliveryAddress(tx, buyerId, { ...address.typed, latitude: point?.latitude ?? null, longitude: point?.longitude ?? null })
    }

    // The answer is what was just written, as getOrderForViewer would read it back.
    return Promise.all(
      made.map(({ order, lines, payment, event }, i) => {
        const group = groups[i]!
        return toOrderDto({ order, lines, events: [event], farmer: group.party, buyer, farm: group.farm }, payment, buyerId)
      }),
    )
  })
}

/**
 * POST /orders/{orderId}/transitions: the buyer or the farmer of the order takes one step of the
 * state machine. 404 for anyone else; 403 for a step that belongs to the other side; 409 for a step
 * the order's status does not allow, and for a withdrawal once a payment was reported or received;
 * 400 for a rejection or withdrawal without a reason.
 */
export async function transitionOrder(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  user: { id: string; role: Role },
  orderId: string,
  input: { action: OrderAction; note: string; reasonCode?: OrderReasonCode | undefined },
): Promise<Order> {
  if (!UUID_PATTERN.test(orderId)) throw notFound()
  await deps.db.transaction(async (tx) => {
    const order = await repo.findOrderForUpdate(tx, orderId)
    if (!order) throw notFound()
    const actor = order.farmerId === user.id ? 'farmer' : order.buyerId === user.id ? 'buyer' : null
    if (!actor) throw notFound()
    const payment = await findPayment(tx, orderId)
    // Every order is made with its payment row.
    if (!payment) throw new Error(`order ${orderId} has no payment row`)
    const reasonCode = input.reasonCode ?? null
    const result = applyOrderAction({ ...order, payment }, input.action, actor, input.note, reasonCode)
    if (!result.ok) {
      if (result.problem === 'notYours') throw new AppError(403, 'FORBIDDEN', msg('orders.notYourAction'))
      if (result.problem === 'noteRequired') {
        const reason = msg(input.action === 'withdraw' ? 'orders.cancelReasonRequired' : 'orders.reasonRequired')
        throw new AppError(400, 'VALIDATION_FAILED', reason, { note: [reason] })
      }
      // Only withdrawing looks at the payment: a UTR awaiting the farmer's answer, or money received.
      if (result.problem === 'payment') {
        throw conflict(msg(payment.status === 'submitted' ? 'orders.withdrawAwaitsPaymentAnswer' : 'orders.withdrawPaid'))
      }
      throw conflict(msg('orders.illegalTransition', { status: `orders.statusInSentence.${order.status}` satisfies MessageId }))
    }
    await applyTransition(deps, tx, order, { action: input.action, to: result.to, actor, actorId: user.id, note: input.note, reasonCode })
  })
  return getOrderForViewer(deps, user, orderId)
}

/** Orders handled per round of the expiry sweep. */
const EXPIRY_BATCH = 100

/**
 * Cancels, as the system, every order whose reservation ran out by `now` (placed and unanswered,
 * or accepted for UPI and not paid within its window) and gives its stock back. Each order in its own transaction,
 * re-checked under its lock (a payment may have come in meanwhile); an order another instance is
 * handling is skipped, and taken up by the next run if still due. How many orders it cancelled.
 */
export async function expireOverdueOrders(deps: Pick<AppDeps, 'db' | 'jobs' | 'browseCache'>, now: Date): Promise<number> {
  let expired = 0
  const seen = new Set<string>()
  for (;;) {
    const ids = (await repo.findOverdueOrderIds(deps.db, now, EXPIRY_BATCH)).filter((id) => !seen.has(id))
    if (ids.length === 0) break
    for (const id of ids) {
      seen.add(id)
      const done = await deps.db.transaction(async (tx) => {
        const order = await repo.findOrderForUpdateSkipLocked(tx, id)
        if (!order || !order.holdUntil || order.holdUntil >= now) return false
        if (order.status === 'accepted') {
          const payment = await findPayment(tx, id)
          if (payment?.method !== 'upi' || (payment.status !== 'pending' && payment.status !== 'not_received')) return false
        } else if (order.status !== 'placed') {
          return false
        }
        const cause = order.status === 'placed' ? 'not_accepted' : 'not_paid'
        await applyTransition(deps, tx, order, { action: 'expire', to: 'cancelled', actor: 'system', actorId: null, note: '', cause })
        return true
      })
      if (done) expired += 1
    }
  }
  // Stock came back: Browse must show it.
  if (expired > 0) await deps.browseCache.invalidate()
  return expired
}

/**
 * Confirm This Product: the farmer sells `quantity` of the product to the request's buyer, as an
 * order already accepted (the farmer is the one confirming), picked up at the farm and paid in cash,
 * at the price the buyer's cart line agreed to (never a price the farmer raised since). One
 * transaction claims the answer (a second confirmation of the same product gets 409), takes the
 * stock (409 when less is left; out_of_stock at 0), records the order and its first event, links
 * the answer to it, and takes the product out of the buyer's cart. Any failure undoes every step.
 */
export async function confirmRequestProduct(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  farmer: { id: string; name: string },
  requestId: string,
  productId: string,
  fields: ConfirmOrderFields,
): Promise<Order> {
  const orderId = await inOrderTransaction(deps.db, async (tx) => {
    const target = await findRequestProduct({ db: tx }, farmer.id, requestId, productId)
    if (target.response?.status === 'confirmed') throw alreadyConfirmed()
    const line = await findCartLine(tx, target.buyerId, productId)
    if (!line) throw alreadyConfirmed()
    if (fields.quantity > line.quantity) {
      const message = msg('orders.quantityAboveAsked', { quantity: line.quantity, unit: unitRef(target.product.unit) })
      throw new AppError(400, 'VALIDATION_FAILED', message, { quantity: [message] })
    }
    const stored = target.response?.expectedDeliveryDate ?? null
    // A date the farmer gave earlier is kept, unless it has passed since.
    const expectedDeliveryDate = fields.expectedDeliveryDate ?? (stored !== null && stored >= todayInIndia() ? stored : null)

    const key = { farmerId: farmer.id, buyerId: target.buyerId, productId }
    const claimed = await claimConfirmation(tx, key, { quantity: fields.quantity, expectedDeliveryDate, interestedAt: target.cartAddedAt })
    if (!claimed) throw alreadyConfirmed()

    const product = await takeStock(tx, { productId, quantity: fields.quantity, farmerId: farmer.id })
    if (!product) {
      const current = (await findProductById(tx, productId)) ?? target.product
      throw conflict(msg('orders.notEnoughStock', { quantity: current.quantityAvailable, unit: unitRef(current.unit) }))
    }
    const profile = await findFarmerProfileOfUser(tx, farmer.id)
    const [{ order, event }] = (await repo.insertOrders(tx, [
      {
        buyerId: target.buyerId,
        farmerId: farmer.id,
        status: 'accepted',
        fulfilment: 'pickup',
        address: pickupAddressOf(profile?.profile),
        deliveryFee: 0,
        expectedDeliveryDate,
        holdUntil: null,
        lines: [{ productId, productName: product.name, unit: product.unit, quantity: fields.quantity, pricePerUnit: line.priceSeen }],
        payment: { method: 'cod', payeeUpiId: null },
        madeBy: { actor: 'farmer', actorId: farmer.id },
      },
    ])) as [repo.MadeOrder]
    await queueOrderEventNotifications(deps, tx, event.id)
    await setResponseOrder(tx, claimed.id, order.id)
    await deleteCartEntries(tx, target.buyerId, productId)
    return order.id
  })
  return getOrderForViewer(deps, { id: farmer.id, role: 'farmer' }, orderId)
}
