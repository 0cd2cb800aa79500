import { NEW_ORDER_STATUSES, TO_DELIVER_STATUSES, TO_PACK_STATUSES } from '@app/shared/dashboards'
import type { Order, OrderStatus } from '@app/shared/orders'
import type { PaymentStatus } from '@app/shared/payments'

/** The tabs of an orders list, "All" first. */
export const ORDER_TABS = ['all', 'active', 'completed', 'cancelled'] as const
export type OrderTab = (typeof ORDER_TABS)[number]

/** Which tab an order belongs to besides All: still moving, done, or stopped (rejected counts as cancelled). */
const GROUP_OF: Record<OrderStatus, Exclude<OrderTab, 'all'>> = {
  placed: 'active',
  accepted: 'active',
  packed: 'active',
  out_for_delivery: 'active',
  ready_for_pickup: 'active',
  delivered: 'active',
  completed: 'completed',
  rejected: 'cancelled',
  cancelled: 'cancelled',
}

export function orderTabCounts(orders: readonly Order[]): Record<OrderTab, number> {
  const counts: Record<OrderTab, number> = { all: orders.length, active: 0, completed: 0, cancelled: 0 }
  for (const order of orders) counts[GROUP_OF[order.status]] += 1
  return counts
}

export function inOrderTab(order: Order, tab: OrderTab): boolean {
  return tab === 'all' || GROUP_OF[order.status] === tab
}

/** The farmer's to-do: orders to answer, to pack, and to hand over. */
export const FARMER_TODOS = ['new', 'toPack', 'toDeliver'] as const
export type FarmerTodo = (typeof FARMER_TODOS)[number]

// The same groups as the dashboard's "Today", so both screens count alike.
const TODO_STATUSES: Record<FarmerTodo, readonly OrderStatus[]> = {
  new: NEW_ORDER_STATUSES,
  toPack: TO_PACK_STATUSES,
  toDeliver: TO_DELIVER_STATUSES,
}

export function farmerTodoCounts(orders: readonly Order[]): Record<FarmerTodo, number> {
  const counts: Record<FarmerTodo, number> = { new: 0, toPack: 0, toDeliver: 0 }
  for (const order of orders) {
    for (const todo of FARMER_TODOS) if (TODO_STATUSES[todo].includes(order.status)) counts[todo] += 1
  }
  return counts
}

/** Badge colours: waiting on someone (amber), moving (lime), done (green), stopped (grey). */
export function statusTone(status: OrderStatus): 'amber' | 'lime' | 'green' | 'grey' {
  if (status === 'placed') return 'amber'
  if (status === 'completed' || status === 'delivered') return 'green'
  if (status === 'rejected' || status === 'cancelled') return 'grey'
  return 'lime'
}

export function paymentTone(status: PaymentStatus): 'amber' | 'green' | 'grey' {
  if (status === 'received') return 'green'
  if (status === 'pending') return 'grey'
  return 'amber'
}
