import { z } from 'zod'
import type { FieldErrors } from './field-errors'

export { validationMessage, type FieldErrors } from './field-errors'

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  // Sign-in needs a code to the account's number or email as well as the password.
  'CODE_REQUIRED',
  'FORBIDDEN',
  // The change needs a password or code entered in the last few minutes.
  'PROOF_REQUIRED',
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

export const FieldErrorsSchema: z.ZodType<FieldErrors> = z.record(z.string(), z.array(z.string()))

/** The one error body every API answer uses (the status code lives only in the status line). */
export const ApiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  fieldErrors: FieldErrorsSchema.optional(),
  requestId: z.string(),
})
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>

export const MessageResponseSchema = z.object({ message: z.string() })
