import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, getTableColumns, inArray, lt, or, sql, type SQL, type Table } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Locale } from '@app/shared/messages/locales'
import type { Fulfilment, OrderReasonCode, OrderStatus, SystemCancelCause } from '@app/shared/orders'
import type { PaymentMethod, PaymentStatus } from '@app/shared/payments'
import type { Db } from '#src/db/client'
import { preparedStatement } from '#src/db/prepared'
import {
  buyerProfiles,
  farmerProfiles,
  orderEvents,
  orderLines,
  orderPayments,
  orders,
  pincodes,
  users,
  type OrderEventRow,
  type OrderLineRow,
  type OrderPaymentRow,
  type OrderRow,
} from '#src/db/schema/index'
import { isUniqueViolation } from '#src/lib/database-errors'
import { newOrderReference } from '#src/lib/order-reference'
import { sameSandbox } from '#src/lib/sandbox'
import { smsRecipient } from '#src/lib/sms'

/** The owner of orders, order_lines and order_events: every read and write of them goes through here. */

/** One side of an order: name, and the phone of its profile (or of the account) when known. */
export interface OrderParty {
  id: string
  name: string
  phone: string | null
}

export interface OrderWithDetails {
  order: OrderRow
  lines: OrderLineRow[]
  events: OrderEventRow[]
  farmer: OrderParty
  buyer: OrderParty
  /** The farm as its profile now says: where a pickup order is collected; null without a profile. */
  farm: FarmPlace | null
}

/** Where a farm is: its pickup address, town, and point (its own, else its PIN code's; null when neither is known). */
export interface FarmPlace {
  pickupAddress: string | null
  city: string
  state: string
  pin: string
  latitude: number | null
  longitude: number | null
}

export interface NewOrder {
  buyerId: string
  farmerId: string
  status: OrderStatus
  fulfilment: Fulfilment
  address: string
  deliveryFee: number
  expectedDeliveryDate: string | null
  holdUntil: Date | null
  lines: { productId: string; productName: string; unit: string; quantity: number; pricePerUnit: number }[]
  payment: { method: PaymentMethod; payeeUpiId: string | null }
  /** Who made the order: its first event, at its status. */
  madeBy: { actor: 'buyer' | 'farmer'; actorId: string }
}

/** An order as it was just made: the row, its lines (as findOrderWithDetails orders them), its payment and first event. */
export interface MadeOrder {
  order: OrderRow
  lines: OrderLineRow[]
  payment: OrderPaymentRow
  event: OrderEventRow
}

/** A value of a prepared statement: sent as it is (a Date as its ISO text), whatever column it fills. */
function value(name: string): SQL {
  return sql`${sql.placeholder(name)}`
}

/** Placeholders (value) for `columns`, named `prefix` + column. */
function values<K extends string>(columns: readonly K[], prefix: string): Record<K, SQL> {
  return Object.fromEntries(columns.map((column) => [column, value(`${prefix}${column}`)])) as Record<K, SQL>
}

/** The price × quantity of line `j` of order `i`, exact in numeric and rounded to the paisa. */
function lineAmountSql(i: number, j: number): SQL {
  return sql`round(${value(`l${i}_${j}_pricePerUnit`)}::numeric * ${value(`l${i}_${j}_quantity`)}::numeric, 2)`
}

const ORDER_VALUES = ['buyerId', 'farmerId', 'status', 'fulfilment', 'address', 'deliveryFee', 'expectedDeliveryDate', 'holdUntil'] as const
const LINE_VALUES = ['productId', 'productName', 'unit', 'quantity', 'pricePerUnit'] as const

/**
 * The statement of insertOrders for orders of `shape[i]` lines each, its values placeholders named
 * after the order (`o0_…`), line (`l0_1_…`), payment (`p0_…`) and event (`e0_…`) they fill.
 */
