import type { ErrorCode, FieldErrors } from '@app/shared/errors'
import { DEFAULT_LOCALE } from '@app/shared/messages/locales'
import { paths } from '@app/shared/paths'
import { toast } from '@/components/ui/toast/toast-store'
import { env } from '@/config/env'
import { t } from '@/lib/i18n'
import { currentLocale } from '@/lib/locale'
import { navigateTo } from '@/lib/navigation'
import { endSession, getSession } from '@/lib/session'

/** A failed call: the server's error body (`{ code, message, fieldErrors?, requestId }`), or a network failure with status 0. */
export class ApiError extends Error {
  readonly status: number
  readonly code: ErrorCode | null
  readonly fieldErrors: FieldErrors
  readonly requestId: string | null
  /** False when neither the server nor the network gave a message, so callers show their own fallback. */
  readonly hasMessage: boolean

  constructor(init: { status: number; message: string; code?: ErrorCode | null; fieldErrors?: FieldErrors; requestId?: string | null }) {
    super(init.message)
    this.name = 'ApiError'
    this.status = init.status
    this.code = init.code ?? null
    this.fieldErrors = init.fieldErrors ?? {}
    this.requestId = init.requestId ?? null
    this.hasMessage = init.message !== ''
  }
}

/**
 * The message to show for a failed operation: the server's message, a network error's own text,
 * or `fallback` when there is neither, so the user always reads why it failed.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.hasMessage ? error.message : fallback
  return fallback
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  body?: unknown
  /** Send the session's token as a Bearer header; every data call needs it. Default true. */
  auth?: boolean
  /** On a 401 to an authenticated call, end the session and send the user to /signin. Default true. */
  redirectOnUnauthorized?: boolean
  signal?: AbortSignal
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function readFieldErrors(value: unknown): FieldErrors {
  if (!isRecord(value)) return {}
  const fieldErrors: FieldErrors = {}
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) {
      const texts = messages.filter((message): message is string => typeof message === 'string')
      if (texts.length > 0) fieldErrors[field] = texts
    }
  }
  return fieldErrors
}

/**
 * Reads `{ message, code, fieldErrors?, requestId }` without Zod (kept off the first load).
 * Anything else (an HTML error page from a proxy, an empty body) yields an error without a message.
 */
async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown = null
  try {
    body = await response.json()
  } catch {
    body = null
  }
  return errorFromBody(response.status, body)
}

function errorFromBody(status: number, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError({ status, message: '' })
  return new ApiError({
    status,
    message: typeof body.message === 'string' ? body.message : '',
    code: typeof body.code === 'string' ? (body.code as ErrorCode) : null,
    fieldErrors: readFieldErrors(body.fieldErrors),
    requestId: typeof body.requestId === 'string' ? body.requestId : null,
  })
}

/** A 401 to a call that carried a token: the session has expired or was revoked. */
function endSessionIfUnauthorized(error: ApiError, token: string | null, options: { redirectOnUnauthorized?: boolean }) {
  if (error.status === 401 && token && options.redirectOnUnauthorized !== false) {
    endSession()
    toast.error(t('auth.signInRequired'), { id: 'auth.signInRequired' })
    navigateTo(paths.signIn)
  }
}

/**
 * Calls the API at `path` (relative to `/api`) and returns the parsed JSON body. The only place
 * that turns error bodies into `ApiError` and that reacts to an expired or revoked session.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.auth === false ? null : (getSession()?.token ?? null)
  // The server answers its messages in the page's language.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLocale() }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  if (token) headers.Authorization = `Bearer ${token}`

  let response: Response
  try {
    // Resolved against the page, so a relative base such as /api works wherever fetch runs.
    response = await fetch(new URL(`${env.apiUrl}${path}`, window.location.href), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    // A network failure has no body: its own text is the best explanation there is in English. The
    // browser writes it in English whatever the page's language, so other languages show the
    // caller's own (translated) fallback instead.
    const ownText = error instanceof Error && currentLocale() === DEFAULT_LOCALE ? error.message : ''
    throw new ApiError({ status: 0, message: ownText })
  }

  if (!response.ok) {
    const error = await toApiError(response)
    endSessionIfUnauthorized(error, token, options)
    throw error
  }

  const text = await response.text()
  return (text ? JSON.parse(text) : undefined) as T
}

/**
 * For a transport other than fetch (uploads, `lib/api-upload.ts`): where `path` is and the token
 * to send, in the page's language. The two functions keep the address, the session and error reading in this module.
 */
export function requestTarget(path: string): { url: string; token: string | null; language: string } {
  return { url: new URL(`${env.apiUrl}${path}`, window.location.href).href, token: getSession()?.token ?? null, language: currentLocale() }
}

/** The `ApiError` for a failed answer whose body is already parsed (or null); a 401 ends the session as `apiRequest` does. */
export function failedAnswer(status: number, body: unknown, token: string | null): ApiError {
  const error = errorFromBody(status, body)
  endSessionIfUnauthorized(error, token, {})
  return error
}
