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
import type { Role } from '@app/shared/roles'
import { UUID_PATTERN } from '@app/shared/browse-filters'
import type { AppDeps } from '#src/app-deps'
import type { Db } from '#src/db/client'
import { AppError } from '#src/lib/app-error'
import { latLngOf } from '#src/lib/geo'
import { assertCartInSandbox } from '#src/lib/sandbox'
import { findListedProductsByIds } from '#src/modules/browse/browse.repository'
import { findBuyerProfileOfUser } from '#src/modules/buyer-profile/buyer-profile.repository'
import { deleteCartEntries, findCartEntries, findCartLine, lockCart } from '#src/modules/cart/cart.repository'
import { findFarmerProfileOfUser } from '#src/modules/farmer-profile/farmer-profile.repository'
import { queueOrderEventNotifications } from '#src/modules/notifications/notifications.service'
import { findPayment, findPaymentsByOrderIds, insertPayment } from '#src/modules/payments/payments.repository'
import { toPaymentDto } from '#src/modules/payments/payments.service'
import { findProductById, lockProductsForSale, takeStock } from '#src/modules/products/products.repository'
import { claimConfirmation, setResponseOrder } from '#src/modules/requests/requests.repository'
import { alreadyConfirmed, findRequestProduct } from '#src/modules/requests/requests.service'
import { deliveryVerdict, farmDeliveryOf, placeOfPin, type AddressPlace, type FarmDelivery } from './delivery-area'
import { findDeliveryAddress, saveDeliveryAddress } from './delivery-address.repository'
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
    rows.map(async ({ order, lines, events, farmer, buyer, farm }) => {
      const payment = payments.get(order.id)
      // Every order is made with its payment row, the migrated ones included.
      if (!payment) throw new Error(`order ${order.id} has no payment row`)
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
    }),
  )
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
  /** The cart lines behind `lines`, same order: what checkout takes from stock and removes. */
  entries: { productId: string; productName: string; unit: string; quantity: number; priceSeen: number; flagged: boolean }[]
}

interface CheckoutState {
  groups: CheckoutGroup[]
  deliveryAddress: string | null
  /** The address delivery goes to when checkout names none: the saved one, else the buyer profile's. */
  defaultAddress: { fields: DeliveryAddress; place: AddressPlace } | null
  flagged: boolean
}

/**
 * The buyer's cart as checkout sees it: grouped by farmer in the order the farmers' first lines
 * were added, each line at the listing's current price, with what each farmer offers.
 */
async function readCheckout(db: Db, buyerId: string): Promise<CheckoutState> {
  const entries = await findCartEntries(db, buyerId)
  const listed = await findListedProductsByIds(
    db,
    entries.map((entry) => entry.productId),
  )
  const byId = new Map(listed.map((row) => [row.product.id, row]))
  const groups = new Map<string, CheckoutGroup>()
  let flagged = false
  for (const entry of entries) {
    const row = byId.get(entry.productId)
    // A deleted listing takes its cart lines with it; a line without one vanished in between.
    if (!row) continue
    const { product } = row
    // A listing an operator hid is unavailable, as one its farmer took off sale.
    const issue = cartLineIssue(entry, product.hiddenAt ? undefined : product)
    if (issue) flagged = true
    let group = groups.get(product.farmerId)
    if (!group) {
      const profile = await findFarmerProfileOfUser(db, product.farmerId)
      group = {
        farmer: { _id: product.farmerId, name: row.farmerName },
        pickupAddress: pickupAddressOf(profile?.profile),
        deliveryAvailable: true,
        deliveryFee: profile?.profile.deliveryFee ?? DEFAULT_DELIVERY_FEE_RUPEES,
        upiAvailable: Boolean(profile?.profile.upiId),
        upiId: profile?.profile.upiId ?? null,
        lines: [],
        subtotal: 0,
        entries: [],
        delivery: await farmDeliveryOf(db, row.farmerName, profile?.profile),
      }
      groups.set(product.farmerId, group)
    }
    group.deliveryAvailable &&= product.deliveryAvailable
    const line: OrderLine = {
      productId: product.id,
      productName: product.name,
      unit: product.unit,
      quantity: entry.quantity,
      pricePerUnit: product.pricePerUnit,
      amount: lineAmount({ pricePerUnit: product.pricePerUnit, quantity: entry.quantity }),
    }
    group.lines.push(line)
    group.subtotal = Math.round(group.subtotal * 100 + line.amount * 100) / 100
    group.entries.push({
      productId: product.id,
      productName: product.name,
      unit: product.unit,
      quantity: entry.quantity,
      priceSeen: entry.priceSeen,
      flagged: issue !== null,
    })
  }
  const defaultAddress = await defaultDeliveryAddress(db, buyerId)
  const deliveryAddress = defaultAddress ? deliveryAddressText(defaultAddress.fields) : null
  return { groups: [...groups.values()], deliveryAddress, defaultAddress, flagged }
}