function buildInsertOrders(db: Db, shape: readonly number[]) {
  const lineIndexes = (i: number) => Array.from({ length: shape[i]! }, (_, j) => j)
  const newOrders = db.$with('new_orders').as(
    db
      .insert(orders)
      .values(
        shape.map((_, i) => {
          const subtotal = sql`(${sql.join(
            lineIndexes(i).map((j) => lineAmountSql(i, j)),
            sql` + `,
          )})`
          return {
            ...values(ORDER_VALUES, `o${i}_`),
            id: value(`o${i}_id`),
            reference: value(`o${i}_reference`),
            subtotal,
            total: sql`${subtotal} + ${value(`o${i}_deliveryFee`)}::numeric`,
          }
        }),
      )
      .returning(),
  )
  const newLines = db.$with('new_lines').as(
    db
      .insert(orderLines)
      .values(
        shape.flatMap((_, i) =>
          lineIndexes(i).map((j) => ({ ...values(LINE_VALUES, `l${i}_${j}_`), orderId: value(`o${i}_id`), amount: lineAmountSql(i, j) })),
        ),
      )
      .returning(),
  )
  const newPayments = db.$with('new_payments').as(
    db
      .insert(orderPayments)
      .values(shape.map((_, i) => ({ orderId: value(`o${i}_id`), method: value(`p${i}_method`), payeeUpiId: value(`p${i}_payeeUpiId`) })))
      .returning(),
  )
  const newEvents = db.$with('new_events').as(
    db
      .insert(orderEvents)
      .values(
        shape.map((_, i) => ({
          orderId: value(`o${i}_id`),
          actor: value(`e${i}_actor`),
          actorId: value(`e${i}_actorId`),
          status: value(`o${i}_status`),
          createdAt: sql`clock_timestamp()`,
        })),
      )
      .returning(),
  )
  // One row per line, each with its order, payment and event; lines as findOrderWithDetails orders them.
  return db
    .with(newOrders, newLines, newPayments, newEvents)
    .select({
      order: pick(newOrders, orders),
      line: pick(newLines, orderLines),
      payment: pick(newPayments, orderPayments),
      event: pick(newEvents, orderEvents),
    })
    .from(newLines)
    .innerJoin(newOrders, eq(newOrders.id, newLines.orderId))
    .innerJoin(newPayments, eq(newPayments.orderId, newLines.orderId))
    .innerJoin(newEvents, eq(newEvents.orderId, newLines.orderId))
    .orderBy(asc(newLines.productName), asc(newLines.id))
}

/** How many shapes of insertOrders stay prepared: carts come in a few shapes (one farmer, one line, most often). */
const KEPT_SHAPES = 32
const insertStatements = new Map<string, ReturnType<typeof insertStatementOf>>()

function insertStatementOf(shape: readonly number[]) {
  return preparedStatement(`insert_orders_${shape.join('_')}`, (db) => buildInsertOrders(db, shape))
}

function insertStatementFor(shape: readonly number[]) {
  const key = shape.join('_')
  const statement = insertStatements.get(key) ?? insertStatementOf(shape)
  // Kept in the order of last use, the least recently used shape dropped first.
  insertStatements.delete(key)
  insertStatements.set(key, statement)
  if (insertStatements.size > KEPT_SHAPES) insertStatements.delete(insertStatements.keys().next().value!)
  return statement
}

/**
 * Inserts orders with their lines, payments and first events, all in one statement, and answers
 * them in the order given. Each line's amount is computed by the database in numeric, price ×
 * quantity rounded to the paisa, and each order's subtotal and total are summed there from the
 * same amounts, so they are exact (a JavaScript product of two decimals need not be). The first
 * event is timed by the clock, as recordOrderEvent times events. A reference that collides with an
 * existing one fails the statement with a unique violation (isReferenceTaken): the caller draws
 * again by running its transaction again. The statement is built once for each shape of orders
 * and lines and prepared (db/prepared), as checkout runs it on every purchase.
 */
