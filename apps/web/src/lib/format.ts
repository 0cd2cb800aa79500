import { currentIntlLocale } from '@/lib/locale'

/**
 * Dates, numbers and rupee amounts, written the way India writes them in the page's language:
 * `en-IN`, `hi-IN`, … with Latin digits (lib/locale.ts), so digit grouping (1,25,000) and month
 * names follow the language. The only place that builds `Intl` formatters; components call the
 * functions below.
 */
type Formatters = {
  date: Intl.DateTimeFormat
  timestamp: Intl.DateTimeFormat
  monthYear: Intl.DateTimeFormat
  rupees: Intl.NumberFormat
  kilometres: Intl.NumberFormat
  wholeKilometres: Intl.NumberFormat
}

/** Where the marketplace is: a month counts by India's calendar, whatever the viewer's clock says. */
const INDIA_TIME_ZONE = 'Asia/Kolkata'

const built = new Map<string, Formatters>()

function formatters(): Formatters {
  const locale = currentIntlLocale()
  let found = built.get(locale)
  if (!found) {
    found = {
      date: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
      timestamp: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
      monthYear: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: INDIA_TIME_ZONE }),
      rupees: new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' }),
      kilometres: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }),
      wholeKilometres: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
    }
    built.set(locale, found)
  }
  return found
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
  return date ? formatters().date.format(date) : ''
}

/** An ISO timestamp → "12 Mar 2025, 4:05 pm", in the viewer's own time; '' when unreadable. */
export function formatTimestamp(value: string): string {
  const date = toDate(value)
  return date ? formatters().timestamp.format(date) : ''
}

/** An ISO timestamp → "January 2024", the month it fell in by India's time; '' when unreadable. */
export function formatMonthYear(value: string): string {
  const date = toDate(value)
  return date ? formatters().monthYear.format(date) : ''
}

/** A price as a listing shows it: 1250 → "₹1,250"; 42.5 → "₹42.50". */
export function formatRupees(amount: number): string {
  return formatters().rupees.format(amount).replace(/\.00$/, '')
}

/** An amount as a bill shows it, always with paise: 1250 → "₹1,250.00". */
export function formatBillAmount(amount: number): string {
  return formatters().rupees.format(amount)
}

/**
 * A distance in kilometres, as precise as it is useful: 3.46 → "3.5", 12.4 → "12", 1234 → "1,234".
 * Past 10 km a tenth of a kilometre is noise to someone choosing produce.
 */
export function formatKilometres(km: number): string {
  return (km >= 10 ? formatters().wholeKilometres : formatters().kilometres).format(km)
}
