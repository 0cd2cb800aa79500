import { z } from 'zod'
import type { ResponseStatus } from './buyer-requests'
import { FINAL_ORDER_STATUSES, type OrderStatus } from './orders'
import { paths } from './paths'
import type { PaymentStatus } from './payments'

/**
 * The farmer's inbox: orders and buyer requests in one place. An order waits for the farmer when
 * the buyer is owed an answer: a placed order (accept or reject) or a UTR the buyer entered (say
 * whether the money came). A request is open while any of its products has no final answer
 * (neither confirmed into an order nor marked unavailable); it waits for the farmer while any of
 * them has no answer at all.
 */

/** The inbox's tabs, in the order the page shows them. */
export const INBOX_TABS = ['action', 'requests', 'active', 'done'] as const
export type InboxTab = (typeof INBOX_TABS)[number]

export function isInboxTab(value: unknown): value is InboxTab {
  return typeof value === 'string' && (INBOX_TABS as readonly string[]).includes(value)
}

/** The inbox (the farmer's Orders page) opened on one tab: `/orders/sales?tab=action`. */
export function inboxTabPath(tab: InboxTab): string {
  return `${paths.farmerOrders}?tab=${tab}`
}

/** Where an order sits in its farmer's inbox. */
export type InboxOrderGroup = Exclude<InboxTab, 'requests'>

export function inboxGroupOfOrder(order: { status: OrderStatus; payment: { status: PaymentStatus } }): InboxOrderGroup {
  if (FINAL_ORDER_STATUSES.includes(order.status)) return 'done'
  if (order.status === 'placed' || order.payment.status === 'submitted') return 'action'
  return 'active'
}

/** A request with a product the farmer has not settled: neither confirmed into an order nor refused. */
export function isOpenRequest(statuses: readonly ResponseStatus[]): boolean {
  return statuses.some((status) => status !== 'confirmed' && status !== 'unavailable')
}

/** A request with a product the farmer has not answered at all. */
export function isNewRequest(statuses: readonly ResponseStatus[]): boolean {
  return statuses.some((status) => status === 'pending')
}

/**
 * GET /me/inbox-counts: what the farmer's top strip, bottom bar and inbox tabs count.
 * `action`: orders waiting for the farmer's answer; `requests`: open buyer requests; `active`:
 * other orders still under way; `done`: completed, rejected and cancelled orders. `newRequests`:
 * open requests with a product not answered yet. `waiting` (the badges): `action` + `newRequests`.
 */
export const InboxCountsSchema = z.object({
  action: z.number().int().nonnegative(),
  requests: z.number().int().nonnegative(),
  active: z.number().int().nonnegative(),
  done: z.number().int().nonnegative(),
  newRequests: z.number().int().nonnegative(),
  waiting: z.number().int().nonnegative(),
})
export type InboxCounts = z.infer<typeof InboxCountsSchema>

/** The tab an inbox opens on when none is asked for: where something waits, else the orders under way. */
export function defaultInboxTab(counts: Pick<InboxCounts, 'action' | 'requests' | 'newRequests'>): InboxTab {
  if (counts.action > 0) return 'action'
  if (counts.newRequests > 0 || counts.requests > 0) return 'requests'
  return 'active'
}
