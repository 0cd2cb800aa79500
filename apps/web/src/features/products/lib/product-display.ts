import type { MessageId } from '@app/shared/messages/en'

/**
 * SPEC.md §2 Product detail: the status badge is green for available, red for sold, yellow for
 * pending and grey for anything else (out_of_stock and unavailable included).
 */
export type BadgeTone = 'green' | 'red' | 'yellow' | 'grey'

export function statusTone(status: string): BadgeTone {
  switch (status) {
    case 'available':
      return 'green'
    case 'sold':
      return 'red'
    case 'pending':
      return 'yellow'
    default:
      return 'grey'
  }
}

export const TONE_CLASSES: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-900 ring-green-700/30',
  red: 'bg-red-100 text-red-900 ring-red-700/30',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-700/30',
  grey: 'bg-stone-200 text-stone-800 ring-stone-600/30',
}

const STATUS_LABELS: Record<string, MessageId> = {
  available: 'product.status.available',
  out_of_stock: 'product.status.out_of_stock',
  unavailable: 'product.status.unavailable',
  sold: 'product.status.sold',
  pending: 'product.status.pending',
}

/** The catalogue id of a status's label; null for a status the catalogue does not know. */
export function statusLabelId(status: string): MessageId | null {
  return STATUS_LABELS[status] ?? null
}

/** SPEC.md §9: the average to one decimal, or null when there are no ratings to average. */
export function averageRating(ratings: readonly number[]): string | null {
  if (ratings.length === 0) return null
  const sum = ratings.reduce((total, rating) => total + rating, 0)
  return (sum / ratings.length).toFixed(1)
}
