import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@/lib/api-client'

/**
 * Shows the server's `fieldErrors` (STYLE.md §4: checks that need the database, such as a taken
 * email) under the same inputs the client-side schema uses. Returns true when any field matched.
 */
export function applyFieldErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  if (!(error instanceof ApiError)) return false
  let applied = false
  for (const field of fields) {
    const message = error.fieldErrors[field]?.[0]
    if (message) {
      setError(field, { type: 'server', message })
      applied = true
    }
  }
  return applied
}
