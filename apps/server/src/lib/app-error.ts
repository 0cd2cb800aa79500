import type { ErrorCode, FieldErrors } from '@app/shared/errors'

/**
 * An error a service throws on purpose; the error handler turns it into the one error body.
 * Create it where it is thrown (never a shared instance) so the stack points at the cause.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
    /** Extra response headers, such as Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'AppError'
  }
}
