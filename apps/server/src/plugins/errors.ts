import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { validationMessage, type ApiErrorBody, type ErrorCode, type FieldErrors } from '@app/shared/errors'
import { msg } from '@app/shared/messages/refs'
import { UPLOADS_PREFIX } from '@app/shared/uploads'
import { AppError } from '#src/lib/app-error'
import { isDatabaseUnavailable } from '#src/lib/database-errors'
import { varyOnLanguage } from '#src/lib/i18n'

/** Fastify's own client errors, answered with catalogue messages instead of its English internals. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'VALIDATION_FAILED', message: msg('error.invalidJson') },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'VALIDATION_FAILED', message: msg('error.invalidJson') },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: msg('error.payloadTooLarge') },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: msg('error.unsupportedMediaType'),
  },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: msg('error.unsupportedMediaType') },
}

/** Any other 4xx raised inside Fastify or a plugin, by status. */
const CLIENT_ERRORS_BY_STATUS: Record<number, { code: ErrorCode; message: string }> = {
  401: { code: 'UNAUTHENTICATED', message: msg('error.unauthenticated') },
  403: { code: 'FORBIDDEN', message: msg('error.forbidden') },
  404: { code: 'NOT_FOUND', message: msg('error.notFound') },
  413: { code: 'PAYLOAD_TOO_LARGE', message: msg('error.payloadTooLarge') },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: msg('error.unsupportedMediaType') },
  429: { code: 'RATE_LIMITED', message: msg('error.rateLimited', { minutes: 1 }) },
}

/** Unknown API paths a client may hit per window before it gets 429s. */
const NOT_FOUND_LIMIT = { max: 120, windowMs: 60_000 }

/**
 * PostgreSQL refuses NUL in text (22021) and in JSON text (22P05), whatever the column allows;
 * no schema rules it out, so such input reaches the query. Drizzle wraps the driver's error.
 */
function isUnstorableText(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false
  const { code, cause } = error as { code?: unknown; cause?: unknown }
  return code === '22021' || code === '22P05' || isUnstorableText(cause, depth + 1)
}

/** Maps a validation path such as `/location/city` to the form field key `location.city`. */
function fieldKey(instancePath: string): string {
  return instancePath.replace(/^\//, '').split('/').join('.')
}

/**
 * The error body in the caller's language: `message` and every field error may be a message
 * reference (`msg()`: services and shared schemas name messages without knowing who reads them),
 * put into words here, the one place error answers are translated.
 */
function body(request: FastifyRequest, reply: FastifyReply, code: ErrorCode, message: string, fieldErrors?: FieldErrors): ApiErrorBody {
  varyOnLanguage(reply)
  const text = request.t.text
  if (!fieldErrors) return { message: text(message), code, requestId: request.id }
  const translated = Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages.map(text)]))
  return { message: text(message), code, fieldErrors: translated, requestId: request.id }
}

/**
 * One error body everywhere, so clients parse errors in one place: `{ message, code, fieldErrors?, requestId }`.
 * Registered before any route so every encapsulated context inherits the handler.
 */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers)
        return reply.code(error.statusCode).send(body(request, reply, error.code, error.message, error.fieldErrors))
      }

      if (hasZodFastifySchemaValidationErrors(error)) {
        const fieldErrors: FieldErrors = {}
        for (const issue of error.validation) {
          const key = fieldKey(issue.instancePath)
          const message = issue.message ?? msg('error.validation')
          if (key !== '') (fieldErrors[key] ??= []).push(message)
        }
        const fields = Object.keys(fieldErrors)
        // Zod's English is not ours: the message comes from the field errors, as on the web.
        return reply
          .code(400)
          .send(body(request, reply, 'VALIDATION_FAILED', validationMessage(fieldErrors), fields.length > 0 ? fieldErrors : undefined))
      }

      const known = 'code' in error && typeof error.code === 'string' ? FASTIFY_CLIENT_ERRORS[error.code] : undefined
      if (known) return reply.code(known.status).send(body(request, reply, known.code, known.message))

      const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'client error')
        const { code, message } = CLIENT_ERRORS_BY_STATUS[status] ?? { code: 'VALIDATION_FAILED', message: msg('api.badRequest') }
        return reply.code(status).send(body(request, reply, code, message))
      }

      // Text the database cannot store (a NUL character): the client's input, not our failure.
      if (isUnstorableText(error)) {
        request.log.info({ err: error }, 'client error')
        return reply.code(400).send(body(request, reply, 'VALIDATION_FAILED', msg('api.badRequest')))
      }

      // The database is down or unreachable: a quick 503 the client may retry (nothing was written).
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable')
        return reply.code(503).send(body(request, reply, 'SERVICE_UNAVAILABLE', msg('error.serviceUnavailable')))
      }

      // Never echo an internal error: log it with the request and answer the generic text.
      request.log.error({ err: error }, 'request failed')
      return reply.code(500).send(body(request, reply, 'INTERNAL', msg('error.internal')))
    })

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/'
      const isApi = pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith(UPLOADS_PREFIX)
      // The web plugin decorates the app with its shell when a build exists (not in tests, nor in
      // development, where Vite serves the pages).
      if (!isApi && app.hasDecorator('serveAppShell') && (request.method === 'GET' || request.method === 'HEAD')) {
        return app.serveAppShell(request, reply)
      }
      // Probing unknown API paths is limited like the auth calls (fastify/demo src/app.ts).
      await app.rateLimiter.enforce(`not-found:ip:${request.ip}`, NOT_FOUND_LIMIT)
      return reply.code(404).send(body(request, reply, 'NOT_FOUND', msg('error.routeNotFound', { method: request.method, path: pathname })))
    })
  },
  { name: 'errors', dependencies: ['locale', 'rate-limit'] },
)
