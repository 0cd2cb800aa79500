import { z } from 'zod'

/** How many days the operator's dashboard looks back: today (India's date) and the 29 before it. */
export const DASHBOARD_DAYS = 30

/** A day of India's calendar, as `YYYY-MM-DD`. */
const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** One day's figures; every day of the period has one, with zeros where nothing happened. */
export const DashboardDaySchema = z.object({
  day: DaySchema,
  /** Orders placed that day. */
  orders: z.number().int(),
  /** What the orders placed that day are worth (₹), leaving out those rejected or cancelled since. */
  value: z.number(),
  /** Accounts made that day, by role. */
  farmers: z.number().int(),
  buyers: z.number().int(),
})
export type DashboardDay = z.infer<typeof DashboardDaySchema>

/** A queue that waits for operators: how much is in it, and since when its oldest item waits. */
export const OpenQueueSchema = z.object({
  count: z.number().int(),
  oldestAt: z.iso.datetime().nullable(),
})
export type OpenQueue = z.infer<typeof OpenQueueSchema>

/**
 * GET /admin/dashboard: the market at a glance for its operators. Demo accounts (the public guest
 * sandbox) are left out of every figure: what they do is nobody's trade.
 */
export const OperatorDashboardSchema = z.object({
  /** When the figures were read: ages are counted from it. */
  asOf: z.iso.datetime(),
  days: z.array(DashboardDaySchema),
  openReports: OpenQueueSchema,
  openComplaints: OpenQueueSchema,
  /** Approved certificates whose validity ends within the next 30 days, and the first of those ends. */
  expiringCertificates: z.object({ count: z.number().int(), firstOn: DaySchema.nullable() }),
})
export type OperatorDashboard = z.infer<typeof OperatorDashboardSchema>
