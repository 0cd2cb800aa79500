import { randomUUID } from 'node:crypto'
import { STATUS_CODES, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { validationMessage, type ApiErrorBody, type ErrorCode, type FieldErrors } from '@app/shared/errors'
import { msg } from '@app/shared/messages/refs'
import { UPLOADS_PREFIX } from '@app/shared/uploads'
import { AppError } from '#src/lib/app-error'
import { isDatabaseUnavailable, isUnstorableText } from '#src/lib/database-errors'
import { requestLocale, translator, varyOnLanguage } from '#src/lib/i18n'

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
  // A malformed percent-escape in the path (`/api/%E0%A4`), or a path parameter past its length.
  FST_ERR_BAD_URL: { status: 400, code: 'VALIDATION_FAILED', message: msg('api.badUrl') },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'VALIDATION_FAILED', message: msg('api.badUrl') },
}

/** Any other 4xx raised inside Fastify or a plugin, by status. */
const CLIENT_ERRORS_BY_STATUS: Record<number, { code: ErrorCode; message: string }> = {
  401: { code: 'UNAUTHENTICATED', message: msg('error.unauthenticated') },
  403: { code: 'FORBIDDEN', message: msg('error.forbidden') },
  404: { code: 'NOT_FOUND', message: msg('error.notFound') },
  408: { code: 'REQUEST_TIMEOUT', message: msg('api.requestTimeout') },
  413: { code: 'PAYLOAD_TOO_LARGE', message: msg('error.payloadTooLarge') },
  414: { code: 'VALIDATION_FAILED', message: msg('api.badUrl') },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: msg('error.unsupportedMediaType') },
  429: { code: 'RATE_LIMITED', message: msg('error.rateLimited', { minutes: 1 }) },
  431: { code: 'PAYLOAD_TOO_LARGE', message: msg('error.payloadTooLarge') },
}

/** The code and words of an answer known only by its status. */
function statusError(status: number): { code: ErrorCode; message: string } {
  const known = CLIENT_ERRORS_BY_STATUS[status]
  if (known) return known
  if (status === 503) return { code: 'SERVICE_UNAVAILABLE', message: msg('error.serviceUnavailable') }
  if (status >= 500) return { code: 'INTERNAL', message: msg('error.internal') }
  return { code: 'VALIDATION_FAILED', message: msg('api.badRequest') }
}

/** API and upload paths answer JSON errors; every other path belongs to the web app's pages. */
function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/'
  return pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith(UPLOADS_PREFIX)
}

/** Unknown API paths a client may hit per window before it gets 429s. */
const NOT_FOUND_LIMIT = { max: 120, windowMs: 60_000 }

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
  // A request Fastify refuses before routing (`frameworkErrors`) is built without our decorators
  // and before any hook ran: its language comes straight from its header.
  const words = (request as Partial<Pick<FastifyRequest, 't'>>).t ?? translator(requestLocale(request.headers['accept-language']))
  const text = words.text
  if (!fieldErrors) return { message: text(message), code, requestId: request.id }
  const translated = Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages.map(text)]))
  return { message: text(message), code, fieldErrors: translated, requestId: request.id }
}

function answerError(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
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
    const { code, message } = statusError(status)
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
}

/**
 * Fastify's `frameworkErrors`: what it refuses before routing (a malformed percent-escape in the
 * path, a path parameter past its length) gets our body too. No hook has run on such a request,
 * so the headers our hooks would have set are set here.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-request-id', request.id)
  reply.header('x-content-type-options', 'nosniff')
  answerError(error, request, reply)
}

/** The status, code and words for a request Node's HTTP parser gave up on. */
function connectionError(error: ConnectionError): { status: number; code: ErrorCode; message: string } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, ...statusError(408) }
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, ...statusError(431) }
  return { status: 400, ...statusError(400) }
}

/**
 * Fastify's `clientErrorHandler` (called with the app as `this`): a request Node itself gives up on,
 * before Fastify sees it (too slow: REQUEST_TIMEOUT_MS or HEADERS_TIMEOUT_MS passed; headers too
 * large; not HTTP), is answered with our body and its connection closed. Nothing was routed, so the
 * request id is made here; the language is the request's when its headers were read.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // A connection the client reset or that is already gone has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  // Like Node's own handler: never write into an answer that has already started.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage
  if (socket.writable && !inFlight?.headersSent) {
    const { status, code, message } = connectionError(error)
    const requestId = randomUUID()
    const words = translator(requestLocale(inFlight?.req.headers['accept-language']))
    const answer = JSON.stringify({ message: words.text(message), code, requestId } satisfies ApiErrorBody)
    this.log.info({ err: error, reqId: requestId, statusCode: status }, 'connection refused by the HTTP parser')
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(answer)}\r\n` +
        `X-Request-Id: ${requestId}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        answer,
    )
  }
  socket.destroy(error)
}

/**
 * One error body everywhere, so clients parse errors in one place: `{ message, code, fieldErrors?, requestId }`.
 * Registered before any route so every encapsulated context inherits the handler.
 */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler(answerError)

    // A plugin that answers an API error itself, outside the error handler, with its own text
    // (@fastify/cors's "Invalid Preflight Request"), still gives the client our body.
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode < 400 || !isApiPath(request.url)) return payload
      if (payload !== null && payload !== undefined && typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
      if (String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload
      const { code, message } = statusError(reply.statusCode)
      reply.header('content-type', 'application/json; charset=utf-8')
      return JSON.stringify(body(request, reply, code, message))
    })

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/'
      // The web plugin decorates the app with its shell when a build exists (not in tests, nor in
      // development, where Vite serves the pages).
      if (!isApiPath(request.url) && app.hasDecorator('serveAppShell') && (request.method === 'GET' || request.method === 'HEAD')) {
        return app.serveAppShell(request, reply)
      }
      // Probing unknown API paths is limited like the auth calls (fastify/demo src/app.ts).
      await app.rateLimiter.enforce(`not-found:ip:${request.ip}`, NOT_FOUND_LIMIT)
      return reply.code(404).send(body(request, reply, 'NOT_FOUND', msg('error.routeNotFound', { method: request.method, path: pathname })))
    })
  },
  { name: 'errors', dependencies: ['locale', 'rate-limit'] },
)
