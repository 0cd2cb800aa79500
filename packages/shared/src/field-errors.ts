import { msg } from './messages/refs'

/** A check's messages by field path, as the API answers them in `fieldErrors`. */
export type FieldErrors = Record<string, string[]>

/**
 * The message of a failed check, as the toast shows it: one field's own message reads best;
 * several point at the form; none (a body that is not an object at all) says the request was
 * not understood. The server answers with it, and a form its own check stopped shows the same.
 */
export function validationMessage(fieldErrors: FieldErrors): string {
  const messages = Object.values(fieldErrors)
  if (messages.length === 1) return messages[0]?.[0] ?? msg('error.validation')
  return messages.length > 1 ? msg('error.validation') : msg('api.badRequest')
}