export async function insertOrders(db: Db, made: readonly NewOrder[]): Promise<MadeOrder[]> {
  const ids = made.map(() => randomUUID())
  const filled: Record<string, unknown> = {}
  made.forEach((order, i) => {
    for (const column of ORDER_VALUES) filled[`o${i}_${column}`] = order[column]
    filled[`o${i}_holdUntil`] = order.holdUntil?.toISOString() ?? null
    filled[`o${i}_id`] = ids[i]
    filled[`o${i}_reference`] = newOrderReference()
    order.lines.forEach((line, j) => {
      for (const column of LINE_VALUES) filled[`l${i}_${j}_${column}`] = line[column]
    })
    filled[`p${i}_method`] = order.payment.method
    filled[`p${i}_payeeUpiId`] = order.payment.payeeUpiId
    filled[`e${i}_actor`] = order.madeBy.actor
    filled[`e${i}_actorId`] = order.madeBy.actorId
  })
  const rows = await insertStatementFor(made.map((order) => order.lines.length))(db, filled)
  return ids.map((id) => {
    const mine = rows.filter((row) => row.order.id === id)
    const [first] = mine
    if (!first) throw new Error('order insert returned no row')
    return { order: first.order, lines: mine.map((row) => row.line), payment: first.payment, event: first.event }
  })
}

/** The columns of `table` as a data-modifying CTE over it returns them, for a select. */
function pick<T extends Table>(cte: object, table: T): { [K in keyof T['_']['columns']]: T['_']['columns'][K] } {
  return Object.fromEntries(Object.keys(getTableColumns(table)).map((key) => [key, (cte as Record<string, unknown>)[key]])) as never
}

/** Whether `error` says an order reference drawn was already taken (insertOrders): draw again. */
export function isReferenceTaken(error: unknown): boolean {
  return isUniqueViolation(error, 'orders_reference_unique')
}

/** The order, locked until the transaction ends: one change of one order at a time. */
export async function findOrderForUpdate(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update')
  return row
}

/**
 * Appends one event to the order's history and stamps the order's `updated_at`. The event is timed
 * by the clock, not by the transaction's start (`now()`), so two events of one transaction (a refused
 * payment and the cancellation it causes) keep their order in the history.
 */
export async function recordOrderEvent(
  db: Db,
  event: {
    orderId: string
    actor: 'buyer' | 'farmer' | 'system'
    actorId: string | null
    status?: OrderStatus
    paymentStatus?: PaymentStatus
    note?: string
    cause?: SystemCancelCause
    reasonCode?: OrderReasonCode | null
  },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(orderEvents)
    .values({
      orderId: event.orderId,
      actor: event.actor,
      actorId: event.actorId,
      status: event.status ?? null,
      paymentStatus: event.paymentStatus ?? null,
      note: event.note ?? '',
      cause: event.cause ?? null,
      reasonCode: event.reasonCode ?? null,
      createdAt: sql`clock_timestamp()`,
    })
    .returning({ id: orderEvents.id })
  if (!row) throw new Error('order event insert returned no row')
  await db.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, event.orderId))
  return row
}

export async function setHoldUntil(db: Db, orderId: string, holdUntil: Date | null): Promise<void> {
  await db.update(orders).set({ holdUntil, updatedAt: new Date() }).where(eq(orders.id, orderId))
}

export async function setOrderStatus(db: Db, orderId: string, status: OrderStatus): Promise<OrderRow> {
  const [row] = await db.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, orderId)).returning()
  if (!row) throw new Error('order vanished under its lock')
  return row
}

export function findOrderLines(db: Db, orderId: string): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.productName), asc(orderLines.id))
}

const farmers = alias(users, 'farmer')
const buyers = alias(users, 'buyer')

