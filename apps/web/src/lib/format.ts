import { currentIntlLocale } from '@/lib/locale'

/**
 * Dates, numbers and rupee amounts, written the way India writes them in the page's language:
 * `en-IN`, `hi-IN`, … with Latin digits (lib/locale.ts), so digit grouping (1,25,000) and month
 * names follow the language. The only place that builds `Intl` formatters; components call the
 * functions below.
 */
/** Where the marketplace is: a month counts by India's calendar, whatever the viewer's clock says. */
const INDIA_TIME_ZONE = 'Asia/Kolkata'

/**
 * How each kind of value is written. Each formatter is built on first use, per language: building
 * one costs a phone milliseconds of its first render, and most screens show only dates or rupees.
 */
const FORMATS = {
  date: (locale: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  timestamp: (locale: string) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
  deadline: (locale: string) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: INDIA_TIME_ZONE }),
  monthYear: (locale: string) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: INDIA_TIME_ZONE }),
  rupees: (locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' }),
  kilometres: (locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }),
  wholeKilometres: (locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
} satisfies Record<string, (locale: string) => Intl.DateTimeFormat | Intl.NumberFormat>

type Format = keyof typeof FORMATS

const built = new Map<string, ReturnType<(typeof FORMATS)[Format]>>()

function formatter<F extends Format>(kind: F): ReturnType<(typeof FORMATS)[F]> {
  const key = `${kind} ${currentIntlLocale()}`
  let found = built.get(key)
  if (!found) {
    found = FORMATS[kind](currentIntlLocale())
    built.set(key, found)
  }
  return found as ReturnType<(typeof FORMATS)[F]>
}

function toDate(value: string): Date | null {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/**
 * `2025-03-05` or an ISO timestamp → "5 Mar 2025". Calendar dates are read as UTC so the day
 * never shifts with the viewer's time zone. Returns '' for a missing or unreadable date.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return ''
  const date = toDate(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value)
  return date ? formatter('date').format(date) : ''
}

/** An ISO timestamp → "12 Mar 2025, 4:05 pm", in the viewer's own time; '' when unreadable. */
export function formatTimestamp(value: string): string {
  const date = toDate(value)
  return date ? formatter('timestamp').format(date) : ''
}

/**
 * A deadline a day or two ahead → "2 Dec, 9:16 pm", by India's clock: the SMS and mail about the
 * same deadline say the same time. '' when unreadable.
 */
export function formatDeadline(value: string): string {
  const date = toDate(value)
  return date ? formatter('deadline').format(date) : ''
}

/** An ISO timestamp → "January 2024", the month it fell in by India's time; '' when unreadable. */
export function formatMonthYear(value: string): string {
  const date = toDate(value)
  return date ? formatter('monthYear').format(date) : ''
}

/** A price as a listing shows it: 1250 → "₹1,250"; 42.5 → "₹42.50". */
export function formatRupees(amount: number): string {
  return formatter('rupees').format(amount).replace(/\.00$/, '')
}

/** An amount as a bill shows it, always with paise: 1250 → "₹1,250.00". */
export function formatBillAmount(amount: number): string {
  return formatter('rupees').format(amount)
}

/**
 * A distance in kilometres, as precise as it is useful: 3.46 → "3.5", 12.4 → "12", 1234 → "1,234".
 * Past 10 km a tenth of a kilometre is noise to someone choosing produce.
 */
export function formatKilometres(km: number): string {
  return formatter(km >= 10 ? 'wholeKilometres' : 'kilometres').format(km)
}
