import type { ReactNode } from 'react'

export type BadgeTone = 'green' | 'grey' | 'lime' | 'amber'

const TONES: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-900 ring-green-700/30',
  grey: 'bg-stone-200 text-stone-800 ring-stone-600/30',
  lime: 'bg-lime-100 text-lime-900 ring-lime-700/30',
  amber: 'bg-amber-100 text-amber-900 ring-amber-700/30',
}

/** `sm` sits among a card's lines; `md`, outlined, heads a page or a record. */
const SIZES = {
  sm: 'px-2.5 py-0.5 text-xs',
  md: 'px-3 py-1 text-sm ring-1',
} as const

type BadgeProps = {
  tone: BadgeTone
  size?: keyof typeof SIZES
  /** Placement only (margins). */
  className?: string
  children: ReactNode
}

/** A short status or quality label in a pill. */
export function Badge({ tone, size = 'sm', className = '', children }: BadgeProps) {
  return <span className={`inline-block rounded-full font-semibold ${SIZES[size]} ${TONES[tone]} ${className}`}>{children}</span>
}