/** Orders matching `where`, newest first, with both parties (phones from their profiles, read-only). */
async function findOrdersWithDetails(db: Db, where: ReturnType<typeof eq>): Promise<OrderWithDetails[]> {
  const rows = await db
    .select({
      order: orders,
      farmer: { id: farmers.id, name: farmers.name, accountPhone: farmers.phone },
      farmerPhone: farmerProfiles.phone,
      buyer: { id: buyers.id, name: buyers.name, accountPhone: buyers.phone },
      buyerPhone: buyerProfiles.phone,
      farm: {
        pickupAddress: farmerProfiles.pickupAddress,
        city: farmerProfiles.city,
        state: farmerProfiles.state,
        pin: farmerProfiles.pin,
        latitude: sql<number | null>`coalesce(${farmerProfiles.latitude}, ${pincodes.latitude})`,
        longitude: sql<number | null>`coalesce(${farmerProfiles.longitude}, ${pincodes.longitude})`,
      },
    })
    .from(orders)
    .innerJoin(farmers, eq(farmers.id, orders.farmerId))
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .leftJoin(farmerProfiles, eq(farmerProfiles.userId, orders.farmerId))
    .leftJoin(buyerProfiles, eq(buyerProfiles.userId, orders.buyerId))
    .leftJoin(pincodes, eq(pincodes.pin, farmerProfiles.pin))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.order.id)
  const [lines, events] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.productName), asc(orderLines.id)),
    db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ])
  return rows.map((row) => ({
    order: row.order,
    lines: lines.filter((line) => line.orderId === row.order.id),
    events: events.filter((event) => event.orderId === row.order.id),
    farmer: { id: row.farmer.id, name: row.farmer.name, phone: row.farmerPhone ?? row.farmer.accountPhone },
    buyer: { id: row.buyer.id, name: row.buyer.name, phone: row.buyerPhone ?? row.buyer.accountPhone },
    farm:
      row.farm === null
        ? null
        : {
            pickupAddress: row.farm.pickupAddress ?? null,
            city: row.farm.city,
            state: row.farm.state,
            pin: row.farm.pin,
            latitude: row.farm.latitude ?? null,
            longitude: row.farm.longitude ?? null,
          },
  }))
}

/**
 * The lists keep orders within one side of the demo sandbox (lib/sandbox): one across its edge can
 * only date from before it, and would show a demo account a real person's name and address.
 */
export function findOrdersOfBuyer(db: Db, buyerId: string): Promise<OrderWithDetails[]> {
  return findOrdersWithDetails(db, and(eq(orders.buyerId, buyerId), sameSandbox(orders.buyerId, orders.farmerId))!)
}

export function findOrdersOfFarmer(db: Db, farmerId: string): Promise<OrderWithDetails[]> {
  return findOrdersWithDetails(db, and(eq(orders.farmerId, farmerId), sameSandbox(orders.buyerId, orders.farmerId))!)
}

export async function findOrderWithDetails(db: Db, orderId: string): Promise<OrderWithDetails | undefined> {
  const [row] = await findOrdersWithDetails(db, eq(orders.id, orderId))
  return row
}

/**
 * Ids of orders whose reservation ran out by `now`: placed and unanswered, or accepted and paid by
 * UPI with no payment reported (pending, or refused by the farmer as not received). Oldest first,
 * at most `limit`.
 */
export async function findOverdueOrderIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(
      and(
        lt(orders.holdUntil, now),
        or(
          eq(orders.status, 'placed'),
          and(eq(orders.status, 'accepted'), eq(orderPayments.method, 'upi'), inArray(orderPayments.status, ['pending', 'not_received'])),
        ),
      ),
    )
    .orderBy(asc(orders.holdUntil))
    .limit(limit)
  return rows.map((row) => row.id)
}

/**
 * The order locked for this transaction, or undefined when another transaction is changing it (or
 * it is gone). The lock is NO KEY UPDATE, the one an UPDATE of its status takes: a transaction that
 * merely writes a row naming the order (a notification, an event) holds KEY SHARE on it, which
 * conflicts with FOR UPDATE, and the order would be skipped for no reason.
 */
