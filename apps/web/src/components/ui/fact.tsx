import type { ReactNode } from 'react'

/**
 * - `default`: a record's facts (a profile, a listing's details): a bold label over the value.
 * - `compact`: a side panel's facts: a small capitalised label over a small value.
 * - `figure`: a row of figures (an order's amounts, a cart line): a quiet label over a bold value.
 */
const VARIANTS = {
  default: { label: 'text-sm font-semibold text-stone-700', value: 'mt-0.5 text-base break-words text-stone-900' },
  compact: { label: 'text-xs font-semibold tracking-wide text-stone-600 uppercase', value: 'text-sm break-words text-stone-900' },
  figure: { label: 'text-sm text-stone-600', value: 'font-semibold text-stone-900' },
} as const

type FactProps = {
  label: string
  variant?: keyof typeof VARIANTS
  /** Placement in the surrounding grid (`sm:col-span-2`). */
  className?: string
  children: ReactNode
}

/** One labelled value, inside a `<dl>`. */
export function Fact({ label, variant = 'default', className, children }: FactProps) {
  const styles = VARIANTS[variant]
  return (
    <div className={className}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  )
}
