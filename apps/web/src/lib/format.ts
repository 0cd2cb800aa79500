/** India's conventions (SPEC.md §9): rupees, and dates as day, short month, year. */
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
const rupeeFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 })

/**
 * `2025-03-05` or an ISO timestamp → "5 Mar 2025". Calendar dates are read as UTC so the day
 * never shifts with the viewer's time zone. Returns '' for a missing or unreadable date.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return ''
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value)
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date)
}

/** 1250 → "₹1,250"; 42.5 → "₹42.50". */
export function formatRupees(amount: number): string {
  return rupeeFormat.format(amount).replace(/\.00$/, '')
}