/**
 * The address checkout starts from: the one the buyer last had delivered to, else the buyer
 * profile's (no PIN code there; its point only when the profile has one).
 */
async function defaultDeliveryAddress(db: Db, buyerId: string): Promise<CheckoutState['defaultAddress']> {
  const saved = await findDeliveryAddress(db, buyerId)
  if (saved) {
    return {
      fields: { line: saved.line, town: saved.town, pin: saved.pin, state: saved.state },
      place: { pin: saved.pin, point: latLngOf(saved) },
    }
  }
  const found = await findBuyerProfileOfUser(db, buyerId)
  if (!found) return null
  const { profile } = found
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

/**
 * POST /me/checkout: one order per farmer of the cart, in one transaction; any refusal places
 * nothing. Locks come in one order everywhere a cart and its listings meet (listings, then the
 * cart), so a buyer's add to cart during a checkout waits instead of deadlocking. Each line is sold
 * at the price the buyer saw and confirmed (a line whose listing changed price since is flagged,
 * and the whole checkout refused until the buyer accepts the new one); the stock is taken by a
 * conditional UPDATE per line, so two checkouts never sell the same units.
 */
export async function checkout(deps: Pick<AppDeps, 'db' | 'jobs'>, buyerId: string, input: CheckoutInput): Promise<Order[]> {
  return deps.db.transaction(async (tx) => {
    await assertCartInSandbox(tx, buyerId)
    const before = await findCartEntries(tx, buyerId)
    await lockProductsForSale(
      tx,
      before.map((entry) => entry.productId),
    )
    await lockCart(tx, buyerId)
    const state = await readCheckout(tx, buyerId)
    const { groups } = state
    if (groups.length === 0) throw conflict(msg('checkout.empty'))
    const lockedIds = new Set(before.map((entry) => entry.productId))
    // A line added between the first read and the cart lock is not locked: the cart changed.
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

    // Stock first, in product id order, so two checkouts meet on their common listings in one order.
    const sold = groups.flatMap((group) => group.entries).sort((a, b) => a.productId.localeCompare(b.productId))
    for (const entry of sold) {
      if (!(await takeStock(tx, { productId: entry.productId, quantity: entry.quantity, onlyAvailable: true }))) {
        const left = await findProductById(tx, entry.productId)
        throw conflict(
          msg('checkout.outOfStock', {
            quantity: left && left.status === 'available' ? left.quantityAvailable : 0,
            unit: unitRef(entry.unit),
            product: entry.productName,
          }),
        )
      }
    }

    const holdUntil = new Date(Date.now() + ACCEPT_WITHIN_HOURS * HOUR_MS)
    const orderIds: string[] = []
    for (const group of groups) {
      const choice = choices.find((c) => c.farmerId === group.farmer._id)!
      const delivery = choice.fulfilment === 'delivery'
      const order = await repo.insertOrder(tx, {
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
      })
      await insertPayment(tx, {
        orderId: order.id,
        method: choice.paymentMethod,
        payeeUpiId: choice.paymentMethod === 'upi' ? group.upiId : null,
      })
      const event = await repo.recordOrderEvent(tx, { orderId: order.id, actor: 'buyer', actorId: buyerId, status: 'placed' })
      await queueOrderEventNotifications(deps, tx, event.id)
      for (const entry of group.entries) await deleteCartEntries(tx, buyerId, entry.productId)
      orderIds.push(order.id)
    }

    // The address typed in checkout is kept for the next one, once something goes there.
    if (address?.typed) {
      const point = address.place.point
      await saveDeliveryAddress(tx, buyerId, { ...address.typed, latitude: point?.latitude ?? null, longitude: point?.longitude ?? null })
    }

    const rows = await Promise.all(orderIds.map((id) => repo.findOrderWithDetails(tx, id)))
    return toOrderDtos(
      tx,
      rows.map((row) => row!),
      buyerId,
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
  const orderId = await deps.db.transaction(async (tx) => {
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
    const order = await repo.insertOrder(tx, {
      buyerId: target.buyerId,
      farmerId: farmer.id,
      status: 'accepted',
      fulfilment: 'pickup',
      address: pickupAddressOf(profile?.profile),
      deliveryFee: 0,
      expectedDeliveryDate,
      holdUntil: null,
      lines: [{ productId, productName: product.name, unit: product.unit, quantity: fields.quantity, pricePerUnit: line.priceSeen }],
    })
    await insertPayment(tx, { orderId: order.id, method: 'cod', payeeUpiId: null })
    const event = await repo.recordOrderEvent(tx, { orderId: order.id, actor: 'farmer', actorId: farmer.id, status: 'accepted' })
    await queueOrderEventNotifications(deps, tx, event.id)
    await setResponseOrder(tx, claimed.id, order.id)
    await deleteCartEntries(tx, target.buyerId, productId)
    return order.id
  })
  return getOrderForViewer(deps, { id: farmer.id, role: 'farmer' }, orderId)
}
