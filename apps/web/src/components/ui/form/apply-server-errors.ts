import { validationMessage } from '@app/shared/field-errors'
import type { FieldErrors, FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@/lib/api-client'
import { messagesByPath } from './form-field'

/**
 * Shows the server's `fieldErrors` under the fields they name. Their keys are paths in the body
 * (`location.city`), and forms register their fields by those same paths, so each message lands
 * where the client's own check puts it; checks only the server can make (an email already taken)
 * appear the same way. The first field in error takes the focus. Returns whether any field did.
 */
export function applyServerErrors<T extends FieldValues>(form: { setError: UseFormSetError<T> }, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  let applied = false
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const message = messages[0]
    if (!message) continue
    form.setError(path as FieldPath<T>, { type: 'server', message }, { shouldFocus: !applied })
    applied = true
  }
  return applied
}

/**
 * The toast for a form the client's check stopped, in the words the server answers the same
 * body with: one field's own message, or "Check the highlighted fields" for several.
 */
export function invalidFormMessage(errors: FieldErrors): string {
  return validationMessage(Object.fromEntries(messagesByPath(errors).map(([path, message]) => [path, [message]])))
}
