import type { ErrorCode, FieldErrors } from '@app/shared/errors'
import { paths } from '@app/shared/paths'
import { toast } from '@/components/ui/toast/toast-store'
import { env } from '@/config/env'
import { t } from '@/lib/i18n'
import { currentLocale } from '@/lib/locale'
import { navigateTo } from '@/lib/navigation'
import { clearPrivateCaches } from '@/lib/offline-caches'
import { noteAnswerDate } from '@/lib/offline-data-time'
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
 * The message to show for a failed operation: the server's message, why the network failed
 * (offline, or the server out of reach), or `fallback` when there is neither, so the user always
 * reads why it failed.
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
  /** The token to send in place of the session's: sign-out's, sent after the session here has ended. */
  token?: string
  /** On a 401 to an authenticated call, end the session and send the user to /signin. Default true. */
  redirectOnUnauthorized?: boolean
  signal?: AbortSignal
}

/** True when the browser knows it has no connection at all (a phone in a no-signal field). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

/**
 * Why a call got no answer (status 0), in the page's language. A write taken offline is never
 * sent; a read offline got nothing from the network nor from the pages saved on the phone.
 */
export function unansweredError(method: string): ApiError {
  const message = !isOffline() ? t('common.networkFailed') : method === 'GET' ? t('common.offlineNotSaved') : t('common.offlineNotSent')
  return new ApiError({ status: 0, message })
}

/** True when the same call may well succeed if made again: it got no answer, or the server failed. */
export function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500)
}

/**
 * A write asked for while offline fails at once rather than waiting for the browser's own
 * timeout: on a weak rural connection that is many seconds of a spinner with no word.
 */
export function offlineWriteError(method: string): ApiError | null {
  return method !== 'GET' && isOffline() ? unansweredError(method) : null
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
    void clearPrivateCaches()
    toast.error(t('auth.signInRequired'), { id: 'auth.signInRequired' })
    navigateTo(paths.signIn)
  }
}

/** A schema that checks an answer, loaded when it is needed: `() => import(...).then(...)`. */
type SchemaLoader<T> = () => Promise<{ parse(value: unknown): T }>

/**
 * apiRequest, its answer checked by a schema loaded once the call has been answered: a page keeps
 * Zod off its first load, and the schema's module is never asked for while the phone is offline
 * (a module that failed to load stays failed for the page, and Try Again would fail with it).
 */
export async function apiRequestChecked<T>(path: string, options: RequestOptions, schema: SchemaLoader<T>): Promise<T> {
  const body = await apiRequest(path, options)
  return (await schema()).parse(body)
}

/**
 * Calls the API at `path` (relative to `/api`) and returns the parsed JSON body. The only place
 * that turns error bodies into `ApiError` and that reacts to an expired or revoked session.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET'
  const offline = offlineWriteError(method)
  if (offline) throw offline
  const token = options.auth === false ? null : (options.token ?? getSession()?.token ?? null)
  // The server answers its messages in the page's language.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLocale() }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  if (token) headers.Authorization = `Bearer ${token}`

  let response: Response
  try {
    // Resolved against the page, so a relative base such as /api works wherever fetch runs.
    response = await fetch(new URL(`${env.apiUrl}${path}`, window.location.href), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    // The browser's own text ("Failed to fetch") is in English whatever the page's language and
    // says nothing a farmer can act on.
    throw unansweredError(method)
  }

  if (!response.ok) {
    const error = await toApiError(response)
    endSessionIfUnauthorized(error, token, options)
    throw error
  }

  // Offline the answer may be the phone's saved copy: its Date says how old the screen's data is.
  noteAnswerDate(response.headers.get('date'))
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
