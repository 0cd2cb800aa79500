import { z } from 'zod'
import { todayInIndia } from './buyer-requests'
import { ORDER_STATUSES, type OrderStatus } from './orders'

/**
 * The farmer's sales dashboard: what waits for the farmer now, how many orders sit in each status,
 * and the money the farmer confirmed received, week by week.
 */

/** Orders the farmer still has to answer. */
export const NEW_ORDER_STATUSES: readonly OrderStatus[] = ['placed']
/** Orders accepted and not yet packed. */
export const TO_PACK_STATUSES: readonly OrderStatus[] = ['accepted']
/** Orders packed and not yet handed over. */
export const TO_DELIVER_STATUSES: readonly OrderStatus[] = ['packed', 'out_for_delivery', 'ready_for_pickup']

/** How many weeks the earnings chart shows, this one included. */
export const EARNINGS_WEEKS = 8

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The Mondays (`YYYY-MM-DD`, India's calendar) that start the last `weeks` weeks, this week's
 * last: India has no daylight saving, so a week is always 7 × 24 hours from Monday 00:00 IST.
 */
export function earningsWeekStarts(now = new Date(), weeks = EARNINGS_WEEKS): string[] {
  const today = new Date(`${todayInIndia(now)}T00:00:00Z`)
  // getUTCDay: Sunday 0 … Saturday 6; days back to Monday: Monday 0 … Sunday 6.
  const monday = today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS
  return Array.from({ length: weeks }, (_, index) => new Date(monday - (weeks - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10))
}

/** The instant a week (or day) of India's calendar starts: `2025-03-03` → 2025-03-02T18:30:00Z. */
export function indiaMidnight(date: string): Date {
  return new Date(`${date}T00:00:00+05:30`)
}

/** Counts of the farmer's orders that need the farmer's hand now. */
export const SalesTodaySchema = z.object({
  /** Placed: to accept or reject. */
  newOrders: z.number().int(),
  /** Accepted: to pack. */
  toPack: z.number().int(),
  /** Packed, out for delivery or ready for pickup: to hand over. */
  toDeliver: z.number().int(),
})
export type SalesToday = z.infer<typeof SalesTodaySchema>

/** One bar of the earnings chart: the week starting on Monday `weekStart` (India), in rupees. */
export const WeeklyEarningSchema = z.object({ weekStart: z.iso.date(), amount: z.number() })
export type WeeklyEarning = z.infer<typeof WeeklyEarningSchema>

/**
 * What a new farmer still has to set up before buyers can find and pay them: a farmer profile, a UPI
 * ID on it, and a first listing. Each is true once done; the dashboard lists those still false.
 */
export const FarmerSetupSchema = z.object({
  profile: z.boolean(),
  upiId: z.boolean(),
  listing: z.boolean(),
})
export type FarmerSetup = z.infer<typeof FarmerSetupSchema>

/** Whether every step of the farmer's setup is done. */
export function isSetupComplete(setup: FarmerSetup): boolean {
  return setup.profile && setup.upiId && setup.listing
}

/**
 * GET /me/sales-summary. `countsByStatus` names every status (0 when none). `earningsByWeek`: the
 * last EARNINGS_WEEKS weeks, oldest first, zeros included; an order counts, at its total, in the
 * week the farmer marked its payment received.
 */
export const SalesSummarySchema = z.object({
  today: SalesTodaySchema,
  countsByStatus: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  earningsByWeek: z.array(WeeklyEarningSchema),
  /** The setup checklist's steps, each true once done. */
  setup: FarmerSetupSchema,
})
export type SalesSummary = z.infer<typeof SalesSummarySchema>

/** The dashboard's figures from the count of the farmer's orders in each status and the week totals found. */
export function salesSummary(
  counts: Partial<Record<OrderStatus, number>>,
  weekTotals: ReadonlyMap<string, number>,
  weekStarts: readonly string[],
  setup: FarmerSetup,
): SalesSummary {
  const countsByStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, counts[status] ?? 0])) as Record<OrderStatus, number>
  const sum = (statuses: readonly OrderStatus[]) => statuses.reduce((total, status) => total + countsByStatus[status], 0)
  return {
    today: { newOrders: sum(NEW_ORDER_STATUSES), toPack: sum(TO_PACK_STATUSES), toDeliver: sum(TO_DELIVER_STATUSES) },
    countsByStatus,
    earningsByWeek: weekStarts.map((weekStart) => ({ weekStart, amount: weekTotals.get(weekStart) ?? 0 })),
    setup,
  }
}