export async function findOrderForUpdateSkipLocked(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('no key update', { skipLocked: true })
  return row
}

/**
 * One side of an order as a notice reaches them: name, email (null for an account made with a
 * mobile number alone), the phone an SMS goes to, and the language they read.
 */
export interface NoticeParty {
  id: string
  name: string
  email: string | null
  /**
   * The account's mobile number in E.164, only when a code proved it reaches them; null otherwise.
   * A phone typed on a profile or the account is never texted: a typo there would send order
   * details to a stranger.
   */
  phone: string | null
  language: Locale
}

/** An order as a notice about it reads it: the order, its lines and payment, and both parties. */
export interface OrderForNotice {
  order: OrderRow
  lines: OrderLineRow[]
  /** Every order is made with its payment row; null only for one deleted in between. */
  payment: OrderPaymentRow | null
  farmer: NoticeParty
  buyer: NoticeParty
}

export interface OrderEventForNotice extends OrderForNotice {
  event: OrderEventRow
}

const noticeFarmers = alias(users, 'notice_farmer')
const noticeBuyers = alias(users, 'notice_buyer')

/**
 * Read-only, for the notifications workers: one order with its lines, payment and both parties.
 * Undefined when the order is gone.
 */
export async function findOrderForNotice(db: Db, orderId: string): Promise<OrderForNotice | undefined> {
  const [row] = await db
    .select({
      order: orders,
      payment: orderPayments,
      farmer: {
        id: noticeFarmers.id,
        name: noticeFarmers.name,
        email: noticeFarmers.email,
        mobile: noticeFarmers.mobile,
        language: noticeFarmers.language,
      },
      buyer: {
        id: noticeBuyers.id,
        name: noticeBuyers.name,
        email: noticeBuyers.email,
        mobile: noticeBuyers.mobile,
        language: noticeBuyers.language,
      },
    })
    .from(orders)
    .innerJoin(noticeFarmers, eq(noticeFarmers.id, orders.farmerId))
    .innerJoin(noticeBuyers, eq(noticeBuyers.id, orders.buyerId))
    .leftJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(eq(orders.id, orderId))
  if (!row) return undefined
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, row.order.id))
    .orderBy(asc(orderLines.productName), asc(orderLines.id))
  return {
    order: row.order,
    lines,
    payment: row.payment,
    farmer: noticePartyOf(row.farmer),
    buyer: noticePartyOf(row.buyer),
  }
}

/** An account as a notice's recipient: its mobile number only when a code proved it (smsRecipient). */
export function noticePartyOf(user: {
  id: string
  name: string
  email: string | null
  mobile: string | null
  language: Locale
}): NoticeParty {
  return { id: user.id, name: user.name, email: user.email, phone: smsRecipient(user.mobile) ?? null, language: user.language }
}

/**
 * Read-only, for the notifications worker: one order event with its order, lines, payment and
 * both parties. Undefined when the event is gone (its order deleted since).
 */
export async function findOrderEventForNotice(db: Db, eventId: string): Promise<OrderEventForNotice | undefined> {
  const [event] = await db.select().from(orderEvents).where(eq(orderEvents.id, eventId))
  if (!event) return undefined
  const order = await findOrderForNotice(db, event.orderId)
  return order ? { event, ...order } : undefined
}

/**
 * How many of the farmer's orders are in each pair of order status and payment status: what the
 * inbox's counts are made of. Only orders within one side of the demo sandbox, as the farmer's list.
 */
export async function countFarmerOrdersByState(
  db: Db,
  farmerId: string,
): Promise<{ status: OrderStatus; paymentStatus: PaymentStatus; count: number }[]> {
  const rows = await db
    .select({ status: orders.status, paymentStatus: orderPayments.status, count: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(and(eq(orders.farmerId, farmerId), sameSandbox(orders.buyerId, orders.farmerId)))
    .groupBy(orders.status, orderPayments.status)
  return rows
}
