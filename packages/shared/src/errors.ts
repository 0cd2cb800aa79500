import { z } from 'zod'
import { msg } from './messages/refs'

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'REQUEST_TIMEOUT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'BAD_GATEWAY',
  'GATEWAY_TIMEOUT',
  'INTERNAL',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()))
export type FieldErrors = z.infer<typeof FieldErrorsSchema>

/** The one error body every API answer uses (the status code lives only in the status line). */
export const ApiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  fieldErrors: FieldErrorsSchema.optional(),
  requestId: z.string(),
})
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>

export const MessageResponseSchema = z.object({ message: z.string() })

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
